// The section registry: the types of the folders src/sections/<type>/, listed by `npm run gen` in
// registry.generated.ts (tsc proves each component accepts its schema's props). Each folder's
// section.json declares whether the type has behaviour in the browser ("hydrate"):
// - "never" (staticSection): its HTML is final once rendered. The build renders it with React into the
//   page's HTML and page data (src/model/prerendered.ts), so the browser never loads its code.
// - "always" (interactiveSection): hydrated with its code, a chunk of its own loaded by the pages using it.
//   With { "when": "<property>" }, only the sections where it is set are; the others are static.
// Both load on demand, so the section catalogue and tests can still render every type live.
import { createElement, type ReactElement } from 'react';
import type { Section } from '../model/generated.ts';
import { walkSections } from '../model/sectionTree.ts';
import { isPrerendered } from '../model/prerendered.ts';
import type { LazySection } from './lazySection.ts';
import { registry } from './registry.generated.ts';

export type SectionType = Section['type'];
export type SectionProps<T extends SectionType> = Extract<Section, { type: T }>;

export const registeredSectionTypes = Object.keys(registry) as SectionType[];

/** The component for a section type; undefined for anything else ("toString" and "__proto__" included). */
export function getSectionComponent(type: string): LazySection<Section> | undefined {
  return Object.hasOwn(registry, type) ? (registry[type as SectionType] as LazySection<Section>) : undefined;
}

/**
 * A section's element through its registered component, or null for an unknown type. The
 * components are module constants (one per type), so rendering through them keeps React's
 * component identity stable between renders.
 */
export function renderSection(section: Section): ReactElement | null {
  const Render = getSectionComponent(section.type);
  return Render ? createElement(Render, section) : null;
}

/** Whether sections of this type can have behaviour in the browser (false for unknown types). */
export function isInteractiveSection(type: string): boolean {
  return Boolean(getSectionComponent(type)?.interactive);
}

/** Whether this section has behaviour in the browser: hydrated with its code, else prerendered. */
export function hasBehaviour(section: Section): boolean {
  const interactive = getSectionComponent(section.type)?.interactive;
  return typeof interactive === 'function' ? interactive(section) : (interactive ?? false);
}

/**
 * Loads the components of these sections and of the sections nested in them, so none suspends.
 * Prerendered sections need no code.
 */
export async function preloadSections(sections: readonly { type: string }[]): Promise<void> {
  const types = new Set(walkSections(sections).flatMap(({ section }) => (isPrerendered(section) ? [] : [String(section.type)])));
  await Promise.all([...types].map((type) => getSectionComponent(type)?.preload()));
}
