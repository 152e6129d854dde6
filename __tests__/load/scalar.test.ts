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

  it('keeps integers beyond uint64 as numbers, like goyaml keeps big numbers numeric', () => {
    expect(typeof resolvePlain('123456789012345678901234567890')).toBe('number');
  });

  it('resolves quoted scalars only when a core tag asks for it', () => {
    expect(resolveScalar('12', false, undefined)).toBe('12');
    expect(resolveScalar('12', false, 'tag:yaml.org,2002:int')).toBe(12);
    expect(resolveScalar('yes', true, 'tag:yaml.org,2002:str')).toBe('yes');
    expect(resolveScalar('foo', true, '!ENV')).toBe('foo');
    expect(resolveScalar('12', true, 'tag:yaml.org,2002:binary')).toBe('12');
  });
});
