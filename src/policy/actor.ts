// The admin override (OpenShift lets users allowed to create `service/externalips` set any external
// IP): when the change's author is one of a rule's overrideActors, its findings become notices that
// name the author. The engine does no I/O: the adapter says who the author is and which of the named
// teams it could confirm, or could not check.

import type { Config } from '../config/config.js';
import type { JsonSchema } from '../config/json-schema.js';
import { compareStrings } from '../model.js';
import type { Rule } from '../rules/types.js';

export interface ChangeActor {
  /** The change's author: the pull request's author in the Action, `--actor` in the CLI. */
  readonly login: string;
  /** Teams (`org/team`) the author is known to belong to. */
  readonly teams: readonly string[];
  /** Teams whose membership could not be checked, and why: those never grant an override. */
  readonly unresolvedTeams?: readonly { readonly team: string; readonly reason: string }[];
}

export type OverrideDecision =
  | { readonly allowed: true; readonly team?: string }
  | { readonly allowed: false; readonly unresolved: readonly string[] };

/** The JSON Schema of a list of actors, as `overrideActors` and `suppressionActors` take them. */
export function actorListSchema(description: string): JsonSchema {
  return {
    type: 'array',
    items: {
      type: 'string',
      pattern: '^(@[^/\\s@]+/[^/\\s@]+|[^/\\s@]+)$',
      description: 'a login such as octocat, or a team such as @acme/platform',
    },
    description,
  };
}

/** Whether `actor` is one of `actors` (logins, or `@org/team`); GitHub names are case-insensitive. */
export function decideOverride(actors: readonly string[], actor: ChangeActor): OverrideDecision {
  const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
  if (actors.some((a) => !a.startsWith('@') && same(a, actor.login))) return { allowed: true };
  const teams = actors.filter((a) => a.startsWith('@')).map((a) => a.slice(1));
  const team = teams.find((t) => actor.teams.some((member) => same(member, t)));
  if (team !== undefined) return { allowed: true, team: `@${team}` };
  const unresolved = (actor.unresolvedTeams ?? []).filter((u) => teams.some((t) => same(t, u.team)));
  return { allowed: false, unresolved: unresolved.map((u) => `@${u.team} (${u.reason})`) };
}

/**
 * The teams (`org/team`) the config's overrideActors and suppressionActors name: the memberships an
 * adapter must check.
 */
export function overrideTeams(config: Config, rules: readonly Rule[]): string[] {
  const teams = new Set<string>();
  for (const actor of config.suppressionActors) if (actor.startsWith('@')) teams.add(actor.slice(1));
  for (const [id, setting] of config.rules) {
    const rule = rules.find((r) => r.id === id);
    if (rule?.scope !== 'resource' || !rule.overrideActors) continue;
    for (const actor of rule.overrideActors(setting.prepared))
      if (actor.startsWith('@')) teams.add(actor.slice(1));
  }
  return [...teams].sort(compareStrings);
}

/**
 * The actor for a scan, with each team's membership asked through `isMember` (the adapter's API call).
 * A call that fails leaves that team unresolved, so it grants nothing and the report says why.
 */
export async function resolveActor(
  login: string,
  teams: readonly string[],
  isMember: (org: string, team: string, login: string) => Promise<boolean>,
): Promise<ChangeActor> {
  const member: string[] = [];
  const unresolvedTeams: { team: string; reason: string }[] = [];
  await Promise.all(
    teams.map(async (team) => {
      const [org = '', slug = ''] = team.split('/');
      try {
        if (await isMember(org, slug, login)) member.push(team);
      } catch (e) {
        unresolvedTeams.push({ team, reason: e instanceof Error ? e.message : String(e) });
      }
    }),
  );
  unresolvedTeams.sort((a, b) => compareStrings(a.team, b.team));
  return {
    login,
    teams: member.sort(compareStrings),
    ...(unresolvedTeams.length > 0 ? { unresolvedTeams } : {}),
  };
}
