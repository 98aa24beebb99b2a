import { createContext, useContext } from 'react';
import type { PageData } from '../model/boot.ts';

const PageContext = createContext<PageData | null>(null);

export const PageProvider = PageContext.Provider;

/** The page being rendered (route, meta, card); null outside a page (the not-found page). */
export function usePage(): PageData | null {
  return useContext(PageContext);
}

/**
 * A heading's text as shown inside its h1–h4 element: with the no-break spaces the build put between
 * the syllables of its words (PageData.headings, src/lib/headingBreaks.ts), else as written. Only for
 * text shown as a heading: labels, search and any other use read the text as written. (Here, not in a
 * module of its own: it then ships in the chunk every section island already loads.)
 */
export function HeadingText({ text }: { text: string }) {
  return usePage()?.headings?.[text] ?? text;
}
