// The page's islands with Mantine components: interactive sections, and the section catalogue as a
// whole. Loaded only by pages that have one (src/app/hydrate.tsx).
import type { ReactElement } from 'react';
import type { SiteFile } from '../model/generated.ts';
import type { IslandSpec } from '../render/Island.tsx';
import { PageProvider } from '../render/PageContext.tsx';
import { SectionIslandContent } from '../render/PageView.tsx';
import { SiteProvider } from '../render/SiteContext.tsx';
import { ThemeOnlyProvider } from '../render/ThemeOnlyProvider.tsx';
import { preloadSections } from '../sections/registry.ts';
import { CatalogueView } from './catalogueView.ts';
import type { PageData } from './boot.ts';

export { withPrerenderedHtmlFrom } from './prerendered.ts';

export type SectionIslandSpec = Extract<IslandSpec, { kind: 'section' | 'catalogue' }>;

/** A section island's content, as the server renders it and the browser hydrates it. */
export function sectionIslandContent(spec: SectionIslandSpec, site: SiteFile, page: PageData): ReactElement {
  return (
    // The document's MantineProvider writes the CSS variables; this one only gives the theme.
    <ThemeOnlyProvider>
      <SiteProvider value={site}>
        <PageProvider value={page}>
          {spec.kind === 'catalogue' ? (
            <CatalogueView entries={page.catalogue ?? []} sections={page.sections} />
          ) : (
            <SectionIslandContent section={page.sections[spec.index]!} index={spec.index} />
          )}
        </PageProvider>
      </SiteProvider>
    </ThemeOnlyProvider>
  );
}

/** Loads the code of these islands' sections, so hydrating them never suspends. */
export async function preloadSectionIslands(specs: readonly SectionIslandSpec[], page: PageData): Promise<void> {
  await Promise.all(
    specs.map((spec) =>
      spec.kind === 'catalogue' ? Promise.all([CatalogueView.preload(), preloadSections(page.sections)]) : preloadSections([page.sections[spec.index]!]),
    ),
  );
}
