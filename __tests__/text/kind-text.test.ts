// Whether a Namespace's file may name it (src/text/kind-text.ts): a scan of a few files parses a file for a
// name only when the text may give a `name` key that value. What it finds is tested through the CLI
// (pod-security's namespace level, every spelling kubectl decodes); parsing a file for nothing has no
// effect to observe there, so the files that only mention a name are tested here.

import { describe, expect, it } from '@jest/globals';
import { kindsInText, mayHoldName } from '../../src/text/kind-text.js';

const head = 'apiVersion: v1\nkind: Namespace\nmetadata:\n';

/** Whether a scan of a few files would parse `text` for Namespace `name`. */
const parsedFor = (text: string, name: string): boolean => {
  const bytes = Buffer.from(text);
  return kindsInText(bytes).mayHide() || mayHoldName(bytes, name);
};

describe('a Namespace file, asked for a name', () => {
  it.each([
    [
      'as the namespace of an object',
      `${head}  name: shop\n---\nkind: ServiceAccount\nmetadata: {name: a, namespace: default}\n`,
    ],
    ['in JSON', `{"kind":"Namespace","metadata":{"name":"shop","namespace":"default"}}\n`],
    ['as a label value', `${head}  name: shop\n  labels:\n    team: default\n`],
    ['in a comment', `${head}  # the default namespace is elsewhere\n  name: shop\n`],
    ['in a comment after the value', `${head}  name: shop # not default\n`],
    [
      'as part of a longer name',
      `${head}  name: default-x\n---\n${head}  name: x-default\n---\n${head}  name: default_2\n`,
    ],
    ['after another word of the value', `${head}  name: not default\n`],
    ['as an item of a list', `${head}  name: shop\nnamespaces:\n- default\n- "default"\n`],
    ['in a flow sequence', `${head}  name: shop\n  finalizers: [default]\n`],
    ['as another key', `${head}  name: shop\n  default: x\n  serviceAccountName: default\n`],
    ['in a URL', `${head}  name: shop\n  annotations: {url: "https://kubernetes.default.svc"}\n`],
    [
      'after an escape of something else',
      `${head}  name: shop\n  annotations: {a: "\\x1b[1m", b: default}\n`,
    ],
    [
      "at the start of a line of another key's block scalar",
      `${head}  name: shop\n  annotations:\n    note: !!str |-\n      default\n      is elsewhere\n`,
    ],
    ["on the line after another key's colon", `${head}  name: shop\n  labels:\n    team:\n      default\n`],
  ])('is not parsed for a name it mentions only %s', (_how, text) => {
    expect(parsedFor(text, 'default')).toBe(false);
  });

  it.each([
    ['plain', `${head}  name: default\n`],
    ['quoted, with a quoted key', `${head}  'name': "default"\n`],
    ['in JSON', `{"kind":"Namespace","metadata":{"name" : "default"}}\n`],
    ['in a flow mapping', `${head}  {labels: {}, name: default}\n`],
    ['on the next line, past a comment and a blank line', `${head}  name: # the name\r\n\r\n    default\r\n`],
    ['in a block scalar', `${head}  name: |-\n    default\n`],
    ['in a tagged block scalar', `${head}  name: !!str >-\n    default\n`],
    ['on the line after the key and an anchor', `${head}  name: &n\n    default\n`],
    ['on the line after the key', `${head}  "name":\n    default\n`],
    ['tagged and anchored', `${head}  name: !!str &n default\n`],
    ['anchored elsewhere', `x: &n default\n${head}  name: *n\n`],
    ['in a map merged in', `x: &m {name: default}\n${head}  <<: *m\n`],
    ['after an explicit key', `${head}  ? name\n  : default\n`],
    ['after an alias key', `x: &k name\n${head}  *k : default\n`],
    ['after an anchored key', `${head}  &k name: default\n`],
    ['with an escape in the key', `${head}  "n\\u0061me": default\n`],
  ])('is parsed for a name written %s', (_how, text) => {
    expect(parsedFor(text, 'default')).toBe(true);
  });

  it('is parsed for any name when an escape may spell a letter, a digit or a dash', () => {
    for (const escape of ['\\x74', '\\u0032', '\\U0000002d'])
      expect(parsedFor(`${head}  name: "shop${escape}"\n`, 'default')).toBe(true);
  });

  it('is parsed for every name that is not a word, whose spellings the scan does not follow', () => {
    expect(mayHoldName(Buffer.from(`${head}  name: shop\n`), 'a.b')).toBe(true);
    expect(mayHoldName(Buffer.from(`${head}  name: shop\n`), '')).toBe(true);
  });
});

describe('a file, asked for a kind', () => {
  const holds = (text: string): boolean => kindsInText(Buffer.from(text)).mayHold('Namespace');

  it("does not hold it where the word starts a line of another key's block scalar", () => {
    // A CRD's schema says "Namespace is the namespace of ..." in its descriptions: no Namespace there.
    expect(
      holds('kind: CustomResourceDefinition\nspec:\n  description: |-\n    Namespace is the one\n'),
    ).toBe(false);
    expect(holds('kind: Pod\nnote: >\n  text\n  Namespace\n')).toBe(false);
  });

  it('holds it where the line before may give `kind` the value', () => {
    for (const text of [
      'kind: |-\n  Namespace\n',
      'kind: !!str >\n  Namespace\n',
      'kind: &k\n  Namespace\n',
      'kind:\n  Namespace\n',
      '"kind" :\n  Namespace\n',
      '{"kind":\n"Namespace"}\n',
      'x: &a |\n  Namespace\nkind: *a\n',
      'kind: # what it is\n  Namespace\n',
      '- |\n  Namespace\n',
    ])
      expect([text, holds(text)]).toEqual([text, true]);
  });
});
