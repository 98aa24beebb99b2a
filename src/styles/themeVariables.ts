// The theme's CSS variables for the site's documents, written once into <body> by src/renderer/Document.tsx.
// Mantine's MantineProvider would write them too, with a dark-scheme rule (4 KB on every document)
// that the site never shows: its documents force the light scheme (`data-mantine-color-scheme`). Only
// the variables that differ from Mantine's defaults are written, as Mantine does: its stylesheet has
// those. The light scheme's rule keeps Mantine's selector, so it outranks the stylesheet's defaults.
import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { theme } from '../theme.ts';

type Variables = Record<string, string>;
const changed = (ours: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(ours).filter(([name, value]) => defaults[name] !== value));

const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));

export const THEME_VARIABLES_CSS = convertCssVariables(
  { variables: changed(ours.variables, defaults.variables), light: changed(ours.light, defaults.light), dark: {} },
  ':root',
).replace(/\n+/g, '');
