import { describe, expect, it } from 'vitest';
import type { PageModel } from '../../engine/validateProject.ts';
import { searchIndexFiles } from '../../publish/search/searchIndexFiles.ts';
import { MANIFEST_FILE, type SearchManifest } from './format.ts';
import { isSearchManifest, markedExcerpt, searchIndex } from './query.ts';
import { termsOf } from './terms.ts';

const page = (route: string, title: string, description: string, sections: unknown[] = []): PageModel =>
  ({ route, file: `pages${route}.json`, meta: { title: `${title} | AM Digital`, description }, sections }) as unknown as PageModel;

const PAGES = [
  page('/pricing/hosting', 'Bảng giá hosting', 'Gói hosting theo tháng.', [
    { type: 'planGrid', heading: 'Các gói', plans: [{ name: 'Tiết kiệm Pro', price: '149.000 ₫' }] },
  ]),
  page('/services/web-design', 'Thiết kế website chuyên nghiệp', 'Website chuẩn SEO.', [
    { type: 'faq', items: [{ question: 'Bao lâu thì xong?', answer: 'Từ 2 đến 4 tuần.' }] },
  ]),
  page('/blog/seo', 'Topical map cho SEO', 'Bằng cụm nội dung, thiết kế liên kết nội bộ.', [
    { type: 'article', href: '/hosting', blocks: [{ type: 'paragraph', text: 'Hosting nhanh giúp SEO.' }] },
  ]),
  page('/tim-kiem', 'Tìm kiếm', 'Trang tìm kiếm.'),
];

/** The index as the build writes it, read from memory; every file read is counted. */
function built(pages = PAGES) {
  const files = searchIndexFiles(pages, 'AM Digital');
  const reads: string[] = [];
  const read = async (file: string) => {
    reads.push(file);
    const body = files.get(file);
    if (body === undefined) throw new Error(`no ${file}`);
    return JSON.parse(body) as unknown;
  };
  const manifest = JSON.parse(files.get(MANIFEST_FILE)!) as SearchManifest;
  return { files, read, reads, manifest };
}

const routes = async (query: string, index = built()) => (await searchIndex(query, index.manifest, index.read)).hits.map((hit) => hit.route);

