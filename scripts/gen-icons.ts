// Generates public/icons/site.svg: an SVG sprite of the icons the site file may name (the `icon`
// enum of schema/site.schema.json), taken from the Tabler icon set (@tabler/icons). As a static
// file the icons cost no JavaScript. Run by `npm run gen:icons`; a unit test fails when stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import type { SiteIconName } from '../src/render/SiteIcon.tsx';

export const SPRITE_FILE = path.join(PROJECT_ROOT, 'public/icons/site.svg');

/** Schema icon name → Tabler outline icon file; the Record type makes a missing name a type error. */
export const TABLER_NAMES: Record<SiteIconName | 'link', string> = {
  home: 'home',
  services: 'briefcase',
  portfolio: 'layout-collage',
  blog: 'article',
  about: 'info-circle',
  contact: 'address-book',
  pricing: 'receipt-2',
  process: 'route',
  faq: 'help-circle',
  seo: 'search',
  ads: 'speakerphone',
  web: 'world-www',
  content: 'pencil',
  email: 'mail',
  zns: 'message-dots',
  hosting: 'server',
  vps: 'server-2',
  domain: 'world',
  ssl: 'lock',
  templates: 'template',
  maps: 'map-pin',
  miniapp: 'apps',
  library: 'books',
  ecosystem: 'affiliate',
  link: 'link',
};

export function generateIconSprite(): string {
  const symbols = Object.entries(TABLER_NAMES).map(([name, file]) => {
    const svg = readFileSync(path.join(PROJECT_ROOT, 'node_modules/@tabler/icons/icons/outline', `${file}.svg`), 'utf8');
    // Keep the drawing; stroke settings come from the <svg> that uses the symbol.
    const body = [...svg.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse)\b[^>]*\/>/g)]
      .map((m) => m[0])
      .filter((element) => !element.includes('stroke="none"'))
      .join('');
    return `<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SPRITE_FILE, generateIconSprite());
  console.log(`wrote ${path.relative(process.cwd(), SPRITE_FILE)}`);
}
