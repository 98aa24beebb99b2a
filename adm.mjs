import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const p = await ctx.newPage();
const base = 'http://127.0.0.1:4422';
await p.goto(base + '/dang-nhap');
await p.getByLabel('Email').fill('x@y.vn');
await p.getByLabel('Mật khẩu').fill('matkhau-rat-dai-123');
await p.getByRole('button').click();
await p.waitForLoadState();
for (const r of process.argv.slice(2)) {
  await p.goto(base + r); if (process.env.SCROLL) await p.evaluate(() => document.querySelector("table")?.scrollIntoView());
  const w = await p.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  console.log(r, w);
  await p.screenshot({ path: `/tmp/shots/m${r.replace(/[^a-z0-9-]/g, '_')}.png`, fullPage: false });
}
await b.close();
