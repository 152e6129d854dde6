// CEL for x-kubernetes-validations on @marcbachmann/cel-js: one environment per Kubernetes version with
// the libraries of that version, RE2 for `matches`, two-variable comprehensions (1.32), and a cost meter
// that bounds every evaluation as the API server's cost limits do (per expression and per object).

import { Environment } from '@marcbachmann/cel-js';
import type { KubernetesVersion } from '../../kube-version.js';
import { CelRuntimeError } from './errors.js';
import { registerKubernetesLibraries } from './library.js';

/** apiserver pkg/apis/cel/config.go: PerCallLimit and RuntimeCELCostBudget. */
export const PER_CALL_LIMIT = 1_000_000;
export const PER_OBJECT_BUDGET = 10_000_000;

export type Compiled =
  | { readonly ok: true; readonly program: Program; readonly usesOldSelf: boolean }
  | { readonly ok: false; readonly reason: string };

export type Evaluation =
  | { readonly kind: 'value'; readonly value: unknown; readonly cost: number }
  | { readonly kind: 'error'; readonly message: string; readonly cost: number }
  | { readonly kind: 'not-evaluated'; readonly reason: string; readonly cost: number }
  | { readonly kind: 'over-budget'; readonly cost: number };

export interface Program {
  /** Evaluates with `self` (and `oldSelf` when given), within `limit` cost units. */
  evaluate(variables: ReadonlyMap<string, unknown>, limit: number): Evaluation;
}

interface AstNode {
  readonly op: string;
  args: unknown;
}

type Parsed = ((context: unknown) => unknown) & {
  readonly ast: AstNode;
  check(): { readonly valid: boolean; readonly error?: Error };
};

class OverBudget extends Error {}

// The meter of the evaluation under way (evaluation is synchronous, so one per thread suffices).
const meter = { cost: 0, limit: Infinity };

// Errors the API server reports as the rule failing ("<error> evaluating rule: <rule>"); any other error
// of this engine may be a difference from cel-go, so the rule is reported as not evaluated instead.
const RUNTIME_ERRORS: ReadonlySet<string> = new Set([
  'no_such_key',
  'index_out_of_bounds',
  'index_out_of_range',
  'division_by_zero',
  'modulo_by_zero',
  'numeric_overflow',
  'int_conversion_error',
  'uint_conversion_error',
  'invalid_duration',
  'invalid_timestamp',
  'optional_value_missing',
]);

const environments = new Map<string, Environment>();

/** The minor version of Kubernetes 1.x whose libraries a version gets (`latest`: all). */
function minorOf(version: KubernetesVersion): number {
  return version === 'latest' ? Infinity : version.major > 1 ? Infinity : version.minor;
}

function environment(version: KubernetesVersion): Environment {
  const minor = minorOf(version);
  const key = String(minor);
  let env = environments.get(key);
  if (!env) {
    env = new Environment({
      // Optional types arrived with Kubernetes 1.28 (environment/base.go).
      enableOptionalTypes: minor >= 28,
      homogeneousAggregateLiterals: false,
      limits: { maxAstNodes: 10_000, maxDepth: 250 },
    });
    env.registerVariable('self', 'dyn');
    env.registerVariable('oldSelf', 'dyn');
    registerKubernetesLibraries(env, { minor });
    if (minor >= 32) registerTwoVariableComprehensions(env);
    registerHas(env);
    registerMeterProbe(env);
    environments.set(key, env);
  }
  return env;
}

const compiledRules = new Map<string, Compiled>();

/** Compiles a rule (once per thread and version); a rule this engine cannot take says why. */
export function compileRule(text: string, version: KubernetesVersion): Compiled {
  const key = `${minorOf(version)}\u0000${text}`;
  let compiled = compiledRules.get(key);
  if (!compiled) {
    compiled = compile(text, environment(version));
    compiledRules.set(key, compiled);
  }
  return compiled;
}

function compile(text: string, env: Environment): Compiled {
  let parsed: Parsed;
  try {
    parsed = env.parse(routeHas(text)) as unknown as Parsed;
  } catch (e) {
    return { ok: false, reason: `the rule does not compile: ${firstLine(e)}` };
  }
  let usesOldSelf = false;
  walk(parsed.ast, (node) => {
    if (node.op === 'id' && node.args === 'oldSelf') usesOldSelf = true;
    // RE2, not JavaScript's RegExp (the engine's own `matches` cannot be replaced, so calls are renamed).
    if (
      (node.op === 'rcall' || node.op === 'call') &&
      Array.isArray(node.args) &&
      node.args[0] === 'matches'
    ) {
      node.args[0] = 're2Matches';
    }
  });
  const checked = parsed.check();
  if (!checked.valid) return { ok: false, reason: `the rule does not compile: ${firstLine(checked.error)}` };
  return {
    ok: true,
    usesOldSelf,
    program: { evaluate: (variables, limit) => run(parsed, variables, limit) },
  };
}

