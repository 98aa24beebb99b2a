import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { imageFileSize, imageSizeOf } from '../../src/engine/imageSize.ts';

const file = (rel: string) => path.join(PROJECT_ROOT, rel);

describe('imageSizeOf / imageFileSize', () => {
  it('reads WebP and PNG sizes from the files the site ships', () => {
    const template = JSON.parse(readFileSync(file('pages/_data/templates/landing-saas.json'), 'utf8')) as {
      cover: { src: string; width: number; height: number };
    };
    expect(imageFileSize(file(`public${template.cover.src}`))).toEqual({ width: template.cover.width, height: template.cover.height });
    expect(imageFileSize(file('public/images/og-home.png'))).toEqual({ width: 1200, height: 630 });
  });

  it('gives undefined for SVG, other bytes and a truncated header', () => {
    expect(imageFileSize(file('public/favicon.svg'))).toBeUndefined();
    expect(imageSizeOf(new TextEncoder().encode('not an image'))).toBeUndefined();
    expect(imageSizeOf(readFileSync(file('public/images/og-home.png')).subarray(0, 10))).toBeUndefined();
  });
});
