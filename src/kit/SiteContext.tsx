import { createContext, useContext } from 'react';
import type { SiteFile } from '../model/generated.ts';

const SiteContext = createContext<SiteFile | null>(null);

export const SiteProvider = SiteContext.Provider;

/** Site-wide data from pages/_site.json (company, hotline, menus). */
export function useSite(): SiteFile {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs <SiteProvider>');
  return site;
}
