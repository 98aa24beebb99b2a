// The live preview (inside the editor's iframe): the page being edited rendered by the real section
// registry inside the real site shell, with the site's own styles. The editor posts the resolved
// page; a click on a section tells the editor which one to select.
import '../../styles/mantine.ts';
import '../../styles/global.css';
import { MantineProvider } from '@mantine/core';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { PageData } from '../../app/boot.ts';
import type { SiteFile } from '../../model/generated.ts';
import { PageProvider } from '../../render/PageContext.tsx';
import { PageView } from '../../render/PageView.tsx';
import { SiteProvider } from '../../render/SiteContext.tsx';
import { preloadSections } from '../../sections/registry.ts';
import { SiteShell } from '../../shell/SiteShell.tsx';
import { theme } from '../../theme.ts';
import { PREVIEW_PAGE, PREVIEW_SELECT, type PreviewMessage } from './messages.ts';

function Preview() {
  const [shown, setShown] = useState<{ page: PageData; site: SiteFile; version: number }>();
  useEffect(() => {
    let version = 0;
    const onMessage = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== location.origin || event.data?.type !== PREVIEW_PAGE) return;
      const { page, site } = event.data;
      const mine = ++version;
      // Section code first, so rendering never waits on it; a newer page wins over an older one.
      void preloadSections(page.sections).finally(() => mine === version && setShown({ page, site, version: mine }));
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: 'preview:ready' }, location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  if (!shown) return <p>Đang tải bản xem trước…</p>;
  const { page, site } = shown;
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <SiteProvider value={site}>
        <MemoryRouter initialEntries={[page.route]}>
          <SiteShell>
            <PageProvider value={page}>
              {page.sections.map((section, index) => (
                // One wrapper per section: a click selects it in the editor.
                <div
                  key={index}
                  data-editor-index={index}
                  onClickCapture={(e) => {
                    e.preventDefault();
                    window.parent.postMessage({ type: PREVIEW_SELECT, index }, location.origin);
                  }}
                >
                  <PageView sections={[section]} />
                </div>
              ))}
            </PageProvider>
          </SiteShell>
        </MemoryRouter>
      </SiteProvider>
    </MantineProvider>
  );
}

createRoot(document.getElementById('preview')!).render(<Preview />);
