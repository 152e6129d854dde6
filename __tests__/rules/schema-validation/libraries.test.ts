// The Kubernetes CEL libraries (kubernetes/apiserver pkg/cel/library) through schema-validation:
// expressions in the style of upstream's library tests (library/*_test.go) and apiextensions-apiserver
// schema/cel/validation_test.go, each a rule that must hold on a valid object. A rule that errs or does
// not compile would be a finding, so the whole list passes only if every expression evaluates to true.

import { describe, expect, it } from '@jest/globals';
import { makeRepo, scanJson } from '../../helpers.js';
import { widget, widgetCrd } from './fixtures.js';

const TRUE_EXPRESSIONS: readonly string[] = [
  // regex (RE2): matches, find, findAll
  "self.s.matches('^[a-z]+[0-9]+$')",
  "'abc123def456'.find('[0-9]+') == '123'",
  "'abc123def456'.findAll('[0-9]+') == ['123', '456']",
  "'abc123def456'.findAll('[0-9]+', 1) == ['123']",
  "'ABC'.matches('(?i)^abc$')",
  "!'a\\nb'.matches('^a$')",
  // lists
  '[1, 2, 3].isSorted() && ![2, 1].isSorted()',
  '[1, 2, 3].sum() == 6',
  '[1, 2, 3].min() == 1 && [1, 2, 3].max() == 3',
  "['a', 'b', 'a'].indexOf('a') == 0 && ['a', 'b', 'a'].lastIndexOf('a') == 2",
  // sets
  'sets.contains([1, 2, 3], [1, 2]) && !sets.contains([1], [2])',
  'sets.equivalent([1, 2], [2, 1, 1]) && sets.intersects([1, 2], [2, 3])',
  // URLs
  "isURL('https://kubernetes.io/docs') && !isURL('not a url')",
  "url('https://kubernetes.io:8443/a/b?x=1&x=2').getScheme() == 'https'",
  "url('https://kubernetes.io:8443/a/b').getHostname() == 'kubernetes.io'",
  "url('https://kubernetes.io:8443/a/b').getPort() == '8443'",
  "url('https://kubernetes.io/a/b').getEscapedPath() == '/a/b'",
  "url('https://kubernetes.io/?x=1&x=2').getQuery()['x'] == ['1', '2']",
  // quantities
  "quantity('50M').isLessThan(quantity('100M'))",
  "quantity('1Gi').compareTo(quantity('1024Mi')) == 0",
  "quantity('500m').isInteger() == false && quantity('2k').asInteger() == 2000",
  "isQuantity('1.5Gi') && !isQuantity('1.5GiB')",
  "quantity('1Gi').add(quantity('1Gi')).isGreaterThan(quantity('2000Mi'))",
  "quantity('-1').sign() == -1",
  // IP and CIDR
  "isIP('192.168.0.1') && !isIP('192.168.0.01') && ip('2001:db8::1').family() == 6",
  "ip('127.0.0.1').isLoopback() && ip('0.0.0.0').isUnspecified() && ip('8.8.8.8').isGlobalUnicast()",
  "cidr('192.168.0.0/24').containsIP(ip('192.168.0.7')) && !cidr('192.168.0.0/24').containsIP('10.0.0.1')",
  "cidr('10.0.0.0/8').containsCIDR('10.1.0.0/16') && cidr('10.1.2.3/8').prefixLength() == 8",
  "string(cidr('10.1.2.3/8').masked()) == '10.0.0.0/8' && isCIDR('10.0.0.0/8') && !isCIDR('10.0.0.0/33')",
  'ip.isCanonical("2001:db8::1") && !ip.isCanonical("2001:DB8::1")',
  // strings
  "'abc'.charAt(1) == 'b' && 'hello'.upperAscii() == 'HELLO' && 'HeLLo'.lowerAscii() == 'hello'",
  "'a,b,c'.split(',') == ['a', 'b', 'c'] && 'a,b,c'.split(',', 2) == ['a', 'b,c']",
  "'hello'.replace('l', 'L') == 'heLLo' && 'hello'.replace('l', 'L', 1) == 'heLlo'",
  "'  x  '.trim() == 'x' && ['a', 'b'].join('-') == 'a-b' && 'abc'.substring(1) == 'bc'",
  "'hello'.indexOf('l') == 2 && 'hello'.lastIndexOf('l') == 3 && 'abc'.reverse() == 'cba'",
  'strings.quote(\'a"b\') == \'"a\\\\"b"\'',
  // named formats
  "format.dns1123Label().validate('my-name').hasValue() == false",
  "format.dns1123Label().validate('My_Name').hasValue()",
  "format.named('dns1123Subdomain').hasValue() && !format.named('nope').hasValue()",
  // semver
  "semver('1.2.3').major() == 1 && semver('1.2.3').isLessThan(semver('1.10.0')) && !isSemver('v1.2.3')",
  // optionals
  "self.?missing.orValue('x') == 'x' && self.?s.hasValue() && optional.of(1).value() == 1",
  // two-variable comprehensions
  '[1, 2].all(i, v, v == i + 1) && [1, 2].exists(i, v, v == 2) && [1, 2].existsOne(i, v, v > 1)',
  '[1, 2].transformList(i, v, v * 2) == [2, 4] && [1, 2, 3].transformList(i, v, v > 1, v) == [2, 3]',
  "{'a': 1}.transformMap(k, v, v + 1) == {'a': 2}",
  "{'a': 1}.transformMapEntry(k, v, {v: k}) == {1: 'a'}",
  // the object itself: has() on any selection, as cel-go allows
  'has(self.items[0].name) && !has(self.items[0].port)',
  'self.items.exists_one(i, i.name == "x") && self.items.map(i, i.name) == ["x"]',
  // lists version 3
  '[3, 1, 2].sort() == [1, 2, 3] && [1, 1, 2].distinct() == [1, 2] && [[1], [2]].flatten() == [1, 2]',
  'lists.range(3) == [0, 1, 2] && [1, 2, 3].slice(1, 2) == [2] && [1, 2].first().value() == 1',
];

function crdWith(expressions: readonly string[]): string {
  const rules = expressions.map((e) => `                - rule: ${JSON.stringify(e)}`).join('\n');
  return widgetCrd(`              type: object
              properties:
                s: { type: string }
                items:
                  type: array
                  items: { type: object, properties: { name: { type: string }, port: { type: integer } } }
              x-kubernetes-validations:
${rules}`);
}

describe('schema-validation: the Kubernetes CEL libraries', () => {
  it('evaluates every library expression to true', async () => {
    const dir = makeRepo({
      'crd.yaml': crdWith(TRUE_EXPRESSIONS),
      'widget.yaml': widget('  s: abc123\n  items: [{name: x}]\n'),
    });
    const { report } = await scanJson(dir);
    expect(report.findings.map((f) => f.message.split(': the API server')[0])).toEqual([]);
  });

  it('fails each negated expression', async () => {
    const dir = makeRepo({
      'crd.yaml': crdWith(TRUE_EXPRESSIONS.map((e) => `!(${e})`)),
      'widget.yaml': widget('  s: abc123\n  items: [{name: x}]\n'),
    });
    const { report } = await scanJson(dir);
    const failed = report.findings.filter((f) => f.severity === 'error' && f.message.includes('failed rule'));
    expect(failed).toHaveLength(TRUE_EXPRESSIONS.length);
  });
});
