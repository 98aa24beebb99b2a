// The two font files every page needs before its first text paint (regular weight, Latin and
// Vietnamese subsets); Document.tsx preloads them. Vite gives the same hashed URLs that
// src/styles/fonts.css points at, so the preload and the @font-face fetch are one request.
import latinRegular from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2?url';
import vietnameseRegular from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff2?url';

export const FONT_PRELOADS: readonly string[] = [latinRegular, vietnameseRegular];
