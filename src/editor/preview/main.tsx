// The live preview (inside the editor's iframe): the page being edited rendered by the real section
// registry inside the real site shell, with the site's own styles. The editor posts the resolved
// page; a click on a section tells the editor which one to select.
import '../../styles/mantine.ts';
import '../../styles/global.css';
import { MantineProvider } from '@mantine/core';
import { createContext, Fragment, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { PageData } from '../../model/boot.ts';
import { RouterNavigation } from './RouterNavigation.tsx';
import { displayPath } from '../../engine/locate.ts';
import type { SiteFile } from '../../model/generated.ts';
import { sectionGroups, walkSections, type JsonPath } from '../../model/sectionTree.ts';
import { PageProvider } from '../../kit/PageContext.tsx';
import { PageView } from '../../renderer/PageView.tsx';
import { SiteProvider } from '../../kit/SiteContext.tsx';
import { preloadSections } from '../../sections/registry.ts';
import { SiteShell } from '../../shell/SiteShell.tsx';
import { theme } from '../../theme.ts';
import { PREVIEW_PAGE, PREVIEW_SCROLL, PREVIEW_SELECT, type PreviewMessage } from './messages.ts';

function Preview() {
  // `epoch` remounts the page after a section failed: its error boundary would keep the notice
  // ("Không thể hiển thị…") even once the page is valid again.
  const [shown, setShown] = useState<{ page: PageData; site: SiteFile; version: number; epoch: number }>();
  // A section selected before the page (or that section) was drawn: scrolled to once it is.
  const pendingScroll = useRef<string | undefined>(undefined);
  useEffect(() => {
    let version = 0;
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== location.origin) return;
      if (event.data?.type === PREVIEW_SCROLL) {
        pendingScroll.current = scrollToSection(event.data.path) ? undefined : event.data.path;
        return;
      }
      if (event.data?.type !== PREVIEW_PAGE) return;
      const { page, site } = event.data;
      const mine = ++version;
      // Section code first, so rendering never waits on it; a newer page wins over an older one.
      void preloadSections(page.sections).finally(() => {
        if (mine !== version) return;
        const failed = document.querySelector('[data-section-error]') !== null;
        setShown((before) => ({ page, site, version: mine, epoch: (before?.epoch ?? 0) + (failed ? 1 : 0) }));
      });
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: 'preview:ready' }, location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    // Sections may be drawn after the page (a lazy section's code): watch until the wanted one is there.
    const scrollWhenDrawn = () => {
      if (pendingScroll.current && scrollToSection(pendingScroll.current)) pendingScroll.current = undefined;
    };
    scrollWhenDrawn();
    const observer = new MutationObserver(scrollWhenDrawn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const marks = useMemo(() => sectionMarks(shown?.page.sections ?? []), [shown]);
  if (!shown) return <p>Đang tải bản xem trước…</p>;
  const { page, site } = shown;
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <SiteProvider value={site}>
        <MemoryRouter initialEntries={[page.route]}>
          <RouterNavigation>
            <Shell>
              <PageProvider value={page}>
                <SectionMarks value={marks}>
                  <div
                    key={shown.epoch}
                    onClickCapture={(e) => {
                      // The innermost section clicked (a section inside a tab before the tabs section).
                      const marked = (e.target as Element).closest<HTMLElement>('[data-editor-path]');
                      const path = marked && marks.paths.get(marked.dataset.editorPath!);
                      if (!path) return;
                      e.preventDefault();
                      window.parent.postMessage({ type: PREVIEW_SELECT, path }, location.origin);
                    }}
                  >
                    <PageView sections={page.sections} frame={EditorFrame} />
                  </div>
                </SectionMarks>
              </PageProvider>
            </Shell>
          </RouterNavigation>
        </MemoryRouter>
      </SiteProvider>
    </MantineProvider>
  );
}

/** Scrolls this frame so the section at this display path is at its top; false when it is not drawn (yet). */
function scrollToSection(path: string): boolean {
  const target = document.querySelector(`[data-editor-path="${CSS.escape(path)}"]`);
  if (!target) return false;
  // Not scrollIntoView: in a frame of the same origin it scrolls the editor's page and the frame's box
  // too, which moved the form and its Save button away from the author at each selection.
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - padding });
  return true;
}

/** The catalogue's thumbnails ("?bare") show the section alone, without the site's header and footer. */
const BARE = new URLSearchParams(location.search).has('bare');
const Shell = BARE ? Fragment : SiteShell;

interface Marks {
  /** Each list of sections of the page (its own, each tab's), by identity, with its path in the page file. */
  lists: Map<readonly unknown[], JsonPath>;
  /** Every section's path by its display form ("sections[1].tabs[0].sections[2]"). */
  paths: Map<string, JsonPath>;
}

/** Where each section of the page is, by the page model's walk (nested sections included). */
function sectionMarks(sections: readonly unknown[]): Marks {
  const lists = new Map<readonly unknown[], JsonPath>([[sections, ['sections']]]);
  const nodes = walkSections(sections);
  for (const node of nodes)
    for (const group of sectionGroups(node.section, node.path)) if (Array.isArray(group.sections)) lists.set(group.sections, [...group.path, group.key]);
  return { lists, paths: new Map(nodes.map((node) => [displayPath(node.path), node.path])) };
}

const SectionMarks = createContext<Marks>({ lists: new Map(), paths: new Map() });

/** Marks a rendered section with its path in the page file: a click on it selects it in the editor. */
function EditorFrame({ sections, index, children }: { sections: readonly unknown[]; index: number; children: ReactNode }) {
  const list = use(SectionMarks).lists.get(sections);
  return list ? <div data-editor-path={displayPath([...list, index])}>{children}</div> : children;
}

createRoot(document.getElementById('preview')!).render(<Preview />);
