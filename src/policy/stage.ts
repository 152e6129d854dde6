// The policy stage, between the rules and the reporters, the same for every rule: suppressions
// (comment, annotation, config exception, in that order of precedence) and admin overrides, then
// findings about the exceptions themselves once every file is done.

import type { ActiveRule, Config } from '../config/config.js';
import type { LoadedFile } from '../load/file.js';
import { resourceId } from '../load/resource.js';
import type { Resource } from '../load/resource.js';
import { asMap, child } from '../load/yaml/node.js';
import type { Finding, Range, ResourceId, Suppression } from '../model.js';
import type { ChangeActor } from './actor.js';
import { decideOverride } from './actor.js';
import type { Directive } from './directives.js';
import { fileDirectives, IGNORE_ANNOTATION } from './directives.js';
import type { Exception } from './exceptions.js';
import { isExpired } from './exceptions.js';
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
  /** Every file under the root was scanned, so an exception that matched nothing is worth a notice. */
  readonly fullScan: boolean;
}

export interface PolicyStage {
  /** One file's findings with suppressions and overrides applied, plus its invalid suppressions. */
  judge(file: LoadedFile, findings: readonly Finding[]): Finding[];
  /** Expired and unused exceptions, and notes, once every file is judged. */
  finish(): { readonly findings: Finding[]; readonly notes: string[] };
}

interface PolicyFindingInput {
  readonly file: string;
  readonly range: Range;
  readonly path: string;
  readonly message: string;
  readonly resource?: ResourceId;
}

export function createPolicy(input: PolicyInput): PolicyStage {
  const { config, actor } = input;
  const severity = new Map(input.active.map((a) => [a.rule.id, a.severity]));
  const live = config.exceptions.filter((e) => !isExpired(e, input.now));
  const matchedFindings = new Map<Exception, number>();
  const overrideActors = new Map(
    input.active.flatMap(({ rule, options }) =>
      rule.scope === 'resource' && rule.overrideActors
        ? [[rule.id, rule.overrideActors(options)] as const]
        : [],
    ),
  );
  const notes = new Set<string>();

  const policyFinding = (rule: string, at: PolicyFindingInput): Finding[] => {
    const level = severity.get(rule);
    if (level === undefined) return [];
    const { range, resource, ...rest } = at;
    return [{ rule, severity: level, ...range, ...rest, ...(resource ? { resource } : {}) }];
  };

  const exceptionSuppression = (finding: Finding, labels: Located['labels']): Suppression | undefined => {
    const matched = config.exceptions.filter((e) => e.matches({ finding, labels }));
    for (const e of matched) matchedFindings.set(e, (matchedFindings.get(e) ?? 0) + 1);
    const applied = matched.find((e) => live.includes(e));
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

  const override = (finding: Finding): Finding => {
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
    judge(file, findings) {
      const directives = fileDirectives(file, input.ruleIds);
      const subjectOf = subjects(file, input.isClusterScoped);
      const judged = findings.map((finding): Finding => {
        const { resource, labels } = subjectOf(finding);
        const written = (directive: Directive | undefined): Suppression | undefined =>
          directive && covers(directive, finding.rule)
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
          written(directives.comments.get(finding.line)) ??
          written(resource && directives.annotations.get(resource)) ??
          byException;
        return suppressed ? { ...finding, suppressed } : override(finding);
      });
      for (const problem of directives.problems) {
        judged.push(
          ...policyFinding(invalidSuppression.id, {
            file: file.path,
            range: problem.range,
            path: problem.resource ? `metadata.annotations.${IGNORE_ANNOTATION}` : '',
            message: problem.message,
            ...(problem.resource
              ? {
                  resource: resourceId(
                    problem.resource,
                    input.isClusterScoped(problem.resource.group, problem.resource.kind),
                  ),
                }
              : {}),
          }),
        );
      }
      return judged;
    },

    finish() {
      const file = config.file;
      if (file === undefined) return { findings: [], notes: [...notes] };
      const at = (e: Exception): Omit<PolicyFindingInput, 'message'> => ({
        file,
        range: e.range,
        path: `exceptions[${e.index}]`,
      });
      const name = (e: Exception): string => `exceptions[${e.index}] (${e.rules.join(', ')})`;
      const findings = config.exceptions.flatMap((e) => {
        const matched = matchedFindings.get(e) ?? 0;
        if (!live.includes(e)) {
          return policyFinding(expiredException.id, {
            ...at(e),
            message:
              `${name(e)} expired on ${e.expires ?? ''} and no longer applies` +
              (matched > 0
                ? `: ${plural(matched, 'finding')} it would waive ${matched === 1 ? 'counts' : 'count'} again`
                : '') +
              '. Fix what it waived, or review it and set a new expiry date.',
          });
        }
        if (!input.fullScan || matched > 0) return [];
        return policyFinding(unusedException.id, {
          ...at(e),
          message: `${name(e)} matched no finding in a scan of the whole repository: remove it if the problem is fixed, or correct its selectors.`,
        });
      });
      return { findings, notes: [...notes] };
    },
  };
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

function covers(directive: Directive, rule: string): boolean {
  return directive.rules.includes('*') || directive.rules.includes(rule);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
