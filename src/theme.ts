import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Indigo brand; shade 7 is the primary so white text on filled buttons passes WCAG AA (≈ 7:1).
const brand: MantineColorsTuple = ['#eef2ff', '#e0e7ff', '#c7d2fe', '#a5b4fc', '#818cf8', '#6366f1', '#4f46e5', '#3b2fc9', '#3127a8', '#272083'];
// Mantine's gray 6 (used for "dimmed" text) is 3.3:1 on white; these grays keep body text ≥ 4.5:1.
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#5c636a', '#495057', '#343a40', '#212529'];

// Be Vietnam Pro (self-hosted, src/styles/fonts.css), then its metric-matched fallbacks so the swap
// moves nothing, then plain system faces.
const FONT_STACK = '"Be Vietnam Pro", "Be Vietnam Pro Fallback: Arial", "Be Vietnam Pro Fallback: Roboto", Arial, Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, gray },
  fontFamily: FONT_STACK,
  // A type scale of ratio ≈ 1.25 on phones growing to ≈ 1.33 on wide screens (clamp between them).
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.55rem + 2vw, 3.25rem)', lineHeight: '1.12' },
      h2: { fontSize: 'clamp(1.625rem, 1.4rem + 1vw, 2.25rem)', lineHeight: '1.2' },
      h3: { fontSize: 'clamp(1.25rem, 1.18rem + 0.3vw, 1.375rem)', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
