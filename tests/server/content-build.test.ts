// @vitest-environment node
// The content build (src/publish/contentBuild.ts): from the code build npm run build left (build/client's
// assets, build/renderer) and content folders, without Vite. Same content → byte for byte the files of
// build/client; following a build, only routes whose page, site or code changed are rendered, with the
// same files as a build from nothing, the unchanged ones hard links to the earlier build's; 404.html lists the
// campaigns running at the build's instant and is rendered again only when they change (served, as HTML);
// new schemas or invalid content → refused.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { buildContent, ContentBuildError } from '../../src/publish/contentBuild.ts';
import { offerEndText } from '../../src/model/offers.ts';
import { OFFERS_HEADING } from '../../src/renderer/CurrentOffers.tsx';
import { loadServerContent } from '../../src/server/serverContent.ts';
import { clientRoot, startSite, tempDir } from './helpers.ts';

const BUILD_DIR = path.join(PROJECT_ROOT, 'build');
let scratch: string;
let builtAt: Date;

beforeAll(() => {
  clientRoot();
  scratch = tempDir('content-build-');
  builtAt = new Date((JSON.parse(readFileSync(path.join(BUILD_DIR, 'schedule.json'), 'utf8')) as { builtAt: string }).builtAt);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file under `dir`, by its path from `dir`. */
function files(dir: string, from = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const rel = from ? `${from}/${name}` : name;
    return statSync(path.join(dir, name)).isDirectory() ? files(path.join(dir, name), rel) : [rel];
  });
}

/** A copy of the project's content folders (pages/, public/, schema/, src/sections/) under `name`. */
function contentCopy(name: string) {
  const root = path.join(scratch, name);
  for (const folder of ['pages', 'public', 'schema', 'src/sections']) cpSync(path.join(PROJECT_ROOT, folder), path.join(root, folder), { recursive: true });
  return {
    root,
    dirs: {
      pagesDir: path.join(root, 'pages'),
      schemaDir: path.join(root, 'schema'),
      publicDir: path.join(root, 'public'),
      sectionsDir: path.join(root, 'src/sections'),
      displayRoot: root,
    },
  };
}

