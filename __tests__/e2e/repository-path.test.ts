// Where the scan root is in its git repository (a report's repositoryPath) comes from git, which the CLI
// does not start where git could find no repository (src/source/git.ts). Only a process of its own shows
// that an environment naming the repository counts: jest's own environment does not reach git.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import { git, makeRepo } from '../helpers.js';
import { deployment } from '../policy/fixtures.js';

const CLI = path.resolve('dist', 'cli.js');

function repositoryPath(cwd: string, env: Record<string, string>): string | undefined {
  const run = spawnSync(process.execPath, [CLI, 'scan', 'k8s', '--format', 'json', '--no-cache'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return (JSON.parse(run.stdout) as { repositoryPath?: string }).repositoryPath;
}

it('is what git says where GIT_DIR names the repository, and absent where no repository is', () => {
  const repo = makeRepo({});
  git(repo, 'init', '-q', '-b', 'main');
  const outside = makeRepo({
    'k8s/web.yaml': deployment({ name: 'web', image: 'nginx:1.27', host: '10.0.0.1' }),
  });
  expect(repositoryPath(outside, {})).toBeUndefined();
  const named = { GIT_DIR: path.join(repo, '.git') };
  expect(repositoryPath(outside, named)).toBe(
    spawnSync('git', ['rev-parse', '--show-prefix'], { cwd: outside, env: { ...process.env, ...named } })
      .stdout.toString()
      .trim(),
  );
});
