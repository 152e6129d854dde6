// The policy stage, between the rules and the reporters, the same for every rule: suppressions
// (comment, annotation, config exception, in that order of precedence) and admin overrides, then
// findings about the exceptions themselves once every file is done (`closePolicy`). In a change, a
// comment or annotation counts only when the base has it (suppression-base.ts) or a suppressionActor wrote it.

import type { ActiveRule, Config } from '../config/config.js';
import type { LoadedFile } from '../load/file.js';
import { resourceId } from '../load/resource.js';
import type { Resource } from '../load/resource.js';
import { asMap, child } from '../load/yaml/node.js';
import type { Finding, ResourceId, Severity, Suppression } from '../model.js';
import type { ChangeActor } from './actor.js';
import { decideOverride } from './actor.js';
import type { Directive, DirectiveProblem, FileDirectives } from './directives.js';
import { describeDirective, fileDirectives, IGNORE_ANNOTATION } from './directives.js';
import type { Exception } from './exceptions.js';
import { exceptionMatcher, isExpired } from './exceptions.js';
import { suppressionKey } from './suppression-base.js';
import type { SuppressionIndex } from './suppression-base.js';
import { expiredException, invalidSuppression, unusedException } from './rules.js';

export interface PolicyInput {
  readonly config: Config;
  readonly active: readonly ActiveRule[];
  /** Every rule id the engine knows: a directive may name a rule that is off. */
  readonly ruleIds: readonly string[];
  readonly isClusterScoped: (group: string, kind: string) => boolean;
  /** The clock expiry is judged by. */
  readonly now: Date;
  readonly actor?: ChangeActor;
  /** When judging a change: the suppressions its base has, the only ones that count (suppressionActors aside). */
  readonly baseSuppressions?: SuppressionIndex;
  /** Every file under the root was scanned, so an exception that matched nothing is worth a notice. */
  readonly fullScan: boolean;
}

export interface PolicyStage {
  /**
   * One file's findings with suppressions and overrides applied, plus its invalid suppressions. For
   * rendered output, `sources` gives the source files the findings land in: comments are read there,
   * and the rendered text's own directives report no problems (its sources report theirs).
   */
  judge(
    file: LoadedFile,
    findings: readonly Finding[],
    sources?: (file: string) => LoadedFile | undefined,
  ): Judged;
  /** How often each exception matched so far, for `closePolicy`. */
  ledger(): PolicyLedger;
}

export interface Judged {
  readonly findings: Finding[];
  /** What the user should know about this file's overrides. */
  readonly notes: string[];
}

/**
 * What the findings about exceptions (expired, unused) need once every file is judged. Plain data: each
 * worker thread and each scan shard keeps one, and `closePolicy` adds them up.
 */
export interface PolicyLedger {
  /** The config file the exceptions are written in; absent when there is none, and nothing is reported. */
  readonly file?: string;
  /** Every file under the root was scanned, so an exception that matched nothing is worth a notice. */
  readonly fullScan: boolean;
  /** Severities of the rules about exceptions, when they are on. */
  readonly expiredSeverity?: Severity;
  readonly unusedSeverity?: Severity;
  readonly exceptions: readonly LedgerEntry[];
}

export interface LedgerEntry extends Pick<Exception, 'index' | 'range' | 'rules' | 'expires'> {
  readonly expired: boolean;
  /** Findings the exception matched, waived or not. */
  readonly matched: number;
}

