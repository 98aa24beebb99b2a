import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SiteFile } from '../model/generated.ts';
import { SiteProvider } from '../kit/SiteContext.tsx';
import { SiteShell } from '../shell/SiteShell.tsx';
import { FONT_PRELOADS } from '../styles/fontPreloads.ts';
import { theme } from '../theme.ts';
import { THEME_VARIABLES_CSS } from '../styles/themeVariables.ts';
import type { PageData } from '../model/boot.ts';
import { PageHead } from './PageHead.tsx';

/**
 * Content hidden until a click (closed FAQ answers, unchosen tab panels) is in the HTML with
 * `hidden` and `data-reveal-without-js`, so the first client render matches it. Without
 * JavaScript this rule shows it all. It is CSS, which our CSP allows inline (`script-src` allows
 * one inline script, the bootstrap, by its hash: not one adding a "js" class early). With scripts
 * on, the browser reads <noscript> as text, and React neither hydrates nor renders its children.
 */
export const REVEAL_WITHOUT_JS = '[data-reveal-without-js][hidden]{display:block!important}';

/**
 * The whole HTML document, rendered to HTML at build time. In the browser its islands are hydrated
 * (src/app/hydrate.tsx); a link to another page loads that page's document.
 * No script in <head>: src/entry.server.tsx ends <body> with the boot data and the inline script that
 * loads the entry after the first paint (src/app/bootstrapScript.ts).
 */
export function Document({ site, page, styles, children }: { site: SiteFile; page: PageData | null; styles: readonly string[]; children: ReactNode }) {
  return (
    <html lang="vi" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b2fc9" />
        <PageHead page={page} site={site} />
        {/* Which A/B variant this document is (src/model/experiment.ts): read at load, never rendered by the app. */}
        {page?.experimentVariant ? <meta name="experiment" content={`${page.experimentVariant.id} ${page.experimentVariant.variant}`} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <noscript>
          <style>{REVEAL_WITHOUT_JS}</style>
        </noscript>
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {FONT_PRELOADS.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
      </head>
      <body>
        {/* The theme's variables without the dark scheme's (src/styles/themeVariables.ts): a constant of ours, not content. */}
        <style data-mantine-styles="" dangerouslySetInnerHTML={{ __html: THEME_VARIABLES_CSS }} />
        <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
          <SiteProvider value={site}>
            <SiteShell demo={page?.demo}>{children}</SiteShell>
          </SiteProvider>
        </MantineProvider>
      </body>
    </html>
  );
}
