// The section registry: the types of the folders src/sections/<type>/, listed by `npm run gen` in
// registry.generated.ts (tsc proves each component accepts its schema's props). Each folder's
// section.json declares whether the type has behaviour in the browser ("hydrate"):
// - "never" (staticSection): its HTML is final once rendered. The build renders it with React into the
//   page's HTML (src/model/prerendered.ts), so the browser never loads its code.
// - a strategy, "interaction", "visible" or "urlState" (interactiveSection): hydrated with its code, a
//   chunk of its own loaded by the pages using it, its island woken as the strategy says
//   (src/app/islands/strategies/). With { "strategy": …, "when": "<property>" }, only the sections
//   where it is set are; the others are static.
// Both load on demand, so the section catalogue and tests can still render every type live.
import { createElement, type ReactElement } from 'react';
import type { Section } from '../model/generated.ts';
import { walkSections } from '../model/sectionTree.ts';
import { isPrerendered, type LiveSection } from '../model/prerendered.ts';
import type { LazySection } from './lazySection.ts';
import type { Strategy } from '../model/islandSpec.ts';
import { registry } from './registry.generated.ts';

export type SectionType = Section['type'];
export type SectionProps<T extends SectionType> = Extract<Section, { type: T }>;

export const registeredSectionTypes = Object.keys(registry) as SectionType[];

/** The component for a section type; undefined for anything else ("toString" and "__proto__" included). */
export function getSectionComponent(type: string): LazySection<LiveSection> | undefined {
  return Object.hasOwn(registry, type) ? (registry[type as SectionType] as LazySection<LiveSection>) : undefined;
}

/**
 * A section's element through its registered component, or null for an unknown type. The
 * components are module constants (one per type), so rendering through them keeps React's
 * component identity stable between renders.
 */
export function renderSection(section: LiveSection): ReactElement | null {
  const Render = getSectionComponent(section.type);
  return Render ? createElement(Render, section) : null;
}

/** Whether sections of this type can have behaviour in the browser (false for unknown types). */
export function isInteractiveSection(type: string): boolean {
  return Boolean(getSectionComponent(type)?.hydrate);
}

/** When this section's island wakes: its type's declared strategy, or null for a section without behaviour (prerendered). */
export function hydrationStrategy(section: LiveSection): Strategy | null {
  const { hydrate, when } = getSectionComponent(section.type) ?? {};
  return hydrate && (!when || when(section)) ? hydrate : null;
}

/** Whether this section has behaviour in the browser: hydrated with its code, else prerendered. */
export const hasBehaviour = (section: LiveSection): boolean => hydrationStrategy(section) !== null;

/**
 * Loads the components of these sections and of the sections nested in them, so none suspends.
 * Prerendered sections need no code.
 */
export async function preloadSections(sections: readonly { type: string }[]): Promise<void> {
  const types = new Set(walkSections(sections).flatMap(({ section }) => (isPrerendered(section) ? [] : [String(section.type)])));
  await Promise.all([...types].map((type) => getSectionComponent(type)?.preload()));
}
