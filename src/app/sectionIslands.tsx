// The page's islands with Mantine components: interactive sections, and a section catalogue
// page's copy button. Loaded only by pages that have one (src/app/hydrate.tsx).
import type { ReactElement } from 'react';
import type { SiteFile } from '../model/generated.ts';
import type { IslandSpec } from '../model/islandSpec.ts';
import { PageProvider } from '../kit/PageContext.tsx';
import { SectionIslandContent } from '../renderer/PageView.tsx';
import { SiteProvider } from '../kit/SiteContext.tsx';
import { ThemeOnlyProvider } from '../renderer/ThemeOnlyProvider.tsx';
import { preloadSections } from '../sections/registry.ts';
import { lazySection } from '../sections/lazySection.ts';
import type { PageData } from '../model/boot.ts';

export { withDocumentContentFrom } from '../model/prerendered.ts';

/** The catalogue's copy button, as an island of its own (a catalogue page's view is static HTML in the document). */
export const CopyJsonView = lazySection(() => import('../renderer/CopyJsonButton.tsx').then((m) => m.CopyJsonButton));

export type SectionIslandSpec = Extract<IslandSpec, { kind: 'section' | 'copyJson' }>;

/** A section island's content, as the server renders it and the browser hydrates it. */
export function sectionIslandContent(spec: SectionIslandSpec, site: SiteFile, page: PageData): ReactElement {
  return (
    // The document's MantineProvider writes the CSS variables; this one only gives the theme.
    <ThemeOnlyProvider>
      <SiteProvider value={site}>
        <PageProvider value={page}>
          {spec.kind === 'copyJson' ? <CatalogueCopyButton page={page} /> : <SectionIslandContent section={page.sections[spec.index]!} index={spec.index} />}
        </PageProvider>
      </SiteProvider>
    </ThemeOnlyProvider>
  );
}

function CatalogueCopyButton({ page }: { page: PageData }) {
  const entry = page.catalogue?.kind === 'type' ? page.catalogue.entry : undefined;
  return <CopyJsonView text={entry?.json ?? ''} name={entry?.type ?? ''} />;
}

/**
 * Loads the code of these islands' sections, so hydrating them never suspends. (Their files are
 * already on their way: the entry asks for an island's list in the boot data before it wakes.)
 */
export async function preloadSectionIslands(specs: readonly SectionIslandSpec[], page: PageData): Promise<void> {
  await Promise.all(specs.map((spec) => (spec.kind === 'copyJson' ? CopyJsonView.preload() : preloadSections([page.sections[spec.index]!]))));
}
