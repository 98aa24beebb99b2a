// Generates public/icons/site.svg: an SVG sprite of the icons the site file may name (the `icon`
// enum of schema/site.schema.json) and of the shell's controls, taken from the Tabler icon set
// (@tabler/icons). As a static file the icons cost no JavaScript. Also docs/icons.svg, the same icons with their names as one
// picture for the authoring guide. Run by `npm run gen:icons`; unit tests fail when either is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import type { ShellIconName, SiteIconName } from '../src/kit/SiteIcon.tsx';

export const SPRITE_FILE = path.join(PROJECT_ROOT, 'public/icons/site.svg');
export const ICON_SHEET_FILE = path.join(PROJECT_ROOT, 'docs/icons.svg');

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
  phone: 'phone',
  transparency: 'eye',
  social: 'brand-facebook',
  chat: 'messages',
  video: 'video',
  creative: 'photo',
  analytics: 'chart-bar',
  conversion: 'target-arrow',
  link: 'link',
};

/** The shell's own controls (menus, dock, launchpad): same sprite, so the shell's islands bring no icon code. */
export const SHELL_TABLER_NAMES: Record<ShellIconName, string> = {
  'chevron-down': 'chevron-down',
  close: 'x',
  compass: 'compass',
  search: 'search',
  launchpad: 'layout-grid',
};

function iconSymbols(names: Record<string, string>): string[] {
  return Object.entries(names).map(([name, file]) => {
    const svg = readFileSync(path.join(PROJECT_ROOT, 'node_modules/@tabler/icons/icons/outline', `${file}.svg`), 'utf8');
    // Keep the drawing; stroke settings come from the <svg> that uses the symbol.
    const body = [...svg.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse)\b[^>]*\/>/g)]
      .map((m) => m[0])
      .filter((element) => !element.includes('stroke="none"'))
      .join('');
    return `<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`;
  });
}

export function generateIconSprite(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${iconSymbols({ ...TABLER_NAMES, ...SHELL_TABLER_NAMES }).join('')}</svg>\n`;
}

/** The icons an author may name (not the "link" fallback), drawn in a grid with their names under them. */
export function generateIconSheet(): string {
  const names = Object.keys(TABLER_NAMES).filter((name) => name !== 'link');
  const columns = 6;
  const cell = { width: 120, height: 76 };
  const width = columns * cell.width;
  const height = Math.ceil(names.length / columns) * cell.height;
  const at = (i: number) => ({ x: (i % columns) * cell.width + cell.width / 2, y: Math.floor(i / columns) * cell.height });
  const icons = names.map((name, i) => `<use href="#${name}" x="${at(i).x - 16}" y="${at(i).y + 10}" width="32" height="32"/>`);
  const labels = names.map((name, i) => `<text x="${at(i).x}" y="${at(i).y + 62}">${name}</text>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${iconSymbols(TABLER_NAMES).join('')}</defs>`,
    '<rect width="100%" height="100%" fill="#fff"/>',
    `<g fill="none" stroke="#1a1b1e" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icons.join('')}</g>`,
    `<g font-family="ui-monospace, Menlo, Consolas, monospace" font-size="14" fill="#1a1b1e" text-anchor="middle">${labels.join('')}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SPRITE_FILE, generateIconSprite());
  writeFileSync(ICON_SHEET_FILE, generateIconSheet());
  console.log(`wrote ${path.relative(process.cwd(), SPRITE_FILE)} and ${path.relative(process.cwd(), ICON_SHEET_FILE)}`);
}
