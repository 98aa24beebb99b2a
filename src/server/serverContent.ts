// What the server needs from the content: the extensions sold (domain check) and the lead form's
// service options. From source it is read from the validated pages/; the production bundle
// (scripts/lib/buildServer.ts) replaces this module with the same values taken at build time, so
// the server runs without pages/, the schemas or the validator.
import { loadSiteModel } from './siteModel.ts';
import { serverContentOf } from './serverContentOf.ts';

export interface ServerContent {
  /** ".com", ".vn", … from pages/_site.json. */
  domainExtensions: readonly string[];
  /** Every leadForm section's `services`, on any page (tabs included). */
  leadServices: readonly string[];
  /** Every page's route and title, sorted by route (the admin's page list). */
  pages: readonly { route: string; title: string }[];
  /** The pages' A/B experiments: each one's id, route and variants ("a" first) with their weights (absent in releases made before experiments: none). */
  experiments?: readonly ServedExperiment[];
}

export interface ServedExperiment {
  id: string;
  route: string;
  variants: readonly { id: string; weight: number }[];
}

/** The content of pages/ (validated once per process); throws when it does not validate. */
export function loadServerContent(): ServerContent {
  return serverContentOf(loadSiteModel());
}
