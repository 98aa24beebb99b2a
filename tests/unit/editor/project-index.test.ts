// The editor's project index answers what a fresh validation of the same files answers: after each
// kind of edit (as a check with the edit in memory, then with the edit on disk) its issues and model
// equal validateProject's, with the index's memory of the earlier files in use.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ProjectIndex } from '../../../src/engine/projectIndex.ts';
import { validateProject, type ValidationResult } from '../../../src/engine/validateProject.ts';
import { tempProject } from './tempProject.ts';

const project = tempProject();
afterAll(() => project.remove());
const { pagesDir } = project.dirs;
const index = new ProjectIndex(project.dirs);

const read = (rel: string) => readFileSync(path.join(pagesDir, rel), 'utf8');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits reach into any page's shape
type Json = any;
const edited = (rel: string, change: (value: Json) => void) => {
  const value = JSON.parse(read(rel)) as Json;
  change(value);
  return `${JSON.stringify(value, null, 2)}\n`;
};

const summary = (result: ValidationResult) => ({ issues: result.issues, pages: result.model?.pages, site: result.model?.site });

/** The index's answer with the edit in memory, then on disk (and the disk restored). */
function compare(rel: string, text: string | null) {
  const abs = path.join(pagesDir, rel);
  let before: string | null = null;
  try {
    before = readFileSync(abs, 'utf8');
  } catch {
    // a new file
  }
  const inMemory = index.validate({ rel, text });
  if (text === null) rmSync(abs);
  else {
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  try {
    const full = validateProject(project.dirs);
    expect(summary(inMemory)).toEqual(summary(full));
    expect(summary(index.validate())).toEqual(summary(full));
    return full;
  } finally {
    if (before === null) rmSync(abs, { force: true });
    else writeFileSync(abs, before);
  }
}

describe('ProjectIndex', () => {
  it('answers as validateProject for the project as it is', () => {
    const full = validateProject(project.dirs);
    expect(full.issues).toEqual([]);
    expect(summary(index.validate())).toEqual(summary(full));
  });

  it('a text change', () => {
    const full = compare(
      'index.json',
      edited('index.json', (v) => {
        v.meta.title = 'Trang chủ đã sửa';
      }),
    );
    expect(full.issues).toEqual([]);
    expect(full.model!.pages.find((p) => p.route === '/')!.meta.title).toBe('Trang chủ đã sửa');
  });

  it('a schema error and a broken link', () => {
    const full = compare(
      'about.json',
      edited('about.json', (v) => {
        v.meta.title = 42;
        v.sections[0].ctaPrimary = { label: 'Đi', href: '/khong-co-trang-nay' };
      }),
    );
    expect(full.issues.map((i) => i.code)).toEqual(expect.arrayContaining(['VALUE_WRONG_TYPE']));
    expect(full.issues.length).toBeGreaterThan(0);
  });

  it('an anchor another file links to, removed', () => {
    const full = compare(
      'index.json',
      edited('index.json', (v) => {
        const faq = (v.sections as { id?: string }[]).find((s) => s.id === 'hoi-dap')!;
        delete faq.id;
      }),
    );
    expect(full.issues.some((i) => i.file === 'pages/_site.json')).toBe(true);
  });

  it('malformed JSON', () => {
    const full = compare('contact.json', '{ "meta": { "title": "Liên hệ", } ');
    expect(full.issues.length).toBeGreaterThan(0);
  });

  it('a new page, and a second page at a route that exists', () => {
    const about = edited('about.json', (v) => {
      v.$schema = '../../schema/page.schema.json';
      v.meta.title = 'Trang mới';
    });
    expect(compare('moi/trang-moi.json', about).issues).toEqual([]);
    expect(compare('about/index.json', about).issues.map((i) => i.code)).toContain('ROUTE_DUPLICATE');
  });

  it('a page other pages link to, deleted', () => {
    const full = compare('contact.json', null);
    expect(full.issues.length).toBeGreaterThan(0);
  });

  it('a shared data change: an invalid plan, then a plan set removed', () => {
    const bad = compare(
      '_data/planSets/seo.json',
      edited('_data/planSets/seo.json', (v) => {
        v.plans[0].price = 'bốn triệu';
        v.plans[1].cta.href = '/khong-co';
      }),
    );
    expect(bad.issues.length).toBeGreaterThan(0);
    expect(compare('_data/planSets/seo.json', null).issues.some((i) => i.file === 'pages/pricing/seo.json')).toBe(true);
  });

  it('the site file changed', () => {
    const full = compare(
      '_site.json',
      edited('_site.json', (v) => {
        v.name = '';
      }),
    );
    expect(full.issues.length).toBeGreaterThan(0);
  });

  it('a file changed on disk behind its back is read again', () => {
    expect(index.validate().issues).toEqual([]);
    const before = read('about.json');
    writeFileSync(path.join(pagesDir, 'about.json'), '{}');
    try {
      expect(summary(index.validate())).toEqual(summary(validateProject(project.dirs)));
      expect(index.validate().issues.length).toBeGreaterThan(0);
    } finally {
      writeFileSync(path.join(pagesDir, 'about.json'), before);
    }
    expect(index.validate().issues).toEqual([]);
  });
});
