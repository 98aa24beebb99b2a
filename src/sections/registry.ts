// The section registry: one line per section type. It must list exactly the types of
// schema/page.schema.json (tests/unit/registry.test.ts proves it; tsc proves the props match).
// The line also declares whether the type has behaviour in the browser:
// - staticSection: its HTML is final once rendered. The build renders it with React into the
//   page's HTML and page data (src/app/prerendered.ts), so the browser never loads its code.
// - interactiveSection: hydrated with its code, a chunk of its own loaded by the pages using it.
//   With a condition on its props, only the sections that meet it are; the others are static.
// Both load on demand, so the section catalogue and tests can still render every type live.
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { Section } from '../model/generated.ts';
import { walkSections } from '../model/sectionTree.ts';
import { isPrerendered } from '../app/prerendered.ts';
import { lazySection, type LazySection } from './lazySection.ts';

const staticSection: typeof lazySection = (load) => Object.assign(lazySection(load), { interactive: false });
function interactiveSection<P extends object>(load: () => Promise<ComponentType<P>>, when?: (props: P) => boolean): LazySection<P> {
  return Object.assign(lazySection(load), { interactive: when ?? true });
}

export type SectionType = Section['type'];
export type SectionProps<T extends SectionType> = Extract<Section, { type: T }>;

const registry: { [T in SectionType]: LazySection<SectionProps<T>> } = {
  hero: staticSection(() => import('./hero/Hero.tsx').then((m) => m.Hero)),
  stats: staticSection(() => import('./stats/Stats.tsx').then((m) => m.Stats)),
  planGrid: staticSection(() => import('./planGrid/PlanGrid.tsx').then((m) => m.PlanGrid)),
  process: staticSection(() => import('./process/Process.tsx').then((m) => m.Process)),
  faq: staticSection(() => import('./faq/Faq.tsx').then((m) => m.Faq)),
  featureGrid: staticSection(() => import('./featureGrid/FeatureGrid.tsx').then((m) => m.FeatureGrid)),
  serviceGrid: staticSection(() => import('./serviceGrid/ServiceGrid.tsx').then((m) => m.ServiceGrid)),
  serviceDetail: staticSection(() => import('./serviceDetail/ServiceDetail.tsx').then((m) => m.ServiceDetail)),
  testimonials: staticSection(() => import('./testimonials/Testimonials.tsx').then((m) => m.Testimonials)),
  team: staticSection(() => import('./team/Team.tsx').then((m) => m.Team)),
  timeline: staticSection(() => import('./timeline/Timeline.tsx').then((m) => m.Timeline)),
  cta: staticSection(() => import('./cta/Cta.tsx').then((m) => m.Cta)),
  logoStrip: staticSection(() => import('./logoStrip/LogoStrip.tsx').then((m) => m.LogoStrip)),
  contactInfo: staticSection(() => import('./contactInfo/ContactInfo.tsx').then((m) => m.ContactInfo)),
  leadForm: interactiveSection(() => import('./leadForm/LeadForm.tsx').then((m) => m.LeadForm)),
  // Without filters a list is final HTML (the home page's latest posts and cases).
  pageList: interactiveSection(
    () => import('./pageList/PageList.tsx').then((m) => m.PageList),
    (list) => Boolean(list.filters),
  ),
  entryHeader: staticSection(() => import('./entryHeader/EntryHeader.tsx').then((m) => m.EntryHeader)),
  article: staticSection(() => import('./article/Article.tsx').then((m) => m.Article)),
  domainChecker: interactiveSection(() => import('./domainChecker/DomainChecker.tsx').then((m) => m.DomainChecker)),
  domainPrices: staticSection(() => import('./domainPrices/DomainPrices.tsx').then((m) => m.DomainPrices)),
  sampleGallery: interactiveSection(() => import('./sampleGallery/SampleGallery.tsx').then((m) => m.SampleGallery)),
  znsEstimator: interactiveSection(() => import('./znsEstimator/ZnsEstimator.tsx').then((m) => m.ZnsEstimator)),
  chatMockup: staticSection(() => import('./chatMockup/ChatMockup.tsx').then((m) => m.ChatMockup)),
  tabs: interactiveSection(() => import('./tabs/Tabs.tsx').then((m) => m.Tabs)),
  templateGallery: interactiveSection(() => import('./templateGallery/TemplateGallery.tsx').then((m) => m.TemplateGallery)),
  templateChoice: interactiveSection(() => import('./templateChoice/TemplateChoice.tsx').then((m) => m.TemplateChoice)),
  contentLibrary: interactiveSection(() => import('./contentLibrary/ContentLibrary.tsx').then((m) => m.ContentLibrary)),
  deviceShowcase: staticSection(() => import('./deviceShowcase/DeviceShowcase.tsx').then((m) => m.DeviceShowcase)),
};

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
