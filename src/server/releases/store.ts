// Making, switching and pruning releases in a releases folder (layout.ts). A release is written under
// a temporary name and renamed into place complete; `current` is switched by renaming a new link over
// it (rename(2) replaces atomically), so a reader finds the old release or the new one, never none.
// A release is never changed once in place.
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  CURRENT_LINK,
  RELEASE_CLIENT_DIR,
  RELEASE_CONTENT_FILE,
  RELEASE_INFO_FILE,
  RELEASE_RENDER_KEYS_FILE,
  SWITCH_RECORD_FILE,
  isReleaseId,
  releaseId,
} from './layout.ts';

export interface ReleaseInfo {
  id: string;
  /** ISO instant it was made. */
  createdAt: string;
  /** Who made it (a publisher's email, "scheduler", "cli"). */
  by: string;
  /** The content commit it was built from, when known. */
  commit?: string;
  /** The routes it changed against the release before it, when known. */
  changedRoutes?: string[];
  /** Why it was made: "publish", "schedule", "deploy". */
  reason: string;
  /** The next instant a page's schedule starts or ends after it was built: the site must be built again then. */
  nextChangeAt?: string;
}

export class ReleaseError extends Error {}

const tempName = () => `.incoming-${randomBytes(6).toString('hex')}`;

/** A folder for building a release in, inside the releases folder (so moving it in is a rename); cleared by prune when left. */
export function incomingFolder(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const folder = path.join(dir, tempName());
  mkdirSync(folder);
  return folder;
}

/** A rename, or a copy and removal when the two are on different file systems. */
function moveFolder(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Puts a built site in place as a new release (not yet served): `clientDir` is copied, or moved when
 * `move` is set (a folder the caller built for it), with the server content beside it.
 */
export function addRelease(
  dir: string,
  {
    clientDir,
    content,
    renderKeys,
    move = false,
    at = new Date(),
    label,
    ...info
  }: Omit<ReleaseInfo, 'id' | 'createdAt'> & {
    clientDir: string;
    content: unknown;
    /** What each route's files were made from (src/publish/prerender.ts), for the next build to reuse. */
    renderKeys?: Record<string, string>;
    move?: boolean;
    at?: Date;
    /** Named into the id, e.g. the short commit. */
    label: string;
  },
): ReleaseInfo {
  mkdirSync(dir, { recursive: true });
  const id = releaseId(at, label);
  if (existsSync(path.join(dir, id))) throw new ReleaseError(`release ${id} exists already`);
  const incoming = path.join(dir, tempName());
  mkdirSync(incoming);
  try {
    if (move) moveFolder(clientDir, path.join(incoming, RELEASE_CLIENT_DIR));
    else cpSync(clientDir, path.join(incoming, RELEASE_CLIENT_DIR), { recursive: true });
    writeFileSync(path.join(incoming, RELEASE_CONTENT_FILE), `${JSON.stringify(content)}\n`);
    if (renderKeys) writeFileSync(path.join(incoming, RELEASE_RENDER_KEYS_FILE), `${JSON.stringify(renderKeys)}\n`);
    const record: ReleaseInfo = { id, createdAt: at.toISOString(), ...info };
    writeFileSync(path.join(incoming, RELEASE_INFO_FILE), `${JSON.stringify(record, null, 2)}\n`);
    renameSync(incoming, path.join(dir, id));
    return record;
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
}

/** Who put the served release on the site, when and why. */
export interface SwitchRecord {
  id: string;
  /** A publisher's email, "scheduler", "cli". */
  by: string;
  /** ISO instant of the switch. */
  at: string;
  /** "publish", "schedule", "deploy", "rollback". */
  reason: string;
  /** An admin's rollback: the content branch's commit holding this release's content (its schedule then runs on from the branch). */
  commit?: string;
}

/**
 * Serves release `id` from now on: one rename of a new link over `current`. The last call wins: the
 * caller runs its publishes one after the other (the admin's publish queue). With `record`, who did it
 * and why is kept beside the link (switched.json, replaced whole by a rename too).
 */
export function switchRelease(dir: string, id: string, record?: Omit<SwitchRecord, 'id' | 'at'> & { at?: Date }): void {
  if (!isReleaseId(id) || !existsSync(path.join(dir, id, RELEASE_INFO_FILE))) throw new ReleaseError(`no release ${id} in ${dir}`);
  const link = path.join(dir, tempName());
  symlinkSync(id, link);
  try {
    renameSync(link, path.join(dir, CURRENT_LINK));
  } catch (error) {
    rmSync(link, { force: true });
    throw error;
  }
  if (record) {
    const { at = new Date(), ...rest } = record;
    const file = path.join(dir, tempName());
    writeFileSync(file, `${JSON.stringify({ id, at: at.toISOString(), ...rest } satisfies SwitchRecord, null, 2)}\n`);
    renameSync(file, path.join(dir, SWITCH_RECORD_FILE));
  }
}

/** The record of the last switch made with one, if the release it names is the one served (a switch without a record since: none). */
export function servedSince(dir: string): SwitchRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(dir, SWITCH_RECORD_FILE), 'utf8')) as SwitchRecord;
    return record.id === currentReleaseId(dir) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** The release being served, if any. */
export function currentReleaseId(dir: string): string | undefined {
  try {
    return readlinkSync(path.join(dir, CURRENT_LINK));
  } catch {
    return undefined;
  }
}

/** Every release in place, newest first. */
export function listReleases(dir: string): ReleaseInfo[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(isReleaseId)
    .sort()
    .reverse()
    .map((id) => JSON.parse(readFileSync(path.join(dir, id, RELEASE_INFO_FILE), 'utf8')) as ReleaseInfo);
}

/**
 * Removes the releases beyond the newest `keep` that are also older than `days` — never the one being
 * served, nor one newer than it (a rollback's way forward). Also clears what an interrupted
 * `addRelease` or `switchRelease` left. Returns the ids removed.
 */
export function pruneReleases(dir: string, { keep, days, now = new Date() }: { keep: number; days: number; now?: Date }): string[] {
  if (!existsSync(dir)) return [];
  // An hour old: not one being written right now.
  for (const name of readdirSync(dir)) {
    const leftover = path.join(dir, name);
    if (name.startsWith('.incoming-') && lstatSync(leftover).mtimeMs < now.getTime() - 3_600_000) rmSync(leftover, { recursive: true, force: true });
  }
  const current = currentReleaseId(dir);
  const cutoff = now.getTime() - days * 86_400_000;
  const removed: string[] = [];
  listReleases(dir).forEach((release, index) => {
    if (index < keep || !current || release.id >= current) return;
    if (Date.parse(release.createdAt) >= cutoff) return;
    rmSync(path.join(dir, release.id), { recursive: true, force: true });
    removed.push(release.id);
  });
  return removed;
}

/** The render keys a release was made with, if it has them (a build from the command line may not). */
export function releaseRenderKeys(dir: string, id: string): Record<string, string> | undefined {
  const file = path.join(dir, id, RELEASE_RENDER_KEYS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
}
