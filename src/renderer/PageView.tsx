import { createContext, use, type ComponentType, type ReactNode } from 'react';
import { hydrationStrategy, renderSection } from '../sections/registry.ts';
import { isPrerendered, type PageSection } from '../model/prerendered.ts';
import { Island } from '../kit/Island.tsx';
import { PrerenderedSectionView } from './PrerenderedSectionView.tsx';
import { SectionBoundary } from './SectionBoundary.tsx';
import { SectionListContext } from '../kit/SectionListContext.tsx';

/**
 * Renders a page's sections in order, each inside its own error boundary; nested sections (tabs) too.
 * Sections the build prerendered (src/model/prerendered.ts) are their HTML, without their code.
 * The content of a section island is `sectionIslandContent` (the browser hydrates it alone).
 */
export function PageView({ sections, frame = null }: { sections: readonly PageSection[]; frame?: SectionFrame | null }) {
  return (
    <SectionFrameContext value={frame}>
      <SectionListContext value={SectionList}>
        <SectionList sections={sections} />
      </SectionListContext>
    </SectionFrameContext>
  );
}

/**
 * Drawn around each section, nested ones included: the editor's preview marks every section so a
 * click selects it. `sections` is the list the section is in (the page's, or a tab's).
 */
export type SectionFrame = ComponentType<{ sections: readonly PageSection[]; index: number; children: ReactNode }>;
const SectionFrameContext = createContext<SectionFrame | null>(null);

function SectionList({ sections }: { sections: readonly PageSection[] }) {
  // Ids are keys (a reordered page keeps each section's state); a repeated id (an error the
  // validator reports) falls back to the position, so keys stay unique.
  const seen = new Set<string>();
  const Frame = use(SectionFrameContext);
  return (
    <>
      {sections.map((section, index) => {
        const key = section.id !== undefined && !seen.has(section.id) ? section.id : index;
        if (section.id !== undefined) seen.add(section.id);
        const view = <SectionEntry key={key} section={section} index={index} />;
        return Frame ? (
          <Frame key={key} sections={sections} index={index}>
            {view}
          </Frame>
        ) : (
          view
        );
      })}
    </>
  );
}

/** A section in its error boundary; one with behaviour is an island on a prerendered page (inside one: part of it). */
function SectionEntry({ section, index }: { section: PageSection; index: number }) {
  const boundary = (
    <SectionBoundary type={section.type} index={index}>
      <SectionView section={section} />
    </SectionBoundary>
  );
  const hydrate = isPrerendered(section) ? null : hydrationStrategy(section);
  return hydrate ? <Island spec={{ kind: 'section', index, hydrate }}>{boundary}</Island> : boundary;
}

/**
 * One of a page's sections, as PageView renders it in the list (a section catalogue page shows its
 * type's example this way, between its description and its JSON).
 */
export function PageSectionView({ sections, index }: { sections: readonly PageSection[]; index: number }) {
  return (
    <SectionListContext value={SectionList}>
      <SectionEntry section={sections[index]!} index={index} />
    </SectionListContext>
  );
}

/** A section without behaviour as its prerendered HTML (no code); any other with its component. */
function SectionView({ section }: { section: PageSection }) {
  if (isPrerendered(section)) return <PrerenderedSectionView prerendered={section.prerendered} />;
  return renderSection(section);
}

/**
 * A section island's content, as its own root renders it (server and browser alike): the same
 * boundary and nested-list rendering as on the page.
 */
export function SectionIslandContent({ section, index }: { section: PageSection; index: number }) {
  return (
    <SectionListContext value={SectionList}>
      <SectionBoundary type={section.type} index={index}>
        <SectionView section={section} />
      </SectionBoundary>
    </SectionListContext>
  );
}
