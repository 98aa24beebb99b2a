// The site's Mantine components never pass the props whose CSS scripts/postcss-unused-mantine.cjs
// drops (Mantine builds those variable names at run time, so the built files cannot show them all).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/theme.ts';

const SRC = path.resolve(import.meta.dirname, '../../src');
// The editor loads Mantine's full styles.css; tests may render anything.
const siteSources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx') && !file.startsWith('editor') && !/\.test\.tsx$/.test(file))
  .map((file) => [file, readFileSync(path.join(SRC, file), 'utf8')] as const);

// A JSX prop (`name=`, or a bare boolean `name` before `>`, `/` or another prop) on a component.
const FORBIDDEN_PROPS: [string, RegExp][] = [
  ['shadow other than md or xl', /\sshadow=(?!"(?:md|xl)")/],
  ['Title order 4–6', /<Title[^>]*\sorder=\{?["']?[456]/],
  ['a colour without a shade (c="green")', /\s(?:c|color)="(?!dimmed"|white"|black"|bright")[a-z]+"/],
  ['truncate / lineClamp / inherit', /<(?:Text|Title|Anchor)\b[^>]*\s(?:truncate|lineClamp|inherit)\b/],
  ['inline on a Text or Anchor', /<(?:Text|Anchor)\b[^>]*\sinline\b/],
  ['the gradient variant', /variant="gradient"/],
  ['Container strategy', /<Container\b[^>]*\sstrategy=/],
  ['Anchor underline other than hover', /\sunderline=(?!"hover")/],
  ['right-to-left text', /\sdir=["']rtl/],
  ['Container fluid', /<Container\b[^>]*\sfluid\b/],
  ['lightHidden / darkHidden', /\s(?:lightHidden|darkHidden)\b/],
  ['SimpleGrid autoCols', /<SimpleGrid\b[^>]*\sautoCols=/],
];

describe("the site's Mantine usage (what postcss-unused-mantine may drop)", () => {
  it('finds the site sources', () => {
    expect(siteSources.length).toBeGreaterThan(30);
    expect(siteSources.some(([, text]) => text.includes("from '@mantine/core'"))).toBe(true);
  });

  it('uses only the Mantine components whose CSS src/styles/mantine.ts loads (no inputs, overlays or buttons)', () => {
    // Read from the imports themselves, so a component whose CSS is dropped cannot stay in use.
    const stylesheets = readFileSync(path.join(SRC, 'styles/mantine.ts'), 'utf8');
    const cssFor = (name: string) => stylesheets.includes(`@mantine/core/styles/${name}.css`);
    for (const name of ['Container', 'Paper', 'SimpleGrid', 'Text', 'Title', 'VisuallyHidden']) expect(cssFor(name), name).toBe(true);
    // Providers and contexts have no CSS (MantineContext, MantineThemeProvider: src/renderer/ThemeOnlyProvider.tsx).
    const loaded = new Set([
      'Container',
      'MantineContext',
      'MantineProvider',
      'MantineThemeProvider',
      'MantineSize',
      'Paper',
      'SimpleGrid',
      'Text',
      'Title',
      'VisuallyHidden',
      'mantineHtmlProps',
    ]);
    const imported = siteSources.flatMap(([, text]) =>
      [...text.matchAll(/import (?:type )?\{([^}]*)\} from '@mantine\/core'/g)].flatMap((m) =>
        m[1].split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
      ),
    );
    expect(imported.length).toBeGreaterThan(10);
    expect(imported.filter((name) => name && !loaded.has(name))).toEqual([]);
  });

  it("keeps Mantine's default focus ring and reduced-motion settings (their other helper classes are dropped)", () => {
    expect(theme.focusRing ?? 'auto').toBe('auto');
    expect(theme.respectReducedMotion ?? false).toBe(false);
  });

  for (const [what, pattern] of FORBIDDEN_PROPS) {
    it(`passes no ${what}`, () => {
      const hits = siteSources.filter(([, text]) => pattern.test(text));
      expect(hits.map(([file]) => file)).toEqual([]);
    });
  }

  it('recognises a forbidden prop (the check can fail)', () => {
    expect(FORBIDDEN_PROPS[0][1].test('<Paper shadow="sm">')).toBe(true);
    expect(FORBIDDEN_PROPS[2][1].test('<Text c="green">')).toBe(true);
    expect(FORBIDDEN_PROPS[2][1].test('<Text c="gray.7">')).toBe(false);
    expect(FORBIDDEN_PROPS[3][1].test('<Text size="sm" truncate>')).toBe(true);
  });
});
