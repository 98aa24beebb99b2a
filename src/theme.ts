import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Indigo brand; shade 7 is the primary so white text on filled buttons passes WCAG AA (≈ 7:1).
const brand: MantineColorsTuple = ['#eef2ff', '#e0e7ff', '#c7d2fe', '#a5b4fc', '#818cf8', '#6366f1', '#4f46e5', '#3b2fc9', '#3127a8', '#272083'];
// Mantine's gray 6 (used for "dimmed" text) is 3.3:1 on white; these grays keep body text ≥ 4.5:1.
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#5c636a', '#495057', '#343a40', '#212529'];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, gray },
  // System fonts render Vietnamese diacritics well on every platform and cost no download.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif', fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
