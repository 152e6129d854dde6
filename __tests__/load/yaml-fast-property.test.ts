import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { stringify } from 'yaml';
import type { ToStringOptions } from 'yaml';
import { fastBailReason, parseFast } from '../../src/load/yaml/fast.js';
import { parseFull } from '../../src/load/yaml/full.js';

/**
 * The contract on one text: the fast path bails or builds exactly parseFull's documents, and throws
 * nothing but bails (fastBailReason rethrows any other error, which fails the property).
 */
function holdsContract(text: string): boolean {
  if (fastBailReason(text) !== undefined) return parseFast(text) === undefined;
  return isDeepStrictEqual(parseFast(text), parseFull(text));
}

/** A run of the property; fc.assert throws a report with the shrunk counterexample when it fails. */
function run<T>(arbitrary: fc.Arbitrary<T>, predicate: (v: T) => boolean, seed: number, numRuns: number) {
  return (): void => fc.assert(fc.property(arbitrary, predicate), { seed, numRuns });
}

// Strings that stress scalar styles: indicators, quotes, escapes, line breaks, YAML 1.1 keywords.
const trickyString = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'ab c:#-\'"\\\n\t{}[],&*!|>%@`yn0x.~é'), maxLength: 14 }),
  fc.constantFrom('yes', 'No', '0644', '1_000', '.nan', '-.inf', '', ' ', 'null', '~', 'a: b', '- x', 'x #y'),
  fc.constantFrom(
    'line1\nline2',
    'trailing \n',
    '\n\nlead',
    'tab\there',
    `${'a'.repeat(50)} ${'b'.repeat(40)}`,
  ),
);

const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('list'), tie('map')),
  leaf: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null), trickyString),
  list: fc.array(tie('node'), { maxLength: 4 }),
  map: fc.dictionary(trickyString, tie('node'), { maxKeys: 4 }),
})).node;

const options: fc.Arbitrary<ToStringOptions> = fc.record({
  indent: fc.integer({ min: 1, max: 4 }),
  indentSeq: fc.boolean(),
  lineWidth: fc.constantFrom(0, 8, 20, 40, 80),
  minContentWidth: fc.integer({ min: 0, max: 20 }),
  defaultStringType: fc.constantFrom(
    'PLAIN',
    'QUOTE_DOUBLE',
    'QUOTE_SINGLE',
    'BLOCK_LITERAL',
    'BLOCK_FOLDED',
  ),
  defaultKeyType: fc.constantFrom(null, 'PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE'),
  collectionStyle: fc.constantFrom('any', 'block', 'flow'),
  flowCollectionPadding: fc.boolean(),
  doubleQuotedAsJSON: fc.boolean(),
  singleQuote: fc.constantFrom(null, true, false),
});

/** What to add around one line: a line before it (comment or blank) and text after it. */
interface Noise {
  readonly before?: string;
  readonly after?: string;
}

const noise: fc.Arbitrary<Noise> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  fc.constantFrom<Noise>({ after: ' # c' }, { after: ' ' }, { after: '\t' }, { after: '\t# c' }),
  fc.constantFrom<Noise>({ before: '# c' }, { before: '#c' }, { before: '' }, { before: '    # c' }),
);

function withNoise(text: string, noises: readonly Noise[], lineBreak: string): string {
  const lines = text.split('\n').flatMap((line, i) => {
    const { before, after = '' } = noises[i % Math.max(1, noises.length)] ?? {};
    return before === undefined ? [line + after] : [before, line + after];
  });
  return lines.join(lineBreak);
}

describe('parseFast property tests', () => {
  it('agrees with parseFull on stringified values in every style, with comments and white space', () => {
    const documents = fc.array(fc.tuple(value, options), { minLength: 1, maxLength: 3 });
    const rendered = fc
      .tuple(documents, fc.array(noise), fc.constantFrom('\n', '\r\n'))
      .map(([docs, noises, lineBreak]) =>
        withNoise(docs.map(([v, o]) => stringify(v, o)).join('---\n'), noises, lineBreak),
      );
    expect(run(rendered, holdsContract, 20240601, 400)).not.toThrow();
  });

  it('agrees with parseFull on JSON text', () => {
    const json = fc.tuple(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 0, max: 4 }));
    expect(run(json, ([v, indent]) => holdsContract(JSON.stringify(v, null, indent)), 7, 300)).not.toThrow();
  });

  it('never throws on random YAML-ish text, and agrees wherever it parses it', () => {
    const pieces = [' ', '  ', '\t', '\n', '\r\n', '#', ': ', '- ', '? ', '[', ']', '{', '}', ',', '"', "'"];
    const more = [
      '\\',
      '|',
      '>-',
      '|2+',
      '&a',
      '*a',
      '!t',
      '%',
      '@',
      '---',
      '...',
      'a',
      'b: c',
      '1',
      '\r',
      '\uFEFF',
    ];
    const text = fc.array(fc.constantFrom(...pieces, ...more), { maxLength: 30 }).map((p) => p.join(''));
    expect(run(text, holdsContract, 99, 3000)).not.toThrow();
  });

  it('accepts most stringified block-style values, so that the properties above are not vacuous', () => {
    const block = fc
      .tuple(value, fc.integer({ min: 1, max: 4 }))
      .map(([v, indent]) => stringify(v, { indent }));
    const texts = fc.sample(block, { seed: 3, numRuns: 200 });
    const parsed = texts.filter((t) => parseFast(t) !== undefined).length;
    expect(parsed).toBeGreaterThan(texts.length * 0.9);
  });
});
