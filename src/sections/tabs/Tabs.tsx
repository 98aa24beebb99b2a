import { Container } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { PageSection } from '../../model/prerendered.ts';
import type { TabsOf } from '../../model/sectionTree.ts';
import { useHydrated } from '../../kit/useHydrated.ts';
import { useSectionList } from '../../kit/SectionListContext.tsx';
import classes from './Tabs.module.css';
import { useTabSelection } from './useTabSelection.ts';

/** Where a key moves the focus and the selection (automatic activation); undefined: not ours. */
function keyTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Tabs whose panels hold sections (WAI-ARIA tabs pattern, automatic activation). The tabs are
 * links to their panels (#id), so without JavaScript they jump to the panels, all shown.
 */
export function Tabs({ id, label, tabs }: TabsOf<PageSection>) {
  const SectionList = useSectionList();
  const hydrated = useHydrated();
  const { selected, select } = useTabSelection(tabs);
  const baseId = useId();
  const section = useRef<HTMLElement>(null);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  /** Counts the visitor's tab changes: each brings the top of the section into view. */
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    if (moves === 0) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // scroll-margin-top keeps the section's top below the sticky header.
    section.current?.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
  }, [moves]);

  const choose = (index: number) => {
    select(index);
    setMoves((n) => n + 1);
  };
  const onClick = (event: MouseEvent, index: number) => {
    // Ctrl/⌘/Shift-click opens the panel's #id in a new tab or window, which selects it there.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(index);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    // Alt+Left is the browser's Back.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = keyTarget(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section ref={section} id={id} data-section="tabs" aria-label={label} className={classes.section}>
      <Container size="lg">
        <div role="tablist" aria-label={label} className={classes.list}>
          {tabs.map((tab, index) => (
            <a
              key={index}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              href={`#${tab.id}`}
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={tab.id}
              // Roving tabindex once scripts run; before that every tab is a plain, reachable link.
              tabIndex={hydrated ? (index === selected ? 0 : -1) : undefined}
              className={classes.tab}
              onClick={(event) => onClick(event, index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </a>
          ))}
        </div>
      </Container>
      {tabs.map((tab, index) => (
        <div
          key={index}
          role="tabpanel"
          id={tab.id}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          // Without JavaScript every panel must be readable, yet with it only the selected one shows,
          // from the first paint on and identical to the prerendered HTML: the HTML hides the
          // others, and the document head's <noscript> rule reveals them when scripts do not run.
          hidden={index !== selected}
          data-reveal-without-js=""
          className={classes.panel}
        >
          <SectionList sections={tab.sections} />
        </div>
      ))}
    </section>
  );
}
