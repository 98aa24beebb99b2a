// What the server needs from the content: the extensions sold (domain check) and the lead form's
// service options. From source it is read from the validated pages/; the production bundle
// (scripts/lib/buildServer.ts) replaces this module with the same values taken at build time, so
// the server runs without pages/, the schemas or the validator.
import { loadSiteModel } from './siteModel.ts';
import { serverContentOf, type ServerContent } from './serverContentOf.ts';

export type { ServedExperiment, ServerContent } from './serverContentOf.ts';

/** The content of pages/ (validated once per process); throws when it does not validate. */
export function loadServerContent(): ServerContent {
  return serverContentOf(loadSiteModel());
}
