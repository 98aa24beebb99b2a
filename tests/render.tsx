// Renders a component the way the site does: inside MantineProvider, the site data and a router.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import type { SiteFile } from '../src/model/generated.ts';
import { SiteProvider } from '../src/render/SiteContext.tsx';
import { theme } from '../src/theme.ts';

export const testSite = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/_site.json'), 'utf8')) as SiteFile;

export function Providers({ children, site = testSite }: { children: ReactNode; site?: SiteFile }) {
  return (
    <MemoryRouter>
      <MantineProvider theme={theme} forceColorScheme="light">
        <SiteProvider value={site}>{children}</SiteProvider>
      </MantineProvider>
    </MemoryRouter>
  );
}

export function renderWithProviders(ui: ReactNode, site?: SiteFile) {
  return render(<Providers site={site}>{ui}</Providers>);
}

/** Server-side render, as the prerender does. */
export function renderToHtml(ui: ReactNode, site?: SiteFile): string {
  return renderToString(<Providers site={site}>{ui}</Providers>);
}
