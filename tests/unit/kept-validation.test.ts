// A publish's validation made from the one before it (src/publish/keptValidation.ts) answers what a
// fresh validation of the whole content answers — every problem, in order, and the same site model —
// over a series of publishes, each following the last: pages changed (one, several, with problems and
// fixed again), nothing changed, the content exported anew to another folder; and it validates the whole
// project when a file is added or removed, the site file or public/ changed, or the schemas.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDirs } from '../../src/engine/project.ts';
import { validateProject } from '../../src/engine/validateProject.ts';
import { validateContent, type ContentValidation, type KeptValidation } from '../../src/publish/keptValidation.ts';
import { tempProject, type TempProject } from './editor/tempProject.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits reach into any page's shape
type Json = any;

const AT = new Date('2026-11-27T00:00:00Z');
let project: TempProject;
let dirs: ContentDirs;
let kept: KeptValidation | undefined;
beforeAll(() => {
  project = tempProject();
  dirs = project.dirs;
});
afterAll(() => project.remove());

const file = (rel: string) => path.join(dirs.pagesDir, rel);
const edit = (rel: string, change: (value: Json) => void) => {
  const value = JSON.parse(readFileSync(file(rel), 'utf8')) as Json;
  change(value);
  writeFileSync(file(rel), `${JSON.stringify(value, null, 2)}\n`);
};

/** A publish: validated against the last one, compared with a fresh validation; the next follows it. */
function publish(how: ContentValidation['how'], schemas = 'schemas-1'): ContentValidation {
  const validation = validateContent(dirs, { at: AT, schemas, ...(kept ? { kept } : {}) });
  const fresh = validateProject(dirs, undefined, { at: AT });
  expect(validation.result.issues).toEqual(fresh.issues);
  expect(validation.result.fileCount).toBe(fresh.fileCount);
  expect(validation.result.model).toEqual(fresh.model);
  expect(validation.result.sources).toEqual(fresh.sources);
  expect(validation.how).toBe(how);
  kept = validation.kept;
  return validation;
}

const codes = (v: ContentValidation, display: string) => v.result.issues.filter((i) => i.file === display).map((i) => i.code);

// One series of publishes, each step following the last: in the order written, also under --sequence.shuffle.
describe('a publish validated against the publish before it', { shuffle: false }, () => {
  it('validates the whole project the first time, then takes an unchanged content as it was', () => {
    expect(publish('whole').result.model).toBeDefined();
    expect(publish('unchanged').result.issues).toEqual([]);
  });

  it('checks a changed page (and what it reaches) only: a new title, then an anchor the site menu links to removed and put back', () => {
    edit('about.json', (v) => (v.meta.title = 'Về chúng tôi — bản mới'));
    expect(publish('changes').result.model!.pages.find((p) => p.route === '/about')!.meta.title).toBe('Về chúng tôi — bản mới');
    const original = readFileSync(file('index.json'), 'utf8');
    edit('index.json', (v) => delete v.sections.find((s: Json) => s.id === 'hoi-dap').id);
    const broken = publish('changes');
    expect(codes(broken, 'pages/_site.json')).toContain('ANCHOR_NOT_FOUND');
    expect(broken.result.model).toBeUndefined();
    writeFileSync(file('index.json'), original);
    expect(publish('changes').result.issues).toEqual([]);
  });

  it('checks several changed pages at once: a plan price against a shared plan set, a post without its card, a schedule', () => {
    const originals = ['about.json', 'blog/seo-topical-map.json'].map((rel) => [rel, readFileSync(file(rel), 'utf8')] as const);
    edit('about.json', (v) =>
      v.sections.push({
        type: 'planGrid',
        heading: 'Gói',
        plans: [{ id: 'hosting-starter', name: 'Starter', price: 1000, features: ['Một'], cta: { label: 'Liên hệ', href: '/contact' } }],
      }),
    );
    edit('blog/seo-topical-map.json', (v) => delete v.card);
    // A page no other page links to (a link to a page not yet published is refused: LINK_BEFORE_PUBLISH).
    edit('portfolio/roas-3x.json', (v) => (v.schedule = { publishAt: '2026-12-01T08:00:00+07:00' }));
    const run = publish('changes');
    expect(codes(run, 'pages/about.json')).toContain('PLAN_PRICE_CONFLICT');
    expect(codes(run, 'pages/blog/seo-topical-map.json')).toEqual(['PROPERTY_MISSING']);
    for (const [rel, text] of originals) writeFileSync(file(rel), text);
    const fixed = publish('changes');
    expect(fixed.result.issues).toEqual([]);
    // Not yet published at AT: out of the model, and its next change recorded.
    expect(fixed.result.model!.pages.some((p) => p.route === '/portfolio/roas-3x')).toBe(false);
    expect(fixed.result.model!.nextScheduleChange).toEqual(new Date('2026-12-01T01:00:00Z'));
  });

  it('follows the content exported anew to another folder (the old one gone)', () => {
    const moved = path.join(project.root, 'again');
    for (const folder of ['pages', 'public']) cpSync(path.join(project.root, folder), path.join(moved, folder), { recursive: true });
    cpSync(path.join(project.root, 'schema'), path.join(moved, 'schema'), { recursive: true, dereference: true });
    const before = dirs;
    dirs = { ...before, pagesDir: path.join(moved, 'pages'), publicDir: path.join(moved, 'public'), schemaDir: path.join(moved, 'schema'), displayRoot: moved };
    rmSync(before.pagesDir, { recursive: true });
    rmSync(before.publicDir, { recursive: true });
    edit('hosting.json', (v) => (v.meta.title = 'Hosting — bản mới'));
    // Its images are looked for in the new public/.
    edit('blog/creative-iteration.json', (v) => (v.card.image.src = '/images/khong-co.png'));
    expect(codes(publish('changes'), 'pages/blog/creative-iteration.json')).toContain('IMAGE_NOT_FOUND');
    edit('blog/creative-iteration.json', (v) => {
      delete v.schedule;
      v.card.image.src = JSON.parse(readFileSync(file('blog/seo-topical-map.json'), 'utf8')).card.image.src;
    });
    expect(publish('changes').result.issues).toEqual([]);
  });

  it('validates the whole project when a file is added or removed, the site file, public/ or the schemas changed', () => {
    mkdirSync(path.dirname(file('tin-tuc/bai-mot.json')), { recursive: true });
    writeFileSync(file('tin-tuc/bai-mot.json'), readFileSync(file('blog/seo-topical-map.json')));
    publish('whole');
    rmSync(file('tin-tuc'), { recursive: true });
    publish('whole');
    edit('_site.json', (v) => (v.company.name = `${v.company.name} mới`));
    expect(publish('whole').result.model!.site.company.name).toMatch(/ mới$/);
    rmSync(path.join(dirs.publicDir, 'favicon.svg'), { force: true });
    writeFileSync(path.join(dirs.publicDir, 'them.txt'), 'một tệp mới');
    publish('whole');
    publish('whole', 'schemas-2');
    // And from there, changes again.
    edit('about.json', (v) => (v.meta.title = 'Về chúng tôi'));
    publish('changes', 'schemas-2');
  });
});
