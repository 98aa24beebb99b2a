// Link fields accept internal paths, same-page anchors, https:, tel: and mailto: only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDirs } from '../../src/engine/project.ts';

const common = JSON.parse(readFileSync(path.join(defaultDirs.schemaDir, 'common.schema.json'), 'utf8'));
const link = new RegExp(common.$defs.link.pattern);
const imageSrc = new RegExp(common.$defs.image.properties.src.pattern);

describe('link pattern', () => {
  it.each([
    '/',
    '/pricing/seo',
    '/services/seo#pricing',
    '/contact?template=abc',
    '#faq',
    'https://zalo.me/0901234567',
    'tel:+84901234567',
    'tel:0901 234 567',
    'mailto:lienhe@amdigital.vn',
  ])('accepts %s', (href) => {
    expect(link.test(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'http://example.com',
    '//evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    'data:text/html,x',
    'vbscript:x',
    ' /pricing',
    'pricing/seo',
    'ftp://x',
    '#Faq',
    'tel:',
    'mailto:',
  ])('rejects %j', (href) => {
    expect(link.test(href)).toBe(false);
  });

  it('image sources are local files only', () => {
    expect(imageSrc.test('/images/hero.svg')).toBe(true);
    for (const src of ['https://cdn.example.com/a.png', '//cdn.example.com/a.png', '/\\cdn.example.com/a.png', 'images/a.png', '/images/a.gif'])
      expect(imageSrc.test(src), src).toBe(false);
  });
});
