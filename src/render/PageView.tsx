import type { Section } from '../model/generated.ts';
import { renderSection } from '../sections/registry.ts';
import { isPrerendered } from '../app/prerendered.ts';
import { PrerenderedSectionView } from './PrerenderedSectionView.tsx';
import { SectionBoundary } from './SectionBoundary.tsx';
import { SectionListContext } from './SectionListContext.tsx';

/**
 * Renders a page's sections in order, each inside its own error boundary; nested sections (tabs) too.
 * Sections the build prerendered (src/app/prerendered.ts) are their HTML, without their code.
 */
export function PageView({ sections }: { sections: Section[] }) {
  return (
    <SectionListContext value={SectionList}>
      <SectionList sections={sections} />
    </SectionListContext>
  );
}

function SectionList({ sections }: { sections: Section[] }) {
  // Ids are keys (a reordered page keeps each section's state); a repeated id (an error the
  // validator reports) falls back to the position, so keys stay unique.
  const seen = new Set<string>();
  return (
    <>
      {sections.map((section, index) => {
        const key = section.id !== undefined && !seen.has(section.id) ? section.id : index;
        if (section.id !== undefined) seen.add(section.id);
        return (
          <SectionBoundary key={key} type={section.type} index={index}>
            <SectionView section={section} />
          </SectionBoundary>
        );
      })}
    </>
  );
}

/** A section without behaviour as its prerendered HTML (no code); any other with its component. */
function SectionView({ section }: { section: Section }) {
  if (isPrerendered(section)) return <PrerenderedSectionView prerendered={section.prerendered} />;
  return renderSection(section);
}
