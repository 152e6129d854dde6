// schema-validation: x-kubernetes-validations CEL rules as apiextensions-apiserver evaluates them
// (schema/cel/validation.go): messages, messageExpression, fieldPath, reason, transition rules with the
// previous state of a pull request, ratcheting, the Kubernetes libraries by version and the cost limits.

import { describe, expect, it } from '@jest/globals';
import { makeGitRepo, makeRepo, scanJson } from '../../helpers.js';
import type { JsonFinding } from '../../helpers.js';
import { widget, widgetCrd } from './fixtures.js';

/** A spec schema with the given properties (YAML, indented 16) and rules (indented 16). */
function specWith(properties: string, rules: string): string {
  return `              type: object
              properties:
${properties}
              x-kubernetes-validations:
${rules}`;
}

async function celFindings(crd: string, spec: string, ...args: string[]): Promise<JsonFinding[]> {
  const dir = makeRepo({ 'crd.yaml': crd, 'widget.yaml': widget(spec) });
  const { report } = await scanJson(dir, ...args);
  return report.findings.filter((f) => f.rule === 'schema-validation');
}

const RANGE = widgetCrd(
  specWith(
    `                min: { type: integer }
                max: { type: integer }
                name: { type: string }`,
    `                - rule: self.min <= self.max
                  message: min must not exceed max
                - rule: "!has(self.name) || self.name.matches(r'^[a-z]+\\\\z')"
                  messageExpression: "'name ' + self.name + ' is not lower case'"
                  fieldPath: .name
                  reason: FieldValueForbidden`,
  ),
);

describe('schema-validation: CEL rules', () => {
  it('reports a failed rule with its message, the rule text and the type as the API server does', async () => {
    const [f] = await celFindings(RANGE, '  min: 5\n  max: 1\n');
    expect(f?.path).toBe('spec');
    expect(f?.line).toBe(6);
    expect(f?.message).toMatch(
      /^spec: Invalid value: "object": min must not exceed max: the API server rejects/,
    );
    expect(f?.message).toContain('Rule: `self.min <= self.max`');
  });

  it('evaluates messageExpression, and puts the error at fieldPath with the reason given', async () => {
    const [f] = await celFindings(RANGE, '  min: 1\n  max: 2\n  name: Abc\n');
    expect(f?.path).toBe('spec.name');
    expect(f?.message).toMatch(/^spec\.name: Forbidden: name Abc is not lower case/);
  });

  it('reports a runtime error as the API server does ("no such key")', async () => {
    const [f] = await celFindings(RANGE, '  min: 1\n');
    expect(f?.message).toContain(
      'spec: Invalid value: "object": no such key: max evaluating rule: min must not exceed max',
    );
  });

  it('says a rule it cannot compile is not evaluated (a notice), never a pass', async () => {
    const crd = widgetCrd(
      specWith('                a: { type: string }', '                - rule: self.a ==='),
    );
    const [f] = await celFindings(crd, '  a: x\n');
    expect(f?.severity).toBe('notice');
    expect(f?.message).toMatch(/^not evaluated: the rule does not compile/);
  });

  it('enables each Kubernetes library from the version that introduced it', async () => {
    const crd = widgetCrd(
      specWith(
        `                memory: { type: string }
                labels: { type: object, additionalProperties: { type: string } }`,
        `                - rule: quantity(self.memory).isLessThan(quantity('1Gi'))
                - rule: self.labels.all(k, v, v.startsWith(k))`,
      ),
    );
    const spec = '  memory: 2Gi\n  labels: {a: ab, b: xb}\n';
    const at = async (version: string): Promise<string[]> =>
      (await celFindings(crd, spec, '--kubernetes-version', version)).map(
        (f) => `${f.severity} ${f.message.replace(/(failed rule|does not compile).*/s, '$1')}`,
      );
    expect(await at('v1.27')).toEqual([
      'notice not evaluated: the rule does not compile',
      'notice not evaluated: the rule does not compile',
    ]);
    expect(await at('v1.31')).toEqual([
      'error spec: Invalid value: "object": failed rule',
      'notice not evaluated: the rule does not compile',
    ]);
    expect(await at('v1.32')).toEqual([
      'error spec: Invalid value: "object": failed rule',
      'error spec: Invalid value: "object": failed rule',
    ]);
  });

  it('does not run CEL rules for Kubernetes versions before 1.25', async () => {
    expect(await celFindings(RANGE, '  min: 5\n  max: 1\n', '--kubernetes-version', 'v1.24')).toEqual([]);
  });

  it('stops a hostile rule at the per-expression cost limit instead of hanging', async () => {
    const crd = widgetCrd(
      specWith(
        '                l: { type: array, items: { type: string } }',
        "                - rule: self.l.all(a, self.l.all(b, self.l.all(c, a + b + c != 'x')))",
      ),
    );
    const items = Array.from({ length: 300 }, (_, i) => `"v${i}"`).join(', ');
    const [f] = await celFindings(crd, `  l: [${items}]\n`);
    expect(f?.message).toContain(
      'no further validation rules will be run due to call cost exceeds limit for rule',
    );
  });
});

