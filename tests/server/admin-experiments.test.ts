// The A/B results page of the admin against real databases (SQLite file and PostgreSQL) and a content
// repository whose published branch has a page under test: views and leads per variant, the rate with
// its Wilson interval and the verdict in Vietnamese, for every role as access.ts says; ending the test
// (publishers and admins) publishes the page with the chosen variant and without its experiment,
// through the publish path (checked, in git in the publisher's name, audited).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS } from '../../src/admin/access.ts';
import { ROLES, type Role } from '../../src/admin/accounts.ts';
import { EXPERIMENT_MESSAGES, routeOfFile } from '../../src/admin/experimentRoutes.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { git } from '../../scripts/lib/contentRemote.ts';
import { adminFixture } from './adminFixture.ts';
import { STORE_KINDS } from './leadDatabases.ts';
import { addTestLead } from './testLeads.ts';

const FILE = 'pages/uu-dai/thu-nghiem.json';

type Section = { type: string; id?: string; heading?: string };
/** The about page one folder down, its closing call to action tested against a shorter one. */
const about = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/about.json'), 'utf8')) as { meta: { title: string }; sections: Section[] };
const cta = about.sections.find((s) => s.id === 'lien-he')!;
const PAGE = {
  ...structuredClone(about),
  $schema: '../../schema/page.schema.json',
  experiment: {
    id: 'cta-ngan',
    name: 'Lời kêu gọi ngắn',
    original: { name: 'Bản gốc', weight: 50 },
    variants: [{ id: 'b', name: 'Câu ngắn', weight: 50, replace: { 'lien-he': { ...cta, heading: 'Gọi ngay hôm nay' } } }],
  },
};

describe('the page file of a test', () => {
  it('knows a page file by its route, never the site file or a shared part', () => {
    expect(routeOfFile('pages/uu-dai/thu-nghiem.json')).toBe('/uu-dai/thu-nghiem');
    expect(routeOfFile('pages/index.json')).toBe('/');
    expect(routeOfFile('pages/blog/index.json')).toBe('/blog');
    expect(routeOfFile('pages/_site.json')).toBeUndefined();
    expect(routeOfFile('pages/_parts/x.json')).toBeUndefined();
  });
});

