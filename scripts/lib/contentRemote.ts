// A content remote as the admin meets it in tests and benchmarks: the project's content folders
// committed by a developer and pushed to a bare repository on disk (what CONTENT_REMOTE names).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/engine/project.ts';

/** What a checkout of the published branch needs to validate and build its content. */
export const CONTENT_FOLDERS = ['pages', 'public', 'schema', 'src/sections'] as const;

/** git in `cwd` as a developer ("Dev"), with no setting of the machine's. */
export const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: cwd,
      GIT_AUTHOR_NAME: 'Dev',
      GIT_AUTHOR_EMAIL: 'dev@a.vn',
      GIT_COMMITTER_NAME: 'Dev',
      GIT_COMMITTER_EMAIL: 'dev@a.vn',
    },
  }).trim();

/**
 * `root`/developer (a clone holding the project's content, after `prepare` ran in it) pushed to
 * `root`/remote.git on branch main; returns the remote's path.
 */
export function projectContentRemote(root: string, prepare: (developer: string) => void = () => {}): string {
  const developer = path.join(root, 'developer');
  const remote = path.join(root, 'remote.git');
  mkdirSync(developer, { recursive: true });
  for (const folder of CONTENT_FOLDERS) cpSync(path.join(PROJECT_ROOT, folder), path.join(developer, folder), { recursive: true });
  prepare(developer);
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(developer, 'init', '--quiet', '--initial-branch=main');
  git(developer, 'add', '.');
  git(developer, 'commit', '--quiet', '-m', 'Nội dung');
  git(developer, 'push', '--quiet', remote, 'main');
  return remote;
}