function run(parsed: Parsed, variables: ReadonlyMap<string, unknown>, limit: number): Evaluation {
  meter.cost = 0;
  meter.limit = limit;
  try {
    const value = parsed(variables);
    return { kind: 'value', value, cost: meter.cost };
  } catch (e) {
    const cost = meter.cost;
    if (e instanceof OverBudget) return { kind: 'over-budget', cost };
    if (e instanceof CelRuntimeError) return { kind: 'error', message: e.message, cost };
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RUNTIME_ERRORS.has(code))
      return { kind: 'error', message: celMessage(e), cost };
    return { kind: 'not-evaluated', reason: firstLine(e), cost };
  } finally {
    meter.limit = Infinity;
  }
}

/** cel-go spells its errors in lower case ("no such key: x"). */
function celMessage(e: unknown): string {
  const line = firstLine(e);
  return line.charAt(0).toLowerCase() + line.slice(1);
}

function firstLine(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';
}

function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
    return;
  }
  if (!node || typeof node !== 'object' || !('op' in node)) return;
  const ast = node as AstNode;
  visit(ast);
  const args = ast.args;
  if (Array.isArray(args)) walk(args, visit);
  else if (args && typeof args === 'object') {
    if ('op' in args) walk(args, visit);
    else for (const value of Object.values(args)) walk(value, visit);
  }
}

// The engine's evaluator is internal; its `run` is reached once through a macro and counted from then
// on: every node evaluated costs 1, and strings and lists cost one more per 8 elements they hold.
interface Evaluator {
  run: (this: Evaluator, ast: unknown, ctx: unknown) => unknown;
}
let metered = false;

function registerMeterProbe(env: Environment): void {
  env.registerFunction('admissionGateMeterProbe(ast): bool', (() => ({
    typeCheck: (checker: { boolType: unknown }) => checker.boolType,
    evaluate: (evaluator: Evaluator) => {
      meterEvaluator(evaluator);
      return true;
    },
  })) as never);
  if (!metered) env.evaluate('admissionGateMeterProbe(1)', {});
}

function meterEvaluator(evaluator: Evaluator): void {
  if (metered) return;
  const prototype = Object.getPrototypeOf(evaluator) as Evaluator;
  const run = prototype.run;
  prototype.run = function meteredRun(this: Evaluator, ast: unknown, ctx: unknown): unknown {
    meter.cost += 1;
    if (meter.cost > meter.limit) throw new OverBudget();
    const result = run.call(this, ast, ctx);
    if (typeof result === 'string' || Array.isArray(result)) meter.cost += result.length >> 3;
    return result;
  };
  metered = true;
}

interface MacroArgs {
  readonly args: readonly AstNode[];
  readonly receiver: AstNode;
}
interface Checker {
  readonly dynType: unknown;
  readonly boolType: unknown;
  check(ast: AstNode, ctx: unknown): unknown;
  readonly registry: { getListType(t: unknown): unknown; getMapType(k: unknown, v: unknown): unknown };
}
interface Scope {
  forkWithVariable(name: string, type: unknown): Scope;
  reuse(parent: unknown): Scope;
  setIterValue(value: unknown, evaluator: unknown): Scope;
}
interface MacroState {
  first?: Scope;
  second?: Scope;
}

type Step = (
  pairs: readonly (readonly [unknown, unknown])[],
  body: (pair: readonly [unknown, unknown], node: AstNode) => unknown,
) => unknown;

/** cel-go ext.TwoVarComprehensions: all, exists, existsOne, transformList, transformMap, transformMapEntry. */
function registerTwoVariableComprehensions(env: Environment): void {
  const truthy = (v: unknown): boolean => {
    if (typeof v !== 'boolean') throw new CelRuntimeError('no such overload: predicate must return bool');
    return v;
  };
  const macros: [string, string, number, (args: readonly AstNode[]) => Step][] = [
    ['all', 'bool', 3, (a) => (pairs, body) => pairs.every((p) => truthy(body(p, a[2] as AstNode)))],
    ['exists', 'bool', 3, (a) => (pairs, body) => pairs.some((p) => truthy(body(p, a[2] as AstNode)))],
    [
      'existsOne',
      'bool',
      3,
      (a) => (pairs, body) => pairs.filter((p) => truthy(body(p, a[2] as AstNode))).length === 1,
    ],
    ['transformList', 'list', 3, (a) => (pairs, body) => pairs.map((p) => body(p, a[2] as AstNode))],
    [
      'transformList',
      'list',
      4,
      (a) => (pairs, body) =>
        pairs.filter((p) => truthy(body(p, a[2] as AstNode))).map((p) => body(p, a[3] as AstNode)),
    ],
    [
      'transformMap',
      'map',
      3,
      (a) => (pairs, body) => new Map(pairs.map((p) => [p[0], body(p, a[2] as AstNode)])),
    ],
    [
      'transformMap',
      'map',
      4,
      (a) => (pairs, body) =>
        new Map(
          pairs.filter((p) => truthy(body(p, a[2] as AstNode))).map((p) => [p[0], body(p, a[3] as AstNode)]),
        ),
    ],
    [
      'transformMapEntry',
      'map',
      3,
      (a) => (pairs, body) => {
        const out = new Map<unknown, unknown>();
        for (const p of pairs) {
          const entry = body(p, a[2] as AstNode);
          if (!entry || typeof entry !== 'object' || Array.isArray(entry))
            throw new CelRuntimeError('transformMapEntry must produce a map');
          for (const [k, v] of entry instanceof Map ? entry : Object.entries(entry)) {
            if (out.has(k)) throw new CelRuntimeError(`insert failed: key ${String(k)} already exists`);
            out.set(k, v);
          }
        }
        return out;
      },
    ],
  ];
  for (const [name, result, arity, step] of macros) {
    for (const receiver of ['list', 'map']) {
      const params = Array.from({ length: arity }, () => 'ast').join(', ');
      env.registerFunction(`${receiver}.${name}(${params}): ${result === 'bool' ? 'bool' : 'dyn'}`, ((
        macro: MacroArgs,
      ) => twoVariableMacro(macro, step(macro.args), result)) as never);
    }
  }
}

