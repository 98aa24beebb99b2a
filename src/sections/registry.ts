// The section registry: one line per section type. It must list exactly the types of
// schema/page.schema.json (tests/unit/registry.test.ts proves it; tsc proves the props match).
// Each type is a separate chunk (see lazySection): a page loads only the sections it uses.
import type { Section } from '../model/generated.ts';
import { walkSections } from '../model/sectionTree.ts';
import { lazySection, type LazySection } from './lazySection.ts';

export type SectionType = Section['type'];
export type SectionProps<T extends SectionType> = Extract<Section, { type: T }>;

const registry: { [T in SectionType]: LazySection<SectionProps<T>> } = {
  hero: lazySection(() => import('./hero/Hero.tsx').then((m) => m.Hero)),
  stats: lazySection(() => import('./stats/Stats.tsx').then((m) => m.Stats)),
  planGrid: lazySection(() => import('./planGrid/PlanGrid.tsx').then((m) => m.PlanGrid)),
  process: lazySection(() => import('./process/Process.tsx').then((m) => m.Process)),
  faq: lazySection(() => import('./faq/Faq.tsx').then((m) => m.Faq)),
  featureGrid: lazySection(() => import('./featureGrid/FeatureGrid.tsx').then((m) => m.FeatureGrid)),
  serviceGrid: lazySection(() => import('./serviceGrid/ServiceGrid.tsx').then((m) => m.ServiceGrid)),
  serviceDetail: lazySection(() => import('./serviceDetail/ServiceDetail.tsx').then((m) => m.ServiceDetail)),
  testimonials: lazySection(() => import('./testimonials/Testimonials.tsx').then((m) => m.Testimonials)),
  team: lazySection(() => import('./team/Team.tsx').then((m) => m.Team)),
  timeline: lazySection(() => import('./timeline/Timeline.tsx').then((m) => m.Timeline)),
  cta: lazySection(() => import('./cta/Cta.tsx').then((m) => m.Cta)),
  logoStrip: lazySection(() => import('./logoStrip/LogoStrip.tsx').then((m) => m.LogoStrip)),
  contactInfo: lazySection(() => import('./contactInfo/ContactInfo.tsx').then((m) => m.ContactInfo)),
  leadForm: lazySection(() => import('./leadForm/LeadForm.tsx').then((m) => m.LeadForm)),
  pageList: lazySection(() => import('./pageList/PageList.tsx').then((m) => m.PageList)),
  entryHeader: lazySection(() => import('./entryHeader/EntryHeader.tsx').then((m) => m.EntryHeader)),
  article: lazySection(() => import('./article/Article.tsx').then((m) => m.Article)),
  domainChecker: lazySection(() => import('./domainChecker/DomainChecker.tsx').then((m) => m.DomainChecker)),
  domainPrices: lazySection(() => import('./domainPrices/DomainPrices.tsx').then((m) => m.DomainPrices)),
  sampleGallery: lazySection(() => import('./sampleGallery/SampleGallery.tsx').then((m) => m.SampleGallery)),
  znsEstimator: lazySection(() => import('./znsEstimator/ZnsEstimator.tsx').then((m) => m.ZnsEstimator)),
  chatMockup: lazySection(() => import('./chatMockup/ChatMockup.tsx').then((m) => m.ChatMockup)),
  tabs: lazySection(() => import('./tabs/Tabs.tsx').then((m) => m.Tabs)),
  templateGallery: lazySection(() => import('./templateGallery/TemplateGallery.tsx').then((m) => m.TemplateGallery)),
  templateChoice: lazySection(() => import('./templateChoice/TemplateChoice.tsx').then((m) => m.TemplateChoice)),
  contentLibrary: lazySection(() => import('./contentLibrary/ContentLibrary.tsx').then((m) => m.ContentLibrary)),
};

export const registeredSectionTypes = Object.keys(registry) as SectionType[];

/** The component for a section type; undefined for anything else ("toString" and "__proto__" included). */
export function getSectionComponent(type: string): LazySection<Section> | undefined {
  return Object.hasOwn(registry, type) ? (registry[type as SectionType] as LazySection<Section>) : undefined;
}

/** Loads the components of these sections and of the sections nested in them, so none suspends. */
export async function preloadSections(sections: readonly { type: string }[]): Promise<void> {
  const types = new Set(walkSections(sections).map(({ section }) => String(section.type)));
  await Promise.all([...types].map((type) => getSectionComponent(type)?.preload()));
}
