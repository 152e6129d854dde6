import { describe, expect, it } from '@jest/globals';
import { resolvePlain, resolveScalar } from '../../src/load/yaml/scalar.js';

// Expectations follow goyaml.v2 resolve.go (sigs.k8s.io/yaml), the decoder kubectl and the API server use.
describe('plain scalar resolution (goyaml.v2)', () => {
  it.each([
    ['yes', true],
    ['On', true],
    ['y', true],
    ['TRUE', true],
    ['no', false],
    ['OFF', false],
    ['N', false],
    ['', null],
    ['~', null],
    ['Null', null],
    ['0644', 420],
    ['0o17', 15],
    ['0x1F', 31],
    ['-0x10', -16],
    ['0b101', 5],
    ['-0b11', -3],
    ['1_000', 1000],
    ['+12', 12],
    ['08', 8],
    ['1.5', 1.5],
    ['1e3', 1000],
    ['.5', 0.5],
    ['-.inf', -Infinity],
    ['.Inf', Infinity],
  ])('%j resolves to %j', (text, value) => {
    expect(resolvePlain(text)).toBe(value);
  });

  it.each(['.NaN', '.nan'])('%j is NaN', (text) => {
    expect(resolvePlain(text)).toBeNaN();
  });

  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '2001:db8::1',
    '::1',
    'localhost',
    'Yes please',
    '-',
    '+',
    'inf',
    '+Inf',
    '.',
    '.e5',
    '2018-07-20T08:23:04Z',
    '2018-07-20',
    '1.2.3',
    '0x',
    'True1',
  ])('%j stays a string', (text) => {
    expect(resolvePlain(text)).toBe(text);
  });

  it('keeps decimal integers beyond uint64 as floats, and other numbers goyaml cannot parse as strings', () => {
    expect(resolvePlain('123456789012345678901234567890')).toBe(1.2345678901234568e29);
    expect(resolvePlain('0x1FFFFFFFFFFFFFFFFF')).toBe('0x1FFFFFFFFFFFFFFFFF');
    expect(resolvePlain('1e400')).toBe('1e400');
    expect(resolvePlain('-0b' + '1'.repeat(70))).toBe('-0b' + '1'.repeat(70));
  });

  it('resolves quoted scalars only when a core tag asks for it', () => {
    const tag = (t: string) => `tag:yaml.org,2002:${t}`;
    expect(resolveScalar('12', '', false).value).toBe('12');
    expect(resolveScalar('12', tag('int'), false).value).toBe(12);
    expect(resolveScalar('yes', tag('str'), true).value).toBe('yes');
    expect(resolveScalar('foo', '!ENV', true).value).toBe('foo');
    expect(resolveScalar('aGk=', tag('binary'), true).value).toBe('hi');
  });
});