export function createPolicy(input: PolicyInput): PolicyStage {
  const { config, actor } = input;
  const severity = new Map(input.active.map((a) => [a.rule.id, a.severity]));
  const exceptions = config.exceptions.map((exception) => ({
    exception,
    matches: exceptionMatcher(exception),
    live: !isExpired(exception, input.now),
    matched: 0,
  }));
  const overrideActors = new Map(
    input.active.flatMap(({ rule, options }) =>
      rule.scope === 'resource' && rule.overrideActors
        ? [[rule.id, rule.overrideActors(options)] as const]
        : [],
    ),
  );

  const baseSuppressions = input.baseSuppressions;
  const suppressionTrust =
    baseSuppressions && actor && config.suppressionActors.length > 0
      ? decideOverride(config.suppressionActors, actor)
      : undefined;
  // Whose in-manifest suppressions count whether or not the base has them: anyone's in a full scan.
  const writerTrusted = !baseSuppressions || suppressionTrust?.allowed === true;

  const exceptionSuppression = (finding: Finding, labels: Located['labels']): Suppression | undefined => {
    const matched = exceptions.filter((e) => e.matches({ finding, labels }));
    for (const e of matched) e.matched += 1;
    const applied = matched.find((e) => e.live)?.exception;
    if (!applied || config.file === undefined) return undefined;
    return {
      kind: 'exception',
      reason: applied.reason,
      file: config.file,
      line: applied.range.line,
      exception: applied.index,
      ...(applied.expires !== undefined ? { expires: applied.expires } : {}),
    };
  };

  const override = (finding: Finding, notes: Set<string>): Finding => {
    const actors = overrideActors.get(finding.rule);
    if (!actor || !actors || actors.length === 0) return finding;
    const decision = decideOverride(actors, actor);
    if (!decision.allowed) {
      if (decision.unresolved.length > 0) {
        notes.add(
          `${finding.rule} findings are not overridden: could not check whether ${actor.login} belongs to ${decision.unresolved.join(', ')}.`,
        );
      }
      return finding;
    }
    const by = decision.team !== undefined ? `${actor.login} (member of ${decision.team})` : actor.login;
    return {
      ...finding,
      severity: 'notice',
      message: `${finding.message} Overridden by ${by}, one of the overrideActors of ${finding.rule}.`,
      overridden: {
        actor: actor.login,
        ...(decision.team !== undefined ? { team: decision.team } : {}),
        severity: finding.severity,
      },
    };
  };

  return {
    judge(file, findings, sources) {
      const notes = new Set<string>();
      const directives = fileDirectives(file, input.ruleIds);
      const sourceComments = new Map<string, FileDirectives['comments']>();
      const commentsIn = (path: string): FileDirectives['comments'] | undefined => {
        if (!sources) return directives.comments;
        if (!sourceComments.has(path)) {
          const source = sources(path);
          sourceComments.set(path, source ? fileDirectives(source, input.ruleIds).comments : new Map());
        }
        return sourceComments.get(path);
      };
      const subjectOf = subjects(file, input.isClusterScoped);
      // A comment is keyed in the file it is written in: a rendered finding's is a source file.
      const inBase = (directive: Directive, rule: string, owner: LoadedFile = file): boolean =>
        writerTrusted ||
        baseSuppressions?.covers(suppressionKey(owner, directive, input.isClusterScoped), rule) === true;
      if (suppressionTrust?.allowed === false && suppressionTrust.unresolved.length > 0) {
        notes.add(
          `New suppressions do not count: could not check whether ${actor?.login ?? ''} belongs to ${suppressionTrust.unresolved.join(', ')} (suppressionActors).`,
        );
      }
      const judged = findings.map((finding): Finding => {
        const { resource, labels } = subjectOf(finding);
        const written = (directive: Directive | undefined, owner = file): Suppression | undefined =>
          directive && covers(directive, finding.rule) && inBase(directive, finding.rule, owner)
            ? {
                kind: directive.kind,
                ...(directive.reason !== undefined ? { reason: directive.reason } : {}),
                file: file.path,
                line: directive.range.line,
              }
            : undefined;
        // Exceptions are matched even when a comment or annotation already waives the finding, so
        // that such an exception does not count as unused.
        const byException = exceptionSuppression(finding, labels);
        const suppressed =
          written(commentsIn(finding.file)?.get(finding.line), sources?.(finding.file) ?? file) ??
          written(resource && directives.annotations.get(resource)) ??
          byException;
        return suppressed ? { ...finding, suppressed } : override(finding, notes);
      });
      const level = severity.get(invalidSuppression.id);
      if (level !== undefined && !sources) {
        const problems = [...directives.problems];
        if (!writerTrusted) {
          for (const directive of [...directives.comments.values(), ...directives.annotations.values()]) {
            const fresh = directive.rules.filter((rule) => !inBase(directive, rule));
            if (fresh.length > 0) problems.push(newSuppression(directive, fresh));
          }
        }
        for (const problem of problems) {
          judged.push({
            rule: invalidSuppression.id,
            severity: problem.severity ?? level,
            file: file.path,
            ...problem.range,
            path: problem.kind === 'annotation' ? `metadata.annotations.${IGNORE_ANNOTATION}` : '',
            message: problem.message,
            ...(problem.resource
              ? {
                  resource: resourceId(
                    problem.resource,
                    input.isClusterScoped(problem.resource.group, problem.resource.kind),
                  ),
                }
              : {}),
          });
        }
      }
      return { findings: judged, notes: [...notes] };
    },

    ledger() {
      const expiredSeverity = severity.get(expiredException.id);
      const unusedSeverity = severity.get(unusedException.id);
      return {
        ...(config.file !== undefined ? { file: config.file } : {}),
        fullScan: input.fullScan,
        ...(expiredSeverity ? { expiredSeverity } : {}),
        ...(unusedSeverity ? { unusedSeverity } : {}),
        exceptions: exceptions.map(({ exception, live, matched }) => ({
          index: exception.index,
          range: exception.range,
          rules: exception.rules,
          ...(exception.expires !== undefined ? { expires: exception.expires } : {}),
          expired: !live,
          matched,
        })),
      };
    },
  };
}

