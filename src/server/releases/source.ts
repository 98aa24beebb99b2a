// Which built site the site server answers from. Either one fixed folder (build/client, as `npm start`
// has always served), or a releases folder (SITE_RELEASES) whose `current` link names the release to
// serve: a publish or a rollback switches that link (releases/store.ts), and every instance reading the
// folder follows at its next request, without a restart. Each request reads the link once, so it is
// answered from one release only.
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadServerContent, type ServerContent } from '../serverContent.ts';
import { CURRENT_LINK, RELEASE_CONTENT_FILE, RELEASE_CLIENT_DIR, isReleaseId } from './layout.ts';

export interface Release {
  /** The release's name (the folder's), or "build" for a fixed folder. */
  id: string;
  /** Its built site: HTML and assets. */
  clientDir: string;
  /** What the APIs need from its content: extensions sold, the lead form's services. */
  content: ServerContent;
}

export interface ReleaseSource {
  /** The release to answer the present request from. */
  current(): Release;
  /**
   * The built sites of the releases other than `served` (the one this request is answered from), newest
   * first: a page opened before a switch still finds its hashed assets.
   */
  others(served: Release): readonly string[];
}

/** One folder for the process's whole life, with the content baked in at build time. */
export function fixedRelease(clientDir: string, content: () => ServerContent = loadServerContent): ReleaseSource {
  let release: Release | undefined;
  return {
    current: () => (release ??= { id: 'build', clientDir, content: content() }),
    others: () => [],
  };
}

/** The releases under `dir`, following its `current` link at each call. */
export function releasesFolder(dir: string): ReleaseSource {
  const known = new Map<string, Release>();
  const open = (id: string): Release => {
    let release = known.get(id);
    if (!release) {
      const releaseDir = path.join(dir, id);
      const content = JSON.parse(readFileSync(path.join(releaseDir, RELEASE_CONTENT_FILE), 'utf8')) as ServerContent;
      release = { id, clientDir: path.join(releaseDir, RELEASE_CLIENT_DIR), content };
      known.set(id, release);
      // Releases are never changed once in place; the few most recent are enough to keep.
      if (known.size > 8) known.delete(known.keys().next().value!);
    }
    return release;
  };
  let listed: { mtimeMs: number; ids: string[] } | undefined;
  return {
    current() {
      let id: string;
      try {
        id = readlinkSync(path.join(dir, CURRENT_LINK));
      } catch {
        throw new Error(`${dir} has no release to serve (no "${CURRENT_LINK}" link): add one with "npm run release -- add" (docs/operations.md, "Releases")`);
      }
      if (!isReleaseId(id)) throw new Error(`${path.join(dir, CURRENT_LINK)} points to "${id}", not to a release of this folder`);
      return open(id);
    },
    others(served) {
      // The folder's listing changes only when a release is added or pruned: read again then.
      const { mtimeMs } = statSync(dir);
      if (listed?.mtimeMs !== mtimeMs) listed = { mtimeMs, ids: readdirSync(dir).filter(isReleaseId).sort().reverse() };
      return listed.ids.filter((id) => id !== served.id).map((id) => path.join(dir, id, RELEASE_CLIENT_DIR));
    },
  };
}
