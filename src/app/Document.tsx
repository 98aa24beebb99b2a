import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import type { SiteFile } from '../model/generated.ts';
import { SiteProvider } from '../render/SiteContext.tsx';
import { SiteShell } from '../shell/SiteShell.tsx';
import { theme } from '../theme.ts';
import { useAssets } from './AssetsContext.tsx';
import type { PageData } from './boot.ts';
import { PageHead } from './PageHead.tsx';

/** The whole HTML document. Rendered to HTML at build time and hydrated in the browser. */
export function Document({ site, page, children }: { site: SiteFile; page: PageData | null; children: ReactNode }) {
  const assets = useAssets();
  // Marks a hydrated document (browser tests wait for it; CSS could use it).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <html lang="vi" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b2fc9" />
        <PageHead page={page} site={site} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          // precedence: React puts the stylesheet ahead of the module preloads, so first paint never waits on them.
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.entry ? <script type="module" async src={assets.entry} /> : null}
      </head>
      <body>
        <MantineProvider theme={theme} forceColorScheme="light">
          <SiteProvider value={site}>
            <SiteShell>{children}</SiteShell>
          </SiteProvider>
        </MantineProvider>
      </body>
    </html>
  );
}
