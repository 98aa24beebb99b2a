import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../theme.ts';

type MantineContextValue = NonNullable<Parameters<typeof MantineContext.Provider>[0]['value']>;

/**
 * What Mantine's components read from MantineProvider, for the browser's roots (islands, client
 * navigation) inside a document whose own MantineProvider already wrote the CSS variables and
 * global classes: the theme and a fixed light colour scheme. MantineProvider itself would also
 * bring its colour-scheme manager (localStorage, an effect writing an attribute on <html>) and the
 * CSS-variable generator, unused here (−2.7 KB gzip on every page with an interactive section).
 */
const LIGHT: MantineContextValue = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

export function ThemeOnlyProvider({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={LIGHT}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
