// The benchmarks' made-up pages (scripts/lib/generatedPages.ts) must be valid where they are put:
// `npm run bench` failed on every run when copies of template demos (bound to /templates/<id>) were
// written under /gen/. Generated beside a copy of the real pages, as the benchmark does.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyContent, placeablePages, writeGeneratedPages, writeGeneratedPosts } from '../../scripts/lib/generatedPages.ts';
import { withListingPages } from '../../src/engine/listingPages.ts';
import { defaultDirs, listJsonFiles } from '../../src/engine/project.ts';
import { validateProject } from '../../src/engine/validateProject.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'generated-pages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('generated benchmark pages', () => {
  it('leaves out pages bound to their own route', () => {
    const real = listJsonFiles(defaultDirs.pagesDir).filter((file) => !file.startsWith('_')).length;
    const placeable = placeablePages(defaultDirs.pagesDir);
    expect(placeable.length).toBeGreaterThan(10);
    expect(placeable.length).toBeLessThan(real);
    expect(placeable.some((page) => page.demo !== undefined)).toBe(false);
  });

  it('validates without a problem, beside the real pages, once every sample has been used at least twice', () => {
    const { pagesDir, schemaDir } = copyContent(work);
    const count = placeablePages(defaultDirs.pagesDir).length * 2 + 1;
    const written = writeGeneratedPages({ samplesDir: defaultDirs.pagesDir, pagesDir, schemaDir, count });
    expect(written).toHaveLength(count);
    const result = validateProject({ ...defaultDirs, pagesDir, schemaDir, displayRoot: work });
    expect(result.issues.map((issue) => `${issue.file}: ${issue.code}`)).toEqual([]);
    expect(result.fileCount).toBe(listJsonFiles(pagesDir).length);
  });

  it('generated blog posts validate, each with its own title, and the blog splits them into pages', () => {
    const root = mkdtempSync(path.join(work, 'posts-'));
    const { pagesDir, schemaDir } = copyContent(root);
    expect(writeGeneratedPosts({ pagesDir, count: 50 })).toHaveLength(50);
    const result = validateProject({ ...defaultDirs, pagesDir, schemaDir, displayRoot: root });
    expect(result.issues.map((issue) => `${issue.file}: ${issue.code}`)).toEqual([]);
    const pages = withListingPages(result.model!).pages;
    const titles = new Set(pages.filter((page) => page.route.startsWith('/blog/bai-')).map((page) => page.card!.title));
    expect(titles.size).toBe(50);
    expect(pages.filter((page) => page.listing?.route === '/blog' && !page.listing.tag).map((page) => page.route)).toEqual([
      '/blog',
      ...Array.from({ length: 4 }, (_, i) => `/blog/trang/${i + 2}`),
    ]);
  });
});
