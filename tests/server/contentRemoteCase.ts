// A content remote for the admin's git tests: a bare repository on disk holding one commit (the page
// file and the site file), a developer's clone that pushes to it, and the admin's bare clone.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openContentRepo } from '../../src/admin/content/contentRepo.ts';
import { git } from '../../scripts/lib/contentRemote.ts';

export const CASE_FILE = 'pages/uu-dai/black-friday.json';

/** Made under `here`; the first commit holds CASE_FILE with `firstPage` and an empty site file. */
export async function contentRemoteCase(here: string, firstPage: string) {
  const developer = path.join(here, 'developer');
  const remote = path.join(here, 'remote.git');
  mkdirSync(path.join(developer, 'pages/uu-dai'), { recursive: true });
  git(here, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(here, 'init', '--quiet', '--initial-branch=main', developer);
  writeFileSync(path.join(developer, CASE_FILE), firstPage);
  writeFileSync(path.join(developer, 'pages/_site.json'), '{}\n');
  git(developer, 'add', '.');
  git(developer, 'commit', '--quiet', '-m', 'Trang Black Friday');
  git(developer, 'remote', 'add', 'origin', remote);
  git(developer, 'push', '--quiet', 'origin', 'main');
  const repo = await openContentRepo({ dir: path.join(here, 'admin.git'), remote });
  /** A developer's commit of `content` to `file`, pushed. */
  const developerCommit = (file: string, content: string) => {
    git(developer, 'pull', '--quiet', '--ff-only', 'origin', 'main');
    writeFileSync(path.join(developer, file), content);
    git(developer, 'commit', '--quiet', '-am', `Sửa ${file}`);
    git(developer, 'push', '--quiet', 'origin', 'main');
  };
  return { repo, remote, developer, developerCommit };
}
