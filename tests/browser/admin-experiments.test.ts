// The A/B results page in a real Chromium, as a publisher works it: from the landing page to the
// results (views, leads, rate, interval, verdict), axe with no serious violation, then ending the test
// with the keyboard — variant B becomes the page, published through the content repository.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIMENT_MESSAGES } from '../../src/admin/experimentRoutes.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { git } from '../../scripts/lib/contentRemote.ts';
import { addTestLead } from '../server/testLeads.ts';
import { startAdminInBrowser, type AdminInBrowser } from './adminInBrowser.ts';
import { signedIn } from './adminSignIn.ts';
import { seriousViolations } from './axe.ts';

const FILE = 'pages/uu-dai/thu-nghiem.json';

describe('the A/B results page in a browser', () => {
  let admin: AdminInBrowser;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    admin = await startAdminInBrowser({ name: 'admin-experiments-browser', users: { 'lan@a.vn': 'publisher' }, content: true });
    ({ browser, url } = admin);
    // A developer pushes a page under test; the admin's clone fetches it.
    const about = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/about.json'), 'utf8')) as { sections: { id?: string }[] };
    const cta = about.sections.find((s) => s.id === 'lien-he')!;
    const page = {
      ...about,
      $schema: '../../schema/page.schema.json',
      experiment: {
        id: 'cta-ngan',
        name: 'Lời kêu gọi ngắn',
        original: { name: 'Bản gốc', weight: 50 },
        variants: [{ id: 'b', name: 'Câu ngắn', weight: 50, replace: { 'lien-he': { ...cta, heading: 'Gọi ngay hôm nay' } } }],
      },
    };
    const developer = path.join(admin.dir, 'developer-ab');
    git(admin.dir, 'clone', '--quiet', admin.remote!, developer);
    mkdirSync(path.join(developer, 'pages/uu-dai'), { recursive: true });
    writeFileSync(path.join(developer, FILE), `${JSON.stringify(page, null, 2)}\n`);
    git(developer, 'add', FILE);
    git(developer, '-c', 'user.name=Dev', '-c', 'user.email=dev@a.vn', 'commit', '--quiet', '-m', 'Thử nghiệm');
    git(developer, 'push', '--quiet', 'origin', 'HEAD:main');
    await admin.repo!.sync();
    await admin.leads.addViews(
      'f1',
      [
        { day: '2026-11-27', experiment: 'cta-ngan', variant: 'a', views: 800 },
        { day: '2026-11-27', experiment: 'cta-ngan', variant: 'b', views: 820 },
      ],
      Date.now(),
    );
    for (const [variant, n] of [
      ['a', 30],
      ['b', 35],
    ] as const)
      for (let i = 0; i < n; i++) await addTestLead(admin.leads, { attribution: { experiment: 'cta-ngan', variant } });
  }, 120_000);
  afterAll(() => admin?.close());

  it('a publisher reads the results and ends the test with the keyboard, with no serious axe violation', { timeout: 60_000 }, async () => {
    const { context, page } = await signedIn(browser, url, 'lan@a.vn');
    await page.getByRole('link', { name: 'Thử nghiệm A/B' }).click();
    await page.waitForURL(`${url}/thu-nghiem`);
    // The site's own example test is listed too: this one's section only.
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toContain('Lời kêu gọi ngắn');
    const test = page.locator('section.experiment', { has: page.getByRole('heading', { level: 2, name: 'Lời kêu gọi ngắn' }) });
    const row = (name: string) =>
      test
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('cell')
        .allTextContents();
    expect(await row('Bản gốc')).toEqual(['50%', '800', '30', '3,8%', '2,6% – 5,3%']);
    expect(await row('Câu ngắn')).toEqual(['50%', '820', '35', '4,3%', '3,1% – 5,9%']);
    expect(await test.locator('.verdict').textContent()).toMatch(/^Chưa đủ dữ liệu để kết luận/);
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing chosen yet (no winner): B by the keyboard, then the button.
    await test.getByRole('radio', { name: 'Câu ngắn (B)' }).focus();
    await page.keyboard.press('Space');
    expect(await test.getByRole('radio', { name: 'Câu ngắn (B)' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/thong-bao=da-ket-thuc/);
    expect(await page.getByRole('status').textContent()).toBe(EXPERIMENT_MESSAGES.ended);
    expect(await page.getByRole('heading', { level: 2, name: 'Lời kêu gọi ngắn' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const published = JSON.parse(git(admin.dir, '--git-dir', admin.remote!, 'show', `main:${FILE}`)) as {
      experiment?: unknown;
      sections: { id?: string; heading?: string }[];
    };
    expect(published.experiment).toBeUndefined();
    expect(published.sections.find((s) => s.id === 'lien-he')?.heading).toBe('Gọi ngay hôm nay');
    await context.close();
  });
});
