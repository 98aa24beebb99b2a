// Renders a component inside MantineProvider and the site data, with a router (React Router, handed
// to the components by RouterNavigation, as in the editor's preview) or, with `url: null`, as the
// site's islands run: no router, the window's location and navigation (src/kit/navigation.ts).
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '../src/editor/preview/RouterNavigation.tsx';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import type { SiteFile } from '../src/model/generated.ts';
import { SiteProvider } from '../src/kit/SiteContext.tsx';
import { PageProvider } from '../src/kit/PageContext.tsx';
import type { PageData } from '../src/model/boot.ts';
import { theme } from '../src/theme.ts';
import { preloadSections, registeredSectionTypes } from '../src/sections/registry.ts';

/**
 * Section components are loaded on demand (src/sections/lazySection.ts), and the site preloads a page's
 * sections before rendering it. A test that renders sections through the registry (a page, the catalogue,
 * tabs holding sections) loads every type first: `beforeAll(loadEverySection)`. The others import only
 * the component they test, and start faster.
 */
export const loadEverySection = () => preloadSections(registeredSectionTypes.map((type) => ({ type })));

export const testSite = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'pages/_site.json'), 'utf8')) as SiteFile;

export interface ProviderOptions {
  site?: SiteFile;
  /** The page being rendered (entryHeader and article read its card). */
  page?: PageData;
  /** The URL the router starts at, e.g. '/blog?q=seo'; null: no router (set the window's URL first). */
  url?: string | null;
}

export function Providers({ children, site = testSite, page, url = '/' }: ProviderOptions & { children: ReactNode }) {
  const content = (
    <MantineProvider theme={theme} forceColorScheme="light">
      <SiteProvider value={site}>
        <PageProvider value={page ?? null}>{children}</PageProvider>
      </SiteProvider>
    </MantineProvider>
  );
  if (url === null) return content;
  return (
    <MemoryRouter initialEntries={[url]}>
      <RouterNavigation>{content}</RouterNavigation>
    </MemoryRouter>
  );
}

/** Renders in jsdom; `options` may be the site file (the older form) or ProviderOptions. */
export function renderWithProviders(ui: ReactNode, options?: SiteFile | ProviderOptions) {
  return render(<Providers {...asOptions(options)}>{ui}</Providers>);
}

/** Server-side render, as the prerender does. */
export function renderToHtml(ui: ReactNode, options?: SiteFile | ProviderOptions): string {
  return renderToString(<Providers {...asOptions(options)}>{ui}</Providers>);
}

const asOptions = (options: SiteFile | ProviderOptions | undefined): ProviderOptions =>
  options && 'company' in options ? { site: options } : ((options as ProviderOptions | undefined) ?? {});