function twoVariableMacro(macro: MacroArgs, step: Step, result: string): unknown {
  const [first, second] = macro.args;
  const name = (node: AstNode | undefined): string => {
    if (node?.op !== 'id' || typeof node.args !== 'string')
      throw new CelRuntimeError('the iteration variables must be simple names');
    return node.args;
  };
  const state: MacroState = {};
  return {
    typeCheck(checker: Checker, _: unknown, ctx: Scope): unknown {
      checker.check(macro.receiver, ctx);
      state.first = ctx.forkWithVariable(name(first), checker.dynType);
      state.second = state.first.forkWithVariable(name(second), checker.dynType);
      for (const body of macro.args.slice(2)) checker.check(body, state.second);
      if (result === 'bool') return checker.boolType;
      return result === 'list'
        ? checker.registry.getListType(checker.dynType)
        : checker.registry.getMapType(checker.dynType, checker.dynType);
    },
    evaluate(evaluator: Evaluator, _: unknown, ctx: unknown): unknown {
      const range = evaluator.run(macro.receiver, ctx);
      const pairs: (readonly [unknown, unknown])[] = Array.isArray(range)
        ? range.map((v, i) => [BigInt(i), v] as const)
        : range instanceof Map
          ? [...range.entries()]
          : range && typeof range === 'object'
            ? Object.entries(range)
            : [];
      const scopes = state;
      if (!scopes.first || !scopes.second) throw new CelRuntimeError('macro was not type-checked');
      return step(pairs, (pair, body) => {
        const outer = (scopes.first as Scope).reuse(ctx).setIterValue(pair[0], evaluator);
        const inner = (scopes.second as Scope).reuse(outer).setIterValue(pair[1], evaluator);
        return evaluator.run(body, inner);
      });
    },
  };
}

/**
 * The engine's `has()` takes only selections on a variable (`has(a.b.c)`), cel-go's any selection
 * (`has(self.matches[0].path)`, common in Gateway API rules): calls of `has(` outside string literals are
 * routed to a macro of our own.
 */
export function routeHas(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === '"' || c === "'") {
      const triple = text.startsWith(c.repeat(3), i);
      const close = triple ? c.repeat(3) : c;
      const raw = /[rR]/.test(text[i - 1] ?? '') && !/[A-Za-z0-9_]/.test(text[i - 2] ?? '');
      let j = i + close.length;
      while (j < text.length && !text.startsWith(close, j)) j += !raw && text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + close.length);
      i = j + close.length;
      continue;
    }
    if (
      text.startsWith('has', i) &&
      !/[A-Za-z0-9_.]/.test(text[i - 1] ?? '') &&
      /^has\s*\(/.test(text.slice(i, i + 40))
    ) {
      out += HAS;
      i += 3;
      continue;
    }
    out += c;
    i += 1;
  }
  return out;
}

const HAS = 'admissionGateHas';

function registerHas(env: Environment): void {
  env.registerFunction(`${HAS}(ast): bool`, ((macro: MacroArgs) => {
    const selection = macro.args[0];
    const operand = (): { target: AstNode; field: string } => {
      const args = selection?.args;
      if (
        (selection?.op !== '.' && selection?.op !== '.?') ||
        !Array.isArray(args) ||
        typeof args[1] !== 'string'
      )
        throw new CelRuntimeError('has() invalid argument');
      return { target: args[0] as AstNode, field: args[1] };
    };
    return {
      typeCheck(checker: Checker, _: unknown, ctx: unknown): unknown {
        checker.check(operand().target, ctx);
        return checker.boolType;
      },
      evaluate(evaluator: Evaluator, _: unknown, ctx: unknown): unknown {
        const { target, field } = operand();
        const value = evaluator.run(target, ctx);
        if (value instanceof Map) return value.has(field);
        if (value && typeof value === 'object' && !Array.isArray(value)) return Object.hasOwn(value, field);
        throw new CelRuntimeError('no such overload: has() on a value that is not a map or an object');
      },
    };
  }) as never);
}