/** The ledgers of the threads that judged files, or of the shards of a scan, as one: their counts add up. */
export function sumLedgers(ledgers: readonly PolicyLedger[]): PolicyLedger {
  const [first, ...rest] = ledgers;
  if (!first) throw new Error('no ledger to sum');
  return {
    ...first,
    exceptions: first.exceptions.map((e) => ({
      ...e,
      matched: rest.reduce((sum, l) => sum + (l.exceptions[e.index]?.matched ?? 0), e.matched),
    })),
  };
}

/** Expired and unused exceptions, once every file is judged. */
export function closePolicy(ledger: PolicyLedger): Finding[] {
  const file = ledger.file;
  if (file === undefined) return [];
  const finding = (rule: string, severity: Severity, e: LedgerEntry, message: string): Finding => ({
    rule,
    severity,
    file,
    ...e.range,
    path: `exceptions[${e.index}]`,
    message,
  });
  return ledger.exceptions.flatMap((e) => {
    const { matched } = e;
    const name = `exceptions[${e.index}] (${e.rules.join(', ')})`;
    if (e.expired) {
      if (!ledger.expiredSeverity) return [];
      return [
        finding(
          expiredException.id,
          ledger.expiredSeverity,
          e,
          `${name} expired on ${e.expires ?? ''} and no longer applies` +
            (matched > 0
              ? `: ${plural(matched, 'finding')} it would waive ${matched === 1 ? 'counts' : 'count'} again`
              : '') +
            '. Fix what it waived, or review it and set a new expiry date.',
        ),
      ];
    }
    if (!ledger.fullScan || matched > 0 || !ledger.unusedSeverity) return [];
    return [
      finding(
        unusedException.id,
        ledger.unusedSeverity,
        e,
        `${name} matched no finding in a scan of the whole repository: remove it if the problem is fixed, or correct its selectors.`,
      ),
    ];
  });
}

interface Located {
  readonly resource?: Resource;
  readonly labels: ReadonlyMap<string, string> | undefined;
}

/** The object a finding is about, found by identity (position only tells same-named twins apart). */
function subjects(
  file: LoadedFile,
  isClusterScoped: (group: string, kind: string) => boolean,
): (finding: Finding) => Located {
  const ids = new Map(file.resources.map((r) => [r, resourceId(r, isClusterScoped(r.group, r.kind))]));
  return (finding) => {
    const wanted = finding.resource;
    if (!wanted) return { labels: undefined };
    const candidates = file.resources.filter((r) => sameId(ids.get(r), wanted));
    const resource =
      candidates.length > 1 ? candidates.find((r) => contains(file, r, finding)) : candidates[0];
    return resource ? { resource, labels: labelsOf(resource) } : { labels: undefined };
  };
}

function sameId(a: ResourceId | undefined, b: ResourceId): boolean {
  return (
    a !== undefined &&
    a.apiVersion === b.apiVersion &&
    a.kind === b.kind &&
    a.namespace === b.namespace &&
    a.name === b.name
  );
}

function contains(file: LoadedFile, resource: Resource, finding: Finding): boolean {
  const start = file.lines.position(resource.root.start);
  const end = file.lines.position(resource.root.end);
  const after = (a: { line: number; column: number }, b: { line: number; column: number }): boolean =>
    a.line > b.line || (a.line === b.line && a.column >= b.column);
  return after(finding, start) && after(end, finding);
}

function labelsOf(resource: Resource): ReadonlyMap<string, string> {
  const labels = asMap(child(child(resource.root, 'metadata'), 'labels'));
  return new Map(
    (labels?.entries ?? []).flatMap((e) =>
      e.value.kind === 'scalar' ? [[e.key, e.value.text] as const] : [],
    ),
  );
}

/** The notice for a suppression the change adds: it waives nothing until merged. */
function newSuppression(directive: Directive, rules: readonly string[]): DirectiveProblem {
  return {
    range: directive.range,
    kind: directive.kind,
    severity: 'notice',
    ...(directive.resource ? { resource: directive.resource } : {}),
    message:
      `${describeDirective(directive.kind)} (${rules.join(', ')}) is new in this change, so it waives nothing yet: ` +
      'in a change, a suppression counts only when the base has the same one, or when one of suppressionActors (of the config that judges the change) writes it. ' +
      'Fix the finding instead, or have the suppression merged on its own (it counts once merged), or ask a maintainer for a config exception.',
  };
}

function covers(directive: Directive, rule: string): boolean {
  return directive.rules.includes('*') || directive.rules.includes(rule);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
