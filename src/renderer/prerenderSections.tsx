// Build time (src/entry.server.tsx): each section without behaviour becomes its HTML, rendered by
// React with the real component in the providers the page gives it, so the browser needs neither
// its props nor its code (src/model/prerendered.ts). Those after the page's first section are laid
// out only near the view until the page has loaded (src/kit/deferredLayout.ts). Their headings
// break only between Vietnamese words (src/lib/headingBreaks.ts): joined in the HTML here, and for the
// sections left (interactive ones) as the page's `headings` map.
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteFile } from '../model/generated.ts';
import { mapSections } from '../model/sectionTree.ts';
import { headingJoins, joinHeadingsInHtml } from '../lib/headingBreaks.ts';
import { DEFERRED_LAYOUT_ATTRIBUTE } from '../kit/deferredLayout.ts';
import { NavigationContext, staticNavigation } from '../kit/navigation.ts';
import { PageProvider } from '../kit/PageContext.tsx';
import { SiteProvider } from '../kit/SiteContext.tsx';
import { getSectionComponent, hasBehaviour, preloadSections } from '../sections/registry.ts';
import { theme } from '../theme.ts';
import type { PageData, ResolvedPage } from '../model/boot.ts';
import type { PrerenderedSection } from '../model/prerendered.ts';

export async function prerenderStaticSections(page: ResolvedPage, site: SiteFile): Promise<PageData> {
  await preloadSections(page.sections);
  let key = 0;
  // The page's sections after the first (which holds its heading and largest paint, in view); not
  // those nested in another.
  const laidOutLate = new Set<object>(page.sections.slice(1));
  const sections = mapSections<never, PrerenderedSection>(page.sections, (section) => {
    if (hasBehaviour(section)) return section;
    const Render = getSectionComponent(section.type);
    if (!Render) return section;
    key++;
    const markup = renderToStaticMarkup(
      <StrictMode>
        {/* The document's MantineProvider writes the CSS variables; this one only gives the theme. */}
        <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
          <SiteProvider value={site}>
            <PageProvider value={page}>
              <NavigationContext value={staticNavigation(page.route)}>
                <Render {...section} />
              </NavigationContext>
            </PageProvider>
          </SiteProvider>
        </MantineProvider>
      </StrictMode>,
      // Ids made by useId stay unique on the page: each section is a render of its own.
      { identifierPrefix: `p${key}-` },
    );
    const joined = joinHeadingsInHtml(markup);
    const html = laidOutLate.has(section) ? withDeferredLayout(joined) : joined;
    return { type: section.type, ...(section.id !== undefined ? { id: section.id } : {}), prerendered: { key, html } };
  });
  const headings = headingJoins(sections);
  return { ...page, sections, ...(Object.keys(headings).length > 0 ? { headings } : {}) };
}

/**
 * A section's HTML with its root element marked as a deferred part: the first element that carries
 * `data-section` (every section's root does; a hero's image preload may come before it). The mark
 * goes in just before that attribute, in the same tag.
 */
export function withDeferredLayout(html: string): string {
  const at = html.indexOf(' data-section="');
  return at < 0 ? html : `${html.slice(0, at)} ${DEFERRED_LAYOUT_ATTRIBUTE}=""${html.slice(at)}`;
}