describe.each(STORE_KINDS)('the A/B results page on %s', (kind) => {
  const fx = adminFixture(kind, { content: true, contentFiles: { [FILE]: `${JSON.stringify(PAGE, null, 2)}\n` }, signedIn: true });
  const { post, csrfOf } = fx;

  beforeEach(async () => {
    // 1,000 views of each variant over two days; 50 leads from A, 120 from B, one from another test.
    await fx.leads.addViews(
      'f1',
      [
        { day: '2026-11-26', experiment: 'cta-ngan', variant: 'a', views: 600 },
        { day: '2026-11-27', experiment: 'cta-ngan', variant: 'a', views: 400 },
        { day: '2026-11-27', experiment: 'cta-ngan', variant: 'b', views: 1000 },
        { day: '2026-11-27', experiment: 'khac', variant: 'b', views: 7 },
      ],
      fx.clock,
    );
    const lead = (variant: string, experiment = 'cta-ngan') => addTestLead(fx.leads, { attribution: { experiment, variant } }, fx.clock);
    for (let i = 0; i < 50; i++) await lead('a');
    for (let i = 0; i < 120; i++) await lead('b');
    await lead('b', 'khac');
  }, 120_000);

  const as = (who: Role | 'none') => fx.as(who === 'none' ? undefined : fx.cookies[who]);
  const get = (who: Role | 'none', route: string) => fetch(fx.url + route, { headers: as(who), redirect: 'manual' });
  const end = async (who: Role, variant: string, experiment = 'cta-ngan') =>
    post('/thu-nghiem/ket-thuc', { 'thu-nghiem': experiment, 'phien-ban': variant, _csrf: await csrfOf(fx.cookies[who]) }, as(who));

  it('shows views, leads, the rate with its 95% interval and the verdict, to every role; the form to publishers and admins, the leads link to sales and admins', async () => {
    for (const role of ROLES) {
      const res = await get(role, '/thu-nghiem');
      expect([role, res.status]).toEqual([role, 200]);
      const html = await res.text();
      expect(html).toContain('<h2 id="title-cta-ngan">Lời kêu gọi ngắn</h2>');
      expect(html).toContain('lượt xem đếm từ 26/11/2026 đến 27/11/2026');
      // A: 50 of 1,000 (5%, 3.8–6.5%); B: 120 of 1,000 (12%, 10.1–14.2%).
      expect(html).toContain(
        '<th scope="row">Bản gốc (A)</th><td class="num">50%</td><td class="num">1.000</td><td class="num">50</td><td class="num">5,0%</td><td class="num">3,8% – 6,5%</td>',
      );
      expect(html).toContain(
        '<th scope="row">Câu ngắn (B)</th><td class="num">50%</td><td class="num">1.000</td><td class="num">120</td><td class="num">12,0%</td><td class="num">10,1% – 14,2%</td>',
      );
      expect(html).toContain('Phiên bản “Câu ngắn” có tỷ lệ chuyển đổi cao hơn');
      // Only the experiments of the published content.
      expect(html).not.toContain('title-khac');
      expect([role, html.includes('action="/thu-nghiem/ket-thuc"')]).toEqual([role, role === 'publisher' || role === 'admin']);
      expect([role, html.includes('href="/khach-hang?experiment=cta-ngan"')]).toEqual([role, role === 'sales' || role === 'admin']);
      expect(html).not.toContain('<script');
    }
    expect((await get('none', '/thu-nghiem')).status).toBe(303);
  });

  it('lets only publishers and admins end a test, with the session token; an unknown experiment or variant is 404', async () => {
    expect(ACCESS['POST /thu-nghiem/ket-thuc']).toEqual(['publisher', 'admin']);
    const before = fx.remoteHead();
    for (const role of ['editor', 'sales'] as const) expect([role, (await end(role, 'b')).status]).toEqual([role, 403]);
    expect((await post('/thu-nghiem/ket-thuc', { 'thu-nghiem': 'cta-ngan', 'phien-ban': 'b' }, as('publisher'))).status).toBe(403);
    const unknown = await end('publisher', 'c');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(EXPERIMENT_MESSAGES.notFound);
    expect((await end('publisher', 'b', 'khac')).status).toBe(404);
    expect(fx.remoteHead()).toBe(before);
  });

  it(
    'ends the test: the page published with variant B and no experiment, in git in the publisher’s name, audited; the page lists it no more',
    { timeout: 60_000 },
    async () => {
      const res = await end('publisher', 'b');
      expect([res.status, res.status === 303 ? '' : await res.text()]).toEqual([303, '']);
      expect(res.headers.get('location')).toBe('/thu-nghiem?thong-bao=da-ket-thuc');
      const gitDir = fx.remoteDir;
      const published = JSON.parse(git(gitDir, '--git-dir', gitDir, 'show', `main:${FILE}`)) as { experiment?: unknown; sections: Section[] };
      expect(published.experiment).toBeUndefined();
      expect(published.sections.find((s) => s.id === 'lien-he')!.heading).toBe('Gọi ngay hôm nay');
      expect(git(gitDir, '--git-dir', gitDir, 'log', '-1', '--format=%an', 'main')).toBe('publisher');
      const audit = (await (await get('admin', '/api/audit')).json()) as { entries: { action: string; target: string; detail: string }[] };
      expect(audit.entries.find((e) => e.action === 'end-experiment')).toMatchObject({
        target: FILE,
        detail: expect.stringMatching(/^cta-ngan: b → [0-9a-f]{40}$/),
      });
      const page = await (await get('publisher', '/thu-nghiem?thong-bao=da-ket-thuc')).text();
      expect(page).toContain(`<p class="ok" role="status">${EXPERIMENT_MESSAGES.ended}</p>`);
      // The page is no longer under test (the site's own example on another page may still be).
      expect(page).not.toContain('id="title-cta-ngan"');
    },
  );
});
