// Vietnamese headings break between words, never inside one ("doanh / thu"), and never leave one
// syllable alone on their last line: every heading of every page, measured syllable by syllable
// (Range.getClientRects) at 360, 390 and 1366 px on the built site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOUNDS } from '../../src/lib/headingBreaks.ts';
import { validateProject, type SiteModel } from '../../src/engine/validateProject.ts';
import { openPage, startHarness, type Harness } from './harness.ts';

let h: Harness;
let model: SiteModel;

beforeAll(async () => {
  model = validateProject().model!;
  h = await startHarness();
});
afterAll(async () => h?.close());

/** Runs in the page: a line for every heading that breaks inside a listed compound or ends on one syllable. */
function badBreaks(compounds: string[]): string[] {
  const list = new Set(compounds);
  const key = (s: string) => s.toLocaleLowerCase('vi').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const endsClause = (s: string) => /[^\p{L}\p{N}]$/u.test(s);
  const problems: string[] = [];
  for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4')) {
    const syllables: { text: string; top: number; height: number }[] = [];
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[^\s\u00a0]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getClientRects()[0];
        // Not shown (closed panel, visually hidden text): nothing to measure.
        if (!rect || rect.width === 0 || getComputedStyle(node.parentElement!).position === 'absolute') continue;
        syllables.push({ text: match[0], top: rect.top, height: rect.height });
      }
    }
    if (syllables.length < 2) continue;
    const lines: number[] = [0];
    for (let i = 1; i < syllables.length; i++) {
      if (syllables[i].top > syllables[i - 1].top + syllables[i - 1].height / 2) lines.push(i);
    }
    const text = syllables.map((s) => s.text).join(' ');
    for (const start of lines.slice(1)) {
      // Every compound of 2 or 3 syllables that spans the break between start-1 and start.
      for (const n of [2, 3]) {
        for (let s = Math.max(0, start - n + 1); s < start && s + n <= syllables.length; s++) {
          const words = syllables.slice(s, s + n).map((x) => x.text);
          if (words.slice(0, -1).some(endsClause)) continue;
          if (list.has(words.map(key).join(' '))) problems.push(`"${text}" splits "${words.join(' ')}"`);
        }
      }
    }
    if (lines.length > 1 && lines[lines.length - 1] === syllables.length - 1) problems.push(`"${text}" ends on "${syllables.at(-1)!.text}" alone`);
  }
  return problems;
}

describe('Vietnamese headings', () => {
  for (const width of [360, 390, 1366]) {
    it(`break only between words and never end on one syllable at ${width} px`, { timeout: 600_000 }, async () => {
      const problems: string[] = [];
      let headings = 0;
      const { page } = await openPage(h, { viewport: { width, height: 800 } });
      for (const pageModel of model.pages) {
        await page.goto(h.baseUrl + pageModel.route, { waitUntil: 'load' });
        // Headings below the fold may wait for their layout (content-visibility): lay out everything.
        await page.addStyleTag({ content: '[data-deferred-layout] { content-visibility: visible !important; }' });
        headings += await page.locator('h1, h2, h3, h4').count();
        for (const line of await page.evaluate(badBreaks, [...COMPOUNDS])) problems.push(`${pageModel.route}: ${line}`);
      }
      await page.context().close();
      expect(headings).toBeGreaterThan(500);
      expect(problems).toEqual([]);
    });
  }

  it('finds a split compound and a lone last syllable when there are some', async () => {
    const { page } = await openPage(h, { viewport: { width: 360, height: 800 } });
    await page.goto(h.baseUrl + '/');
    const found = await page.evaluate(
      ({ fn, compounds }) => {
        document.body.insertAdjacentHTML('afterbegin', '<h2 id="probe" style="width: 1px; text-wrap: wrap">Tăng trưởng doanh thu mạnh</h2>');
        const check = new Function(`return (${fn})`)() as (c: string[]) => string[];
        return check(compounds).filter((line) => line.includes('mạnh'));
      },
      { fn: badBreaks.toString(), compounds: [...COMPOUNDS] },
    );
    await page.context().close();
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.join('\n')).toContain('splits "doanh thu"');
    expect(found.join('\n')).toContain('ends on "mạnh" alone');
  });
});
