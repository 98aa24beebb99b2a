// What the server needs from the content: the extensions sold (domain check) and the lead form's
// service options. From source it is read from the validated pages/; the production bundle
// (scripts/lib/buildServer.ts) replaces this module with the same values taken at build time, so
// the server runs without pages/, the schemas or the validator.
import type { SiteModel } from '../engine/validateProject.ts';
import { walkSections } from '../model/sectionTree.ts';
import { loadSiteModel } from './siteModel.ts';

export interface ServerContent {
  /** ".com", ".vn", … from pages/_site.json. */
  domainExtensions: readonly string[];
  /** Every leadForm section's `services`, on any page (tabs included). */
  leadServices: readonly string[];
  /** Every page's route and title, sorted by route (the admin's page list). */
  pages: readonly { route: string; title: string }[];
}

export function serverContentOf(model: SiteModel): ServerContent {
  const services = new Set<string>();
  for (const page of model.pages) {
    for (const { section } of walkSections(page.sections)) {
      if (section.type === 'leadForm' && Array.isArray(section.services)) for (const s of section.services) if (typeof s === 'string') services.add(s);
    }
  }
  return {
    domainExtensions: (model.site.domainExtensions ?? []).map((e) => e.ext),
    leadServices: [...services],
    pages: model.pages.map((page) => ({ route: page.route, title: String(page.meta.title ?? '') })),
  };
}

/** The content of pages/ (validated once per process); throws when it does not validate. */
export function loadServerContent(): ServerContent {
  return serverContentOf(loadSiteModel());
}