const IMMUTABLE = widgetCrd(
  specWith(
    `                class: { type: string, x-kubernetes-validations: [{rule: self == oldSelf, message: class is immutable}] }
                size: { type: integer, maximum: 10 }
                note: { type: string }`,
    `                - rule: "!has(oldSelf.note) || has(self.note)"
                  optionalOldSelf: false
                  message: note cannot be removed
                - rule: "has(self.size) && self.size > 0"
                  message: size must be positive`,
  ),
);

describe('schema-validation: the previous state (--base)', () => {
  const scanChange = async (base: string, head: string): Promise<JsonFinding[]> => {
    const dir = makeGitRepo(
      { 'crd.yaml': IMMUTABLE, 'widget.yaml': widget(base) },
      { 'widget.yaml': widget(head) },
    );
    const { report } = await scanJson(dir, '--base', 'HEAD');
    return report.findings.filter((f) => f.rule === 'schema-validation');
  };

  it('runs transition rules only where the value existed in the base version', async () => {
    const changed = await scanChange('  class: gold\n  size: 1\n', '  class: silver\n  size: 1\n');
    expect(changed.map((f) => `${f.path} ${f.message.slice(0, 60)}`)).toEqual([
      'spec.class spec.class: Invalid value: "string": class is immutable: the',
    ]);
    expect(await scanChange('  size: 1\n', '  class: silver\n  size: 1\n')).toEqual([]);
    const dir = makeRepo({ 'crd.yaml': IMMUTABLE, 'widget.yaml': widget('  class: silver\n  size: 1\n') });
    expect((await scanJson(dir)).report.findings).toEqual([]);
  });

  it('ratchets: an error on a value equal to the base value is not reported', async () => {
    // size 20 breaks maximum and is unchanged: the API server accepts the update (CRDValidationRatcheting).
    expect(await scanChange('  size: 20\n  note: a\n', '  size: 20\n  note: b\n')).toEqual([]);
    const raised = await scanChange('  size: 20\n', '  size: 30\n');
    expect(raised.map((f) => f.path)).toEqual(['spec.size']);
    // A rule without oldSelf on an unchanged object is ratcheted too; one with oldSelf never is.
    expect(await scanChange('  size: 0\n', '  size: 0\n  class: x\n')).toEqual([
      expect.objectContaining({ path: 'spec' }),
    ]);
  });

  it('reports a removed field that a transition rule protects', async () => {
    const found = await scanChange('  size: 1\n  note: keep\n', '  size: 1\n');
    expect(found.map((f) => f.message.slice(0, 52))).toEqual([
      'spec: Invalid value: "object": note cannot be remove',
    ]);
  });
});
