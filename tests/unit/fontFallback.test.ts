// The fallback @font-face rules in src/styles/fonts.css are copied from capsize's output; this keeps
// them equal to it, so a metrics update cannot leave the swap to Be Vietnam Pro shifting lines.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import beVietnamPro from '@capsizecss/metrics/beVietnamPro';
import roboto from '@capsizecss/metrics/roboto';
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

  it('puts the fallbacks right after Be Vietnam Pro in the theme', () => {
    expect(theme.fontFamily).toMatch(/^"Be Vietnam Pro", "Be Vietnam Pro Fallback: Arial", "Be Vietnam Pro Fallback: Roboto", /);
  });
});