describe('the content build', () => {
  it('writes exactly what npm run build wrote for the same content, and the same server content', async () => {
    const { dirs } = contentCopy('same');
    const outDir = path.join(scratch, 'same-out');
    const built = await buildContent({ dirs, buildDir: BUILD_DIR, outDir, at: builtAt });
    const expected = files(clientRoot()).sort();
    expect(files(outDir).sort()).toEqual(expected);
    // Documents only: links load them, no page data is written beside them.
    expect(expected.filter((rel) => rel.startsWith('page-data/'))).toEqual([]);
    const differing = expected.filter((rel) => !readFileSync(path.join(outDir, rel)).equals(readFileSync(path.join(clientRoot(), rel))));
    expect(differing).toEqual([]);
    expect(built.content).toEqual(loadServerContent());
  }, 120_000);

  it('following the build, renders only what changed: the same files as a build from nothing', async () => {
    const renderKeys = JSON.parse(readFileSync(path.join(BUILD_DIR, 'render-keys.json'), 'utf8')) as Record<string, string>;
    const previous = { dir: clientRoot(), renderKeys };
    const same = contentCopy('same-again');
    const expected = files(clientRoot()).sort();
    const unchanged = await buildContent({ dirs: same.dirs, buildDir: BUILD_DIR, outDir: path.join(scratch, 'same-again-out'), at: builtAt, previous });
    expect(unchanged.prerendered.rendered).toBe(0);
    expect(files(path.join(scratch, 'same-again-out')).sort()).toEqual(files(clientRoot()).sort());

    const { dirs } = contentCopy('changed');
    const file = path.join(dirs.pagesDir, 'about.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as { meta: { title: string } };
    page.meta.title = 'Về chúng tôi — bản mới | AM Digital';
    writeFileSync(file, JSON.stringify(page, null, 2));
    const outDir = path.join(scratch, 'changed-out');
    const built = await buildContent({ dirs, buildDir: BUILD_DIR, outDir, at: builtAt, previous });
    expect(built.prerendered.rendered).toBe(1);
    const about = readFileSync(path.join(outDir, 'about/index.html'));
    expect(about.toString()).toContain('<title>Về chúng tôi — bản mới | AM Digital</title>');
    expect(brotliDecompressSync(readFileSync(path.join(outDir, 'about/index.html.br')))).toEqual(about);
    expect(gunzipSync(readFileSync(path.join(outDir, 'about/index.html.gz')))).toEqual(about);
    // Byte for byte what a build of the same content from nothing writes.
    const fresh = path.join(scratch, 'changed-fresh');
    await buildContent({ dirs, buildDir: BUILD_DIR, outDir: fresh, at: builtAt });
    const written = files(fresh).sort();
    expect(files(outDir).sort()).toEqual(written);
    expect(written.filter((rel) => !readFileSync(path.join(outDir, rel)).equals(readFileSync(path.join(fresh, rel))))).toEqual([]);

    // The content as it was, following that build: its unchanged files are hard links to that build's,
    // and removing that build (a prune) leaves this one whole — the files of npm run build, byte for byte.
    writeFileSync(file, readFileSync(path.join(PROJECT_ROOT, 'pages/about.json')));
    const back = path.join(scratch, 'back-out');
    const reverted = await buildContent({
      dirs,
      buildDir: BUILD_DIR,
      outDir: back,
      at: builtAt,
      previous: { dir: outDir, renderKeys: built.prerendered.renderKeys },
    });
    expect(reverted.prerendered.rendered).toBe(1);
    const linked = (rel: string) => statSync(path.join(back, rel)).ino === statSync(path.join(outDir, rel)).ino;
    // 404.html too: the offers it lists did not change.
    // An experiment's variant documents too (one render key for the route's documents).
    for (const rel of [
      'index.html',
      'index.html.br',
      'hosting/index.html.gz',
      'services/google-maps/index.ab-b.html',
      'services/google-maps/index.ab-b.html.br',
      'favicon.svg',
      '404.html',
      '404.html.br',
    ])
      expect(linked(rel)).toBe(true);
    expect(linked(files(back).find((rel) => rel.startsWith('assets/') && rel.endsWith('.js'))!)).toBe(true);
    for (const rel of ['about/index.html', 'about/index.html.br', 'sitemap.xml']) expect(linked(rel)).toBe(false);
    rmSync(outDir, { recursive: true });
    expect(files(back).sort()).toEqual(expected);
    expect(expected.filter((rel) => !readFileSync(path.join(back, rel)).equals(readFileSync(path.join(clientRoot(), rel))))).toEqual([]);
  }, 240_000);

  it('404.html lists a campaign while it runs and drops it at its expiry, re-rendered only then; the same files as a build from nothing', async () => {
    const renderKeys = JSON.parse(readFileSync(path.join(BUILD_DIR, 'render-keys.json'), 'utf8')) as Record<string, string>;
    const { dirs } = contentCopy('offers');
    // Whole seconds: a schedule is written without fractions.
    const hours = (n: number) => new Date(Math.floor(builtAt.getTime() / 1000) * 1000 + n * 3_600_000);
    const iso = (at: Date) => at.toISOString().replace('.000Z', 'Z');
    const offerPage = {
      $schema: '../../schema/page.schema.json',
      meta: {
        title: 'Ưu đãi thiết kế website | AM Digital',
        description: 'Ưu đãi có thời hạn cho gói thiết kế website: trang của một chiến dịch, có trên website từ giờ đăng đến giờ hết hạn.',
      },
      schedule: { publishAt: iso(hours(24)), expiresAt: iso(hours(72)) },
      sections: [{ type: 'hero', title: 'Ưu đãi thiết kế website' }],
    };
    mkdirSync(path.join(dirs.pagesDir, 'uu-dai'));
    writeFileSync(path.join(dirs.pagesDir, 'uu-dai/thiet-ke-web.json'), JSON.stringify(offerPage, null, 2));
    const build = (name: string, at: Date, previous?: { dir: string; renderKeys: Record<string, string> }) =>
      buildContent({ dirs, buildDir: BUILD_DIR, outDir: path.join(scratch, name), at, ...(previous ? { previous } : {}) }).then((built) => ({
        dir: path.join(scratch, name),
        built,
        next: { dir: path.join(scratch, name), renderKeys: built.prerendered.renderKeys },
        notFound: readFileSync(path.join(scratch, name, '404.html'), 'utf8'),
      }));
    const linked = (a: string, b: string) => statSync(path.join(a, '404.html')).ino === statSync(path.join(b, '404.html')).ino;
    const OFFER_LINK = '<a href="/uu-dai/thiet-ke-web"';

    // Before its start: not on the site, 404.html as npm run build wrote it (the same file).
    const before = await build('offers-before', builtAt, { dir: clientRoot(), renderKeys });
    expect(before.built.prerendered.rendered).toBe(0);
    expect(linked(before.dir, clientRoot())).toBe(true);
    expect(before.notFound).not.toContain(OFFER_LINK);

    // Running: its page, and 404.html lists it.
    const running = await build('offers-running', hours(25), before.next);
    expect(running.built.prerendered.rendered).toBe(1);
    expect(linked(running.dir, before.dir)).toBe(false);
    expect(running.notFound).toMatch(/<a href="\/uu-dai\/thiet-ke-web"[^>]*>Ưu đãi thiết kế website<\/a>/);
    expect(running.notFound).toContain(`>${offerEndText(offerPage.schedule.expiresAt)}</span>`);
    expect(gunzipSync(readFileSync(path.join(running.dir, '404.html.gz'))).toString()).toBe(running.notFound);

    // Later, the same offers: nothing is rendered, 404.html is the same file.
    const later = await build('offers-later', hours(48), running.next);
    expect(later.built.prerendered.rendered).toBe(0);
    expect(linked(later.dir, running.dir)).toBe(true);

    // At its expiry: gone from the site and from 404.html, which is again the one without offers.
    const after = await build('offers-after', hours(72), later.next);
    expect(after.notFound).not.toContain(OFFER_LINK);
    expect(after.notFound).toBe(before.notFound);
    expect(files(after.dir)).not.toContain('uu-dai/thiet-ke-web/index.html');

    // Each incremental build is byte for byte a build from nothing at the same instant.
    for (const [made, at] of [
      [running, hours(25)],
      [after, hours(72)],
    ] as const) {
      const fresh = await build(`${path.basename(made.dir)}-fresh`, at);
      const written = files(fresh.dir).sort();
      expect(files(made.dir).sort()).toEqual(written);
      expect(written.filter((rel) => !readFileSync(path.join(made.dir, rel)).equals(readFileSync(path.join(fresh.dir, rel))))).toEqual([]);
    }

    // Served: an unknown address is the 404 page with the list, as HTML (no script runs in this parse).
    const site = await startSite({ root: running.dir });
    try {
      const response = await fetch(`${site.url}/uu-dai/khong-con`);
      expect(response.status).toBe(404);
      const html = await response.text();
      // In <main>, as markup: a section named by its h2, and a list of links, each with when it ends.
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)![1];
      const section = /<section[^>]* aria-labelledby="([^"]+)"[^>]*><h2 id="([^"]+)"[^>]*>([^<]*)<\/h2><ul[^>]*>([\s\S]*?)<\/ul><\/section>/.exec(main);
      expect(section?.slice(1, 4)).toEqual(['uu-dai-dang-dien-ra', 'uu-dai-dang-dien-ra', OFFERS_HEADING]);
      const items = [...section![4].matchAll(/<li><a href="([^"]+)"[^>]*>([^<]*)<\/a><span[^>]*>([^<]*)<\/span><\/li>/g)].map((m) => m.slice(1));
      expect(items).toEqual([['/uu-dai/thiet-ke-web', 'Ưu đãi thiết kế website', offerEndText(offerPage.schedule.expiresAt)]]);
      expect(section![4].split('<li>').length - 1).toBe(1);
    } finally {
      await site.close();
    }
  }, 360_000);

  it('refuses content whose schemas the code was not built with', async () => {
    const { dirs } = contentCopy('schemas');
    const schema = path.join(dirs.sectionsDir, 'faq/schema.json');
    const doc = JSON.parse(readFileSync(schema, 'utf8')) as Record<string, unknown>;
    writeFileSync(schema, JSON.stringify({ ...doc, description: `${String(doc.description)} (đổi)` }, null, 2));
    await expect(buildContent({ dirs, buildDir: BUILD_DIR, outDir: path.join(scratch, 'schemas-out') })).rejects.toThrow(
      new ContentBuildError('the schemas changed since the code was built: the site needs a full build (npm run build)'),
    );
  });

  it('refuses content that does not validate, with the validator’s report', async () => {
    const { dirs } = contentCopy('invalid');
    const file = path.join(dirs.pagesDir, 'about.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as { meta: Record<string, unknown> };
    delete page.meta.title;
    writeFileSync(file, JSON.stringify(page, null, 2));
    await expect(buildContent({ dirs, buildDir: BUILD_DIR, outDir: path.join(scratch, 'invalid-out') })).rejects.toThrow(/pages\/about\.json/);
  });
});
