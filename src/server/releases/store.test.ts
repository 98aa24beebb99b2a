import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isReleaseId, releaseId } from './layout.ts';
import { releasesFolder } from './source.ts';
import { addRelease, currentReleaseId, listReleases, pruneReleases, ReleaseError, servedSince, switchRelease } from './store.ts';

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'releases-'));
  dir = path.join(root, 'releases');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const CONTENT = { domainExtensions: ['.vn'], leadServices: ['SEO'], pages: [] };

/** A built site whose index.html says `text`. */
function built(text: string): string {
  const client = mkdtempSync(path.join(root, 'client-'));
  mkdirSync(path.join(client, 'assets'));
  writeFileSync(path.join(client, 'index.html'), `<p>${text}</p>`);
  writeFileSync(path.join(client, 'assets', `app-${text}.js`), text);
  return client;
}

const add = (text: string, at: Date, content: unknown = CONTENT) =>
  addRelease(dir, { clientDir: built(text), content, at, label: text, by: 'lan@amdigital.vn', reason: 'publish' });

describe('release ids', () => {
  it('sort by time and name the label', () => {
    const early = releaseId(new Date('2026-11-27T00:00:00.000Z'), '3f2a9c1');
    const late = releaseId(new Date('2026-11-27T00:00:00.001Z'), '0000000');
    expect(early).toBe('20261127T000000000Z-3f2a9c1');
    expect([late, early].sort()).toEqual([early, late]);
    expect(isReleaseId(early)).toBe(true);
    expect(releaseId(new Date('2026-11-27T00:00:00Z'), '../Bản mới!')).toBe('20261127T000000000Z-b-n-m-i-');
    for (const name of ['current', '.incoming-ab12', '20261127T000000000Z-', '20261127T000000000Z-../x', 'x-20261127T000000000Z'])
      expect(isReleaseId(name)).toBe(false);
  });
});

describe('a releases folder', () => {
  it('adds a release complete, serves nothing until switched, then serves it', () => {
    const first = add('a', new Date('2026-11-20T00:00:00Z'));
    expect(currentReleaseId(dir)).toBeUndefined();
    expect(() => releasesFolder(dir).current()).toThrow(/no release to serve/);
    switchRelease(dir, first.id);
    const source = releasesFolder(dir);
    expect(source.current()).toMatchObject({ id: first.id, content: CONTENT });
    expect(readFileSync(path.join(source.current().clientDir, 'index.html'), 'utf8')).toBe('<p>a</p>');
    expect(listReleases(dir)).toEqual([{ id: first.id, createdAt: '2026-11-20T00:00:00.000Z', by: 'lan@amdigital.vn', reason: 'publish' }]);
    // Nothing temporary is left beside the release and the link.
    expect(readdirSync(dir).sort()).toEqual([first.id, 'current'].sort());
  });

  it('follows the link at each call: a switch and a rollback are seen by a source opened before them', () => {
    const a = add('a', new Date('2026-11-20T00:00:00Z'));
    const b = add('b', new Date('2026-11-21T00:00:00Z'), { ...CONTENT, leadServices: ['SEO', 'Quảng cáo Zalo'] });
    switchRelease(dir, a.id);
    const source = releasesFolder(dir);
    expect(source.current().id).toBe(a.id);
    expect(source.others(source.current())).toEqual([path.join(dir, b.id, 'client')]);
    switchRelease(dir, b.id);
    expect(source.current()).toMatchObject({ id: b.id, content: { leadServices: ['SEO', 'Quảng cáo Zalo'] } });
    expect(source.others(source.current())).toEqual([path.join(dir, a.id, 'client')]);
    switchRelease(dir, a.id);
    expect(source.current().id).toBe(a.id);
  });

  it('records who switched, when and why, while the release it names is served', () => {
    const a = add('a', new Date('2026-11-20T00:00:00Z'));
    const b = add('b', new Date('2026-11-21T00:00:00Z'));
    switchRelease(dir, b.id, { by: 'lan@amdigital.vn', reason: 'publish', at: new Date('2026-11-21T00:00:01Z') });
    expect(servedSince(dir)).toEqual({ id: b.id, by: 'lan@amdigital.vn', reason: 'publish', at: '2026-11-21T00:00:01.000Z' });
    switchRelease(dir, a.id, { by: 'minh@amdigital.vn', reason: 'rollback', at: new Date('2026-11-22T08:00:00Z') });
    expect(servedSince(dir)).toEqual({ id: a.id, by: 'minh@amdigital.vn', reason: 'rollback', at: '2026-11-22T08:00:00.000Z' });
    // A switch that says nothing: who put it there is not known.
    switchRelease(dir, b.id);
    expect(servedSince(dir)).toBeUndefined();
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses to switch to a release that is not there, and leaves the served one as it was', () => {
    const a = add('a', new Date('2026-11-20T00:00:00Z'));
    switchRelease(dir, a.id);
    for (const id of ['20991231T000000000Z-nope', '../etc', 'current']) expect(() => switchRelease(dir, id)).toThrow(ReleaseError);
    expect(readlinkSync(path.join(dir, 'current'))).toBe(a.id);
  });

  it('refuses a second release with the same id', () => {
    add('a', new Date('2026-11-20T00:00:00Z'));
    expect(() => add('a', new Date('2026-11-20T00:00:00Z'))).toThrow(/exists already/);
  });

  it('never lacks a current release while switching back and forth', () => {
    const ids = [add('a', new Date('2026-11-20T00:00:00Z')).id, add('b', new Date('2026-11-21T00:00:00Z')).id];
    switchRelease(dir, ids[0]!);
    const source = releasesFolder(dir);
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      switchRelease(dir, ids[i % 2]!);
      seen.add(source.current().id);
    }
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it('prunes beyond the newest kept and older than the days, never the served one or one newer than it', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    const day = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const r = [add('r1', day(60)), add('r2', day(50)), add('r3', day(40)), add('r4', day(2)), add('r5', day(1))];
    // Rolled back to r2: r3–r5 are its way forward.
    switchRelease(dir, r[1]!.id);
    expect(pruneReleases(dir, { keep: 1, days: 30, now })).toEqual([r[0]!.id]);
    switchRelease(dir, r[4]!.id);
    expect(pruneReleases(dir, { keep: 2, days: 30, now }).sort()).toEqual([r[1]!.id, r[2]!.id].sort());
    expect(listReleases(dir).map((x) => x.id)).toEqual([r[4]!.id, r[3]!.id]);
  });

  it('clears what an interrupted add left, once it is an hour old', () => {
    const a = add('a', new Date('2026-11-20T00:00:00Z'));
    switchRelease(dir, a.id);
    const stale = path.join(dir, '.incoming-0123456789ab');
    const fresh = path.join(dir, '.incoming-ba9876543210');
    mkdirSync(stale);
    mkdirSync(fresh);
    const old = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(stale, old, old);
    pruneReleases(dir, { keep: 10, days: 30 });
    expect(readdirSync(dir).sort()).toEqual([a.id, '.incoming-ba9876543210', 'current'].sort());
  });
});
