// The theme's variables the documents carry (src/styles/themeVariables.ts) are Mantine's own for our
// theme, without the dark scheme's rule the site never shows: compared with what MantineProvider writes,
// so a Mantine upgrade that changes its variables fails here instead of changing the site's colours.
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES_CSS } from '../../src/styles/themeVariables.ts';
import { theme } from '../../src/theme.ts';

/** What MantineProvider writes for the theme: its rules by selector. */
function mantineRules(): Map<string, string> {
  const html = renderToString(
    <MantineProvider theme={theme} forceColorScheme="light">
      <p>x</p>
    </MantineProvider>,
  );
  const css = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return new Map([...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => [selector!.trim(), body!] as const));
}

describe('theme variables', () => {
  it('are the variables MantineProvider writes for the theme, less the dark scheme’s rule', () => {
    const rules = mantineRules();
    expect([...rules.keys()]).toEqual([
      ':root, :host',
      ':root[data-mantine-color-scheme="dark"], :host([data-mantine-color-scheme="dark"])',
      ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"])',
    ]);
    expect(THEME_VARIABLES_CSS).toBe(
      `:root{${rules.get(':root, :host')}}:root[data-mantine-color-scheme="light"]{${rules.get(':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"])')}}`,
    );
    // The brand colour is among them (the theme's primary, shade 7).
    expect(THEME_VARIABLES_CSS).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(THEME_VARIABLES_CSS).toContain('#3b2fc9');
    expect(THEME_VARIABLES_CSS).not.toContain('dark"]');
  });
});
