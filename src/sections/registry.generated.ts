// Generated from the folders src/sections/<type>/ by `npm run gen`. Do not edit by hand: a type is
// its folder; whether it hydrates is its section.json ("hydrate").
import type { Section } from '../model/generated.ts';
import { interactiveSection, staticSection, type LazySection } from './lazySection.ts';

export const registry: { [T in Section['type']]: LazySection<Extract<Section, { type: T }>> } = {
  article: staticSection(() => import('./article/Article.tsx').then((m) => m.Article)),
  chatMockup: staticSection(() => import('./chatMockup/ChatMockup.tsx').then((m) => m.ChatMockup)),
  contactInfo: staticSection(() => import('./contactInfo/ContactInfo.tsx').then((m) => m.ContactInfo)),
  contentLibrary: interactiveSection(() => import('./contentLibrary/ContentLibrary.tsx').then((m) => m.ContentLibrary), 'urlState'),
  cta: staticSection(() => import('./cta/Cta.tsx').then((m) => m.Cta)),
  deviceShowcase: staticSection(() => import('./deviceShowcase/DeviceShowcase.tsx').then((m) => m.DeviceShowcase)),
  domainChecker: interactiveSection(() => import('./domainChecker/DomainChecker.tsx').then((m) => m.DomainChecker), 'visible'),
  domainPrices: staticSection(() => import('./domainPrices/DomainPrices.tsx').then((m) => m.DomainPrices)),
  entryHeader: staticSection(() => import('./entryHeader/EntryHeader.tsx').then((m) => m.EntryHeader)),
  faq: staticSection(() => import('./faq/Faq.tsx').then((m) => m.Faq)),
  featureGrid: staticSection(() => import('./featureGrid/FeatureGrid.tsx').then((m) => m.FeatureGrid)),
  hero: staticSection(() => import('./hero/Hero.tsx').then((m) => m.Hero)),
  leadForm: interactiveSection(() => import('./leadForm/LeadForm.tsx').then((m) => m.LeadForm), 'urlState'),
  logoStrip: staticSection(() => import('./logoStrip/LogoStrip.tsx').then((m) => m.LogoStrip)),
  pageList: interactiveSection(
    () => import('./pageList/PageList.tsx').then((m) => m.PageList),
    'urlState',
    (section) => Boolean(section.filters),
  ),
  planGrid: staticSection(() => import('./planGrid/PlanGrid.tsx').then((m) => m.PlanGrid)),
  process: staticSection(() => import('./process/Process.tsx').then((m) => m.Process)),
  sampleGallery: interactiveSection(() => import('./sampleGallery/SampleGallery.tsx').then((m) => m.SampleGallery), 'urlState'),
  searchResults: interactiveSection(() => import('./searchResults/SearchResults.tsx').then((m) => m.SearchResults), 'interaction'),
  serviceDetail: staticSection(() => import('./serviceDetail/ServiceDetail.tsx').then((m) => m.ServiceDetail)),
  serviceGrid: staticSection(() => import('./serviceGrid/ServiceGrid.tsx').then((m) => m.ServiceGrid)),
  stats: staticSection(() => import('./stats/Stats.tsx').then((m) => m.Stats)),
  tabs: interactiveSection(() => import('./tabs/Tabs.tsx').then((m) => m.Tabs), 'urlState'),
  team: staticSection(() => import('./team/Team.tsx').then((m) => m.Team)),
  templateChoice: interactiveSection(() => import('./templateChoice/TemplateChoice.tsx').then((m) => m.TemplateChoice), 'urlState'),
  templateGallery: interactiveSection(() => import('./templateGallery/TemplateGallery.tsx').then((m) => m.TemplateGallery), 'urlState'),
  testimonials: staticSection(() => import('./testimonials/Testimonials.tsx').then((m) => m.Testimonials)),
  timeline: staticSection(() => import('./timeline/Timeline.tsx').then((m) => m.Timeline)),
  znsEstimator: interactiveSection(() => import('./znsEstimator/ZnsEstimator.tsx').then((m) => m.ZnsEstimator), 'visible'),
};
