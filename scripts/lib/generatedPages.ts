// Pages made up for benchmarks: copies of the real pages that may live at any route, written under
// `<pagesDir>/gen/trang-NNNN.json`. A page bound to its own route is left out: a template's demo
// (`demo.template`) may only live at /templates/<id>; a copy of a page with an A/B experiment gets
// an experiment id of its own. tests/unit/generated-pages.test.ts validates
// the output, so a new validator rule cannot silently break the benchmarks again.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultDirs, listJsonFiles } from '../../src/engine/project.ts';

interface SamplePage {
  $schema?: string;
  meta: { title: string };
  demo?: unknown;
  experiment?: { id: string };
  sections: { type: string; limit?: number }[];
}

/** The real pages a copy of which is valid at any other route. */
export function placeablePages(pagesDir: string): SamplePage[] {
  return (
    listJsonFiles(pagesDir)
      .filter((file) => !file.startsWith('_'))
      .map((file) => JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8')) as SamplePage)
      // A listing (a pageList without a limit) and the search page are one each on a site, not pages to copy.
      .filter(
        (page) =>
          page.demo === undefined &&
          !page.sections.some((section) => section.type === 'searchResults' || (section.type === 'pageList' && section.limit === undefined)),
      )
  );
}

/**
 * Writes `count` pages into `<pagesDir>/gen/` (created), cycling through the placeable real pages of
 * `samplesDir`, each with its own title and a `$schema` pointing at `schemaDir`. Returns their paths.
 */
export function writeGeneratedPages({
  samplesDir,
  pagesDir,
  schemaDir,
  count,
}: {
  samplesDir: string;
  pagesDir: string;
  schemaDir: string;
  count: number;
}): string[] {
  const samples = placeablePages(samplesDir);
  const genDir = path.join(pagesDir, 'gen');
  mkdirSync(genDir, { recursive: true });
  const schemaRef = path.relative(genDir, path.join(schemaDir, 'page.schema.json')).split(path.sep).join('/');
  return Array.from({ length: count }, (_, i) => {
    const page = structuredClone(samples[i % samples.length]);
    page.$schema = schemaRef;
    page.meta.title = `${page.meta.title.slice(0, 55)} #${i}`;
    // An A/B experiment's id belongs to one page: each copy has its own.
    if (page.experiment) page.experiment.id = `gen-${i}-${page.experiment.id}`.slice(0, 40);
    const file = path.join(genDir, `trang-${String(i).padStart(4, '0')}.json`);
    writeFileSync(file, JSON.stringify(page, null, 2));
    return file;
  });
}

/** A copy of the project's pages and schemas in `work` (the real public/ stays), to add generated pages to. */
export function copyContent(work: string): { pagesDir: string; schemaDir: string } {
  const pagesDir = path.join(work, 'pages');
  const schemaDir = path.join(work, 'schema');
  cpSync(defaultDirs.pagesDir, pagesDir, { recursive: true });
  cpSync(defaultDirs.schemaDir, schemaDir, { recursive: true });
  return { pagesDir, schemaDir };
}

/** Tags of the generated posts: two each, from this pool, so each tag's listing is a few hundred posts. */
const POST_TAGS = ['Quảng cáo', 'SEO', 'Nội dung', 'Đo lường', 'Sáng tạo', 'Thương mại điện tử', 'Zalo', 'Website'];

/**
 * Writes `count` blog posts into `<pagesDir>/blog/` (copies of the real posts, each with its own card title,
 * date and two tags), as a blog that grew would be. Returns their paths.
 */
export function writeGeneratedPosts({ pagesDir, count }: { pagesDir: string; count: number }): string[] {
  const blog = path.join(pagesDir, 'blog');
  const samples = listJsonFiles(blog)
    .filter((file) => file !== 'index.json')
    .map(
      (file) => JSON.parse(readFileSync(path.join(blog, file), 'utf8')) as { meta: { title: string }; card: { title: string; date: string; tags: string[] } },
    );
  return Array.from({ length: count }, (_, i) => {
    const post = structuredClone(samples[i % samples.length]!);
    // One post every few hours back from the real ones: newest first is the order of i.
    const date = new Date(Date.UTC(2026, 5, 1) - Math.floor(i / 4) * 86_400_000).toISOString().slice(0, 10);
    post.card = { ...post.card, title: `${post.card.title.slice(0, 60)} (phần ${i + 1})`, date, tags: [POST_TAGS[i % 8]!, POST_TAGS[(i * 3 + 1) % 8]!] };
    post.meta.title = `${post.meta.title.slice(0, 55)} #${i}`;
    const file = path.join(blog, `bai-${String(i).padStart(5, '0')}.json`);
    writeFileSync(file, JSON.stringify(post, null, 2));
    return file;
  });
}
