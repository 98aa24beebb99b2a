import type { Section } from '../model/generated.ts';
import { getSectionComponent } from '../sections/registry.ts';
import { SectionBoundary } from './SectionBoundary.tsx';

/** Renders a page's sections in order, each inside its own error boundary. */
export function PageView({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Render = getSectionComponent(section.type);
        return (
          <SectionBoundary key={section.id ?? index} type={section.type} index={index}>
            {Render ? <Render {...section} /> : null}
          </SectionBoundary>
        );
      })}
    </>
  );
}
