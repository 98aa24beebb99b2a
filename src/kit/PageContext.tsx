import { createContext, useContext } from 'react';
import type { PageData } from '../model/boot.ts';

const PageContext = createContext<PageData | null>(null);

export const PageProvider = PageContext.Provider;

/** The page being rendered (route, meta, card); null outside a page (the not-found page). */
export function usePage(): PageData | null {
  return useContext(PageContext);
}
