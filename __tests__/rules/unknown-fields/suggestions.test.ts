// "Did you mean" on hostile input: a CRD and a custom resource with long keys, or with many of them,
// both in the change, cost bounded time (bench/hostile.ts measures it): keys longer than the limit get
// no suggestion, and each file has a budget, past which its findings say what is declared instead.

import { describe, expect, it } from '@jest/globals';
import { makeRepo, scanJson } from '../../helpers.js';
import { crdYaml, withSpec } from './crd.js';

/** A word of `length` letters from a seed, unlike the others. */
function word(seed: number, length: number): string {
  let state = seed * 2654435761 + 1;
  let out = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    out += String.fromCharCode(97 + ((state >>> 16) % 26));
  }
  return out;
}

/** The same word with another last letter: one edit away. */
const misspelt = (w: string): string => `${w.slice(0, -1)}${w.endsWith('z') ? 'y' : 'z'}`;

function widget(name: string, keys: readonly string[]): string {
  return `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: ${name}\nspec:\n${keys.map((k) => `  ${k}: x`).join('\n')}\n`;
}

function crdDeclaring(names: readonly string[]): string {
  return crdYaml({
    schema: withSpec({
      type: 'object',
      properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])),
    }),
  });
}

describe('suggestions on hostile input', () => {
  it('a key longer than 64 characters gets no suggestion, only the declared fields', async () => {
    const declared = word(1, 80);
    const dir = makeRepo({
      'crd.yaml': crdDeclaring([declared]),
      'w.yaml': widget('w', [misspelt(declared)]),
    });
    const [finding] = (await scanJson(dir)).report.findings.filter((f) => f.rule === 'unknown-fields');
    expect(finding?.message).not.toContain('Did you mean');
    expect(finding?.message).toContain(`declares ${declared} here`);
  });

  it('each file has a budget: past it, no more suggestions in that file, and other files keep theirs', async () => {
    const declared = Array.from({ length: 300 }, (_, i) => word(i, 60));
    const dir = makeRepo({
      'crd.yaml': crdDeclaring(declared),
      'many.yaml': widget('many', declared.map(misspelt)),
      'one.yaml': widget('one', [misspelt(declared[299]!)]),
    });
    const findings = (await scanJson(dir)).report.findings.filter((f) => f.rule === 'unknown-fields');
    const suggested = (file: string): number =>
      findings.filter((f) => f.file === file && f.message.includes('Did you mean')).length;
    expect(findings.filter((f) => f.file === 'many.yaml')).toHaveLength(300);
    expect(suggested('many.yaml')).toBeGreaterThan(0);
    expect(suggested('many.yaml')).toBeLessThan(300);
    expect(suggested('one.yaml')).toBe(1);
  });
});
