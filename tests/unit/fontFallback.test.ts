// The fallback @font-face rules in src/styles/fonts.css are copied from capsize's output; this keeps
// them equal to it, so a metrics update cannot leave the swap to Be Vietnam Pro shifting lines.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import beVietnamPro from '@capsizecss/metrics/beVietnamPro';
import roboto from '@capsizecss/metrics/roboto';
import arialBold from '@capsizecss/metrics/arial/700';
import beVietnamProBold from '@capsizecss/metrics/beVietnamPro/700';
import robotoBold from '@capsizecss/metrics/roboto/700';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { theme } from '../../src/theme.ts';

const css = readFileSync(path.join(PROJECT_ROOT, 'src/styles/fonts.css'), 'utf8');
const overrides = (block: string) =>
  [...block.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust):\s*([\d.]+%)/g)].map((m) => `${m[1]}: ${m[2]}`);
const faceBlock = (source: string, family: string) => {
  const start =
    source.indexOf(`font-family: ${family}`) >= 0 ? source.indexOf(`font-family: ${family}`) : source.indexOf(`font-family: ${family.replaceAll('"', "'")}`);
  expect(start, `${family} in fonts.css`).toBeGreaterThanOrEqual(0);
  return source.slice(start, source.indexOf('}', start));
};

describe('metric-matched font fallbacks', () => {
  const stack = createFontStack([beVietnamPro, arial, roboto]);

  it('has the overrides capsize computes for Arial and Roboto', () => {
    for (const family of ['"Be Vietnam Pro Fallback: Arial"', '"Be Vietnam Pro Fallback: Roboto"']) {
      const expected = overrides(faceBlock(stack.fontFaces, family));
      expect(expected.length).toBeGreaterThanOrEqual(3);
      expect(overrides(faceBlock(css, family))).toEqual(expected);
    }
  });

  it('has a bold face per fallback with the overrides capsize computes from the bold metrics', () => {
    const boldStack = createFontStack([beVietnamProBold, arialBold, robotoBold]);
    const boldFaces = css.split('@font-face').filter((face) => /font-weight:\s*700/.test(face) && face.includes("font-family: 'Be Vietnam Pro Fallback"));
    expect(boldFaces).toHaveLength(2);
    for (const family of ['"Be Vietnam Pro Fallback: Arial"', '"Be Vietnam Pro Fallback: Roboto"']) {
      const expected = overrides(faceBlock(boldStack.fontFaces, family));
      expect(expected.length).toBeGreaterThanOrEqual(3);
      const face = boldFaces.find((f) => f.includes(family.replaceAll('"', "'")));
      expect(face, family).toBeDefined();
      expect(overrides(face!)).toEqual(expected);
    }
  });

  it('never swaps a web font in after text has painted (font-display: optional on every Be Vietnam Pro face)', () => {
    const faces = css.split('@font-face').filter((face) => face.includes("font-family: 'Be Vietnam Pro';"));
    expect(faces).toHaveLength(4);
    for (const face of faces) expect(face).toMatch(/font-display: optional;/);
  });

  it('puts the fallbacks right after Be Vietnam Pro in the theme', () => {
    expect(theme.fontFamily).toMatch(/^"Be Vietnam Pro", "Be Vietnam Pro Fallback: Arial", "Be Vietnam Pro Fallback: Roboto", /);
  });
});
