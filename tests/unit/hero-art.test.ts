// The home page's opening picture is a finished chart, not a loading skeleton (issue 42 §8): its bars
// are coloured, its axis and legend say what they show, and no pale placeholder pill stands in for text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import { validateProject } from '../../src/engine/validateProject.ts';

const heroImage = () => {
  const home = validateProject(defaultDirs).model!.pages.find((page) => page.route === '/')!;
  const hero = home.sections[0] as { type: string; image?: { src: string } };
  expect(hero.type).toBe('hero');
  return readFileSync(path.join(defaultDirs.publicDir, hero.image!.src), 'utf8');
};

/** The light tints of the brand and gray palettes: a shape filled with one reads as a placeholder. */
const PALE = ['#eef2ff', '#e0e7ff', '#c7d2fe', '#f1f5f9', '#e2e8f0', '#cbd5e1'];

describe('home hero art', () => {
  it('labels its chart in Vietnamese words', () => {
    const words = [...heroImage().matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]!);
    expect(words).toEqual(expect.arrayContaining(['Doanh thu theo tháng', 'T1', 'T6', 'Doanh thu', 'Lưu lượng tự nhiên']));
  });

  it('fills its bars with colour, and no small rounded bar (a text placeholder) with a pale tint', () => {
    const doc = new DOMParser().parseFromString(heroImage(), 'image/svg+xml');
    const rects = [...doc.querySelectorAll('rect')].map((rect) => ({
      width: Number(rect.getAttribute('width')),
      height: Number(rect.getAttribute('height')),
      fill: (rect.getAttribute('fill') ?? rect.closest('g[fill]')?.getAttribute('fill') ?? '').toLowerCase(),
    }));
    // The chart's six bars: 40 px wide.
    const bars = rects.filter((rect) => rect.width === 40);
    expect(bars).toHaveLength(6);
    for (const bar of bars) expect(PALE).not.toContain(bar.fill);
    expect(rects.filter((rect) => rect.height <= 20 && PALE.includes(rect.fill))).toEqual([]);
  });
});
