// Who makes the change, for rules some actors may override (external-ip-cidr's overrideActors): the pull
// request's author, with the membership of each team the config names asked of GitHub. A team GitHub
// will not tell about grants nothing, and the report says why.

import type { Config } from '../config/config.js';
import type { ChangeActor } from '../policy/actor.js';
import { overrideTeams, resolveActor } from '../policy/actor.js';
import { RULES } from '../rules/registry.js';
import type { GitHubClient } from './client.js';
import { describeFailure } from './faults.js';

export function pullRequestActor(client: GitHubClient, config: Config, login: string): Promise<ChangeActor> {
  return resolveActor(login, overrideTeams(config, RULES), async (org, team, username) => {
    try {
      const { data } = await client.rest.teams.getMembershipForUserInOrg({ org, team_slug: team, username });
      return data.state === 'active';
    } catch (e) {
      // 404: not a member (GitHub says no more than that).
      if ((e as { status?: unknown }).status === 404) return false;
      throw new Error(
        describeFailure(
          e,
          `checking @${org}/${team}`,
          "use a github-token that can read the organization's teams (a GitHub App token with members: read, or a token with read:org)",
        ).message,
      );
    }
  });
}
