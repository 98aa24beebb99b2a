// @vitest-environment node
// The content build (src/publish/contentBuild.ts): from the code build npm run build left (build/client's
// assets, build/renderer) and content folders, without Vite. Same content → byte for byte the files of
// build/client; following a build, only routes whose page, site or code changed are rendered, with the
// same files as a build from nothing, the unchanged ones hard links to the earlier build's; new schemas or invalid content → refused.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { buildContent, ContentBuildError } from '../../src/publish/contentBuild.ts';
import { loadServerContent } from '../../src/server/serverContent.ts';
import { clientRoot, tempDir } from './helpers.ts';

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
    for (const rel of ['index.html', 'index.html.br', 'page-data/index.json', 'hosting/index.html.gz', 'favicon.svg']) expect(linked(rel)).toBe(true);
    expect(linked(files(back).find((rel) => rel.startsWith('assets/') && rel.endsWith('.js'))!)).toBe(true);
    for (const rel of ['about/index.html', 'about/index.html.br', 'sitemap.xml', '404.html']) expect(linked(rel)).toBe(false);
    rmSync(outDir, { recursive: true });
    expect(files(back).sort()).toEqual(expected);
    expect(expected.filter((rel) => !readFileSync(path.join(back, rel)).equals(readFileSync(path.join(clientRoot(), rel))))).toEqual([]);
  }, 240_000);

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
