// The section registry: one line per section type. It must list exactly the types of
// schema/page.schema.json (tests/unit/registry.test.ts proves it; tsc proves the props match).
import type { ComponentType } from 'react';
import type { Section } from '../model/generated.ts';
import { ContactInfo } from './contactInfo/ContactInfo.tsx';
import { Cta } from './cta/Cta.tsx';
import { Faq } from './faq/Faq.tsx';
import { FeatureGrid } from './featureGrid/FeatureGrid.tsx';
import { Hero } from './hero/Hero.tsx';
import { LeadForm } from './leadForm/LeadForm.tsx';
import { LogoStrip } from './logoStrip/LogoStrip.tsx';
import { PlanGrid } from './planGrid/PlanGrid.tsx';
import { Process } from './process/Process.tsx';
import { ServiceDetail } from './serviceDetail/ServiceDetail.tsx';
import { ServiceGrid } from './serviceGrid/ServiceGrid.tsx';
import { Stats } from './stats/Stats.tsx';
import { Team } from './team/Team.tsx';
import { Testimonials } from './testimonials/Testimonials.tsx';
import { Timeline } from './timeline/Timeline.tsx';

export type SectionType = Section['type'];
export type SectionProps<T extends SectionType> = Extract<Section, { type: T }>;

const registry: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
  hero: Hero,
  stats: Stats,
  planGrid: PlanGrid,
  process: Process,
  faq: Faq,
  featureGrid: FeatureGrid,
  serviceGrid: ServiceGrid,
  serviceDetail: ServiceDetail,
  testimonials: Testimonials,
  team: Team,
  timeline: Timeline,
  cta: Cta,
  logoStrip: LogoStrip,
  contactInfo: ContactInfo,
  leadForm: LeadForm,
};

export const registeredSectionTypes = Object.keys(registry) as SectionType[];

/** The component for a section type; undefined for anything else ("toString" and "__proto__" included). */
export function getSectionComponent(type: string): ComponentType<Section> | undefined {
  return Object.hasOwn(registry, type) ? (registry[type as SectionType] as ComponentType<Section>) : undefined;
}
