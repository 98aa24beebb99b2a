import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SiteFile } from '../model/generated.ts';
import { SiteProvider } from '../render/SiteContext.tsx';
import { SiteShell } from '../shell/SiteShell.tsx';
import { FONT_PRELOADS } from '../styles/fontPreloads.ts';
import { theme } from '../theme.ts';
import { useAssets } from './AssetsContext.tsx';
import type { PageData } from './boot.ts';
import { PageHead } from './PageHead.tsx';

/**
 * Content hidden until a click (closed FAQ answers, unchosen tab panels) is in the HTML with
 * `hidden` and `data-reveal-without-js`, so the first client render matches it. Without
 * JavaScript this rule shows it all. It is CSS, which our CSP allows inline (`script-src 'self'`
 * forbids inline scripts, e.g. one adding a "js" class early). With scripts on, the browser reads
 * <noscript> as text, and React neither hydrates nor renders its children.
 */
export const REVEAL_WITHOUT_JS = '[data-reveal-without-js][hidden]{display:block!important}';

/**
 * The whole HTML document, rendered to HTML at build time. In the browser its islands are hydrated
 * (src/app/hydrate.tsx), and after a client navigation the app renders <main> (src/app/startApp.tsx).
 */
export function Document({ site, page, children }: { site: SiteFile; page: PageData | null; children: ReactNode }) {
  const assets = useAssets();
  return (
    <html lang="vi" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b2fc9" />
        <PageHead page={page} site={site} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <noscript>
          <style>{REVEAL_WITHOUT_JS}</style>
        </noscript>
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {FONT_PRELOADS.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {/* Not async: a module script without it is deferred, so it runs only once the whole document
            (the boot data at the end of <body> included) is parsed. React renders it in place, as any
            element; it never hoists or reorders it (it does that to async scripts). The rest of the
            page's code (assets.preload, in the boot data) is fetched by the entry after the first
            paint, so no <link rel="modulepreload"> here competes with the page for bandwidth. */}
        {assets.entry ? <script type="module" src={assets.entry} /> : null}
      </head>
      <body>
        <MantineProvider theme={theme} forceColorScheme="light">
          <SiteProvider value={site}>
            <SiteShell demo={page?.demo}>{children}</SiteShell>
          </SiteProvider>
        </MantineProvider>
      </body>
    </html>
  );
}
