// @vitest-environment jsdom
// The home page's opening picture is a finished chart, not a loading skeleton (issue 42 §8): its bars
// are coloured, its axis and legend say what they show, and no pale placeholder pill stands in for text.
// /services/web-design's hero has its picture (not half a hero left empty), and the shop demo's products
// are drawn alike: one backdrop, shaded shapes, small files.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';
import { validateProject } from '../../src/engine/validateProject.ts';

const model = validateProject(defaultDirs).model!;

const heroOf = (route: string) => {
  const hero = model.pages.find((page) => page.route === route)!.sections[0] as {
    type: string;
    layout?: string;
    image?: { src: string; width: number; height: number };
  };
  expect(hero.type).toBe('hero');
  return hero;
};

const heroImage = () => readFileSync(path.join(defaultDirs.publicDir, heroOf('/').image!.src), 'utf8');

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

describe('web design hero', () => {
  it('shows the composed render of our demos beside its text, at the size of the file', () => {
    const hero = heroOf('/services/web-design');
    expect(hero.layout).not.toBe('centered');
    expect(hero.image?.src).toBe('/images/hero-web-design.webp');
    // 1.5× the hero column (≈ 560 CSS px on a laptop; a phone's 1.75× at 358 px), light enough to be
    // the largest paint on a phone.
    expect(hero.image!.width).toBeGreaterThanOrEqual(840);
    expect(statSync(path.join(defaultDirs.publicDir, hero.image!.src)).size).toBeLessThan(40 * 1024);
  });
});

describe('shop demo products', () => {
  const covers = () => {
    const page = model.pages.find((p) => p.route === '/templates/ecommerce-retail')!;
    const gallery = page.sections.find((section) => section.type === 'sampleGallery') as { items: { cover: { src: string } }[] };
    return gallery.items.map((item) => item.cover.src);
  };

  it('are drawn on one backdrop, each with shading and detail, in a few KB', () => {
    const srcs = covers();
    expect(srcs).toHaveLength(4);
    const backdrops = new Set<string>();
    for (const src of srcs) {
      const file = path.join(defaultDirs.publicDir, src);
      const svg = readFileSync(file, 'utf8');
      expect(statSync(file).size, src).toBeLessThan(5 * 1024);
      expect(svg, src).not.toContain('<text');
      backdrops.add(svg.match(/<radialGradient id="bg"[^]*?<\/radialGradient>/)?.[0] ?? `${src}: no backdrop`);
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      // A garment or a bag is more than a silhouette: at least a dozen shapes (seams, shade, parts).
      expect(doc.querySelectorAll('path, circle, ellipse, rect').length, src).toBeGreaterThanOrEqual(12);
    }
    expect([...backdrops]).toHaveLength(1);
  });
});
