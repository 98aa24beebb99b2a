import { createContext, use, type ComponentType } from 'react';
import type { PageSection } from '../model/prerendered.ts';

export type SectionListComponent = ComponentType<{ sections: readonly PageSection[] }>;

/**
 * How a list of sections is rendered (registry lookup, one error boundary per section), provided by
 * PageView. A section that holds sections (tabs) renders them through it: importing PageView there
 * would close the cycle registry → section → PageView → registry.
 */
export const SectionListContext = createContext<SectionListComponent | null>(null);

export function useSectionList(): SectionListComponent {
  const SectionList = use(SectionListContext);
  if (!SectionList) throw new Error('nested sections render inside PageView, which provides SectionListContext');
  return SectionList;
}