describe('site search index', () => {
  it('Vietnamese words match with or without diacritics, in any case', async () => {
    expect(termsOf('Bảng giá HOSTING, đường!')).toEqual(['bang', 'gia', 'hosting', 'duong']);
    expect(await routes('bang gia hosting')).toEqual(['/pricing/hosting']);
    expect(await routes('Bảng giá hosting')).toEqual(['/pricing/hosting']);
    expect(await routes('thiet ke')).toEqual(['/services/web-design', '/blog/seo']);
  });

  it('every word must match; the title counts most; the last word may be the start of one', async () => {
    expect(await routes('hosting')).toEqual(['/pricing/hosting', '/blog/seo']);
    expect(await routes('hosting seo')).toEqual(['/blog/seo']);
    expect(await routes('thiet ke web')).toEqual(['/services/web-design']);
    expect(await routes('web thiet')).toEqual([]);
    // A last word of one letter is still being typed: the others answer.
    expect(await routes('thiet k')).toEqual(await routes('thiet'));
  });

  it('plans, prices and FAQs are found through their pages; addresses and the search page are not indexed', async () => {
    expect(await routes('tiet kiem pro')).toEqual(['/pricing/hosting']);
    expect(await routes('bao lau')).toEqual(['/services/web-design']);
    expect(await routes('tim kiem')).toEqual([]);
    const { files } = built();
    expect([...files.values()].some((body) => body.includes('"/hosting"'))).toBe(false);
  });

  it('a query fetches the manifest-named shards of its words and the chunks of the results shown, nothing else', async () => {
    const index = built();
    const answer = await searchIndex('hosting', index.manifest, index.read, { limit: 1 });
    expect(answer.total).toBe(2);
    expect(index.reads).toEqual([index.manifest.shards.ho, index.manifest.chunks[0]]);
    expect(index.reads).toEqual([expect.stringMatching(/^_search\/t\/ho-[0-9a-f]{12}\.json$/), expect.stringMatching(/^_search\/d\/0-[0-9a-f]{12}\.json$/)]);
    index.reads.length = 0;
    expect(await searchIndex('zzz', index.manifest, index.read)).toMatchObject({ total: 0, hits: [] });
    expect(index.reads).toEqual([]);
  });

  it('each file is named by its content: the same pages give the same files, a changed page changes only its words’ shards and its chunk', () => {
    const a = built().files;
    expect([...built().files.keys()]).toEqual([...a.keys()]);
    const b = built([...PAGES.slice(1), page('/pricing/hosting', 'Bảng giá hosting mới', 'Gói hosting theo tháng.')]).files;
    const changed = [...b.keys()].filter((file) => !a.has(file));
    // Its new word ("mới"), a word whose weight in it changed ("gói"), its chunk; the other pages' words untouched.
    expect(changed.sort()).toEqual([
      expect.stringMatching(/^_search\/d\/0-/),
      expect.stringMatching(/^_search\/t\/go-/),
      expect.stringMatching(/^_search\/t\/mo-/),
    ]);
    expect([...b.keys()].filter((file) => /\/t\/(th|se|bo)-/.test(file)).every((file) => a.has(file))).toBe(true);
  });

  it('a file of the index that is missing or not the index is an error, never an empty answer', async () => {
    const index = built();
    const broken = async (file: string) => (file.includes('/t/') ? ['not', 'a', 'shard'] : index.read(file));
    await expect(searchIndex('hosting', index.manifest, broken)).rejects.toThrow(/not a shard/);
    const missing = async (file: string) => (file.includes('/d/') ? Promise.reject(new Error('404')) : index.read(file));
    await expect(searchIndex('hosting', index.manifest, missing)).rejects.toThrow('404');
    expect(isSearchManifest({ documents: 1, chunkSize: 1, shards: { ho: '../../etc/passwd' }, chunks: [] })).toBe(false);
    expect(isSearchManifest(index.manifest)).toBe(true);
  });

  it('the excerpt marks the matching words as written, around the first match', () => {
    const pieces = markedExcerpt('Gói hosting theo tháng, thiết kế đẹp.', termsOf('thiet ke'));
    expect(pieces.filter((p) => p.marked).map((p) => p.text)).toEqual(['thiết', 'kế']);
    expect(pieces.map((p) => p.text).join('')).toBe('Gói hosting theo tháng, thiết kế đẹp.');
    const long = `${'chữ '.repeat(100)}hosting cuối`;
    const cut = markedExcerpt(long, ['hosting'], 60);
    expect(cut[0]!.text.startsWith('…')).toBe(true);
    expect(cut.some((p) => p.marked && p.text === 'hosting')).toBe(true);
  });

  it('a large shard is split by three letters; words are found in it, by their start too, fetching only their shard', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => page(`/blog/bai-${i}`, `Thiết kế thương hiệu ${i}`, `Thành công với thẻ ${i} và thông điệp rõ ràng.`));
    const index = built([...PAGES, ...many]);
    expect(Object.keys(index.manifest.shards)).toEqual(expect.arrayContaining(['thi', 'thu', 'tha']));
    expect(Object.keys(index.manifest.shards)).not.toContain('th');
    const answer = await searchIndex('thiet ke thuong', index.manifest, index.read, { limit: 3 });
    expect(answer.total).toBe(1500);
    expect(index.reads.filter((file) => file.includes('/t/'))).toEqual(expect.arrayContaining([index.manifest.shards.thi, index.manifest.shards.thu]));
    expect(index.reads).not.toContain(index.manifest.shards.tha);
    // Two letters still being typed: every shard below them.
    expect((await searchIndex('hieu th', index.manifest, index.read)).total).toBe(1500);
    expect(await routes('thiet ke website', index)).toEqual(['/services/web-design']);
  });
});
