// The values the server takes from a validated site model (serverContent.ts says which and why). Apart
// from serverContent.ts because the production bundle replaces that module with the values themselves,
// while a publish (src/publish/contentBuild.ts) reads them from new content.
import type { SiteModel } from '../engine/validateProject.ts';
import { walkSections } from '../model/sectionTree.ts';

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
    experiments: model.pages.flatMap(({ route, experiment }) =>
      experiment ? [{ id: experiment.id, route, variants: experiment.variants.map(({ id, weight }) => ({ id, weight })) }] : [],
    ),
  };
}
