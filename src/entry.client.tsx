import { BOOT_ELEMENT_ID, type BootData } from './app/boot.ts';
import { afterFirstContentfulPaint, documentParsed, preloadModules } from './app/paintFirst.ts';

/**
 * The page is complete HTML; scripts only add behaviour. So they wait for it, by construction:
 * 1. The boot data is the last element of <body> and hydration needs the whole document: wait for
 *    the parser (this entry is a deferred module script, which already runs after parsing; this
 *    holds for any way it is loaded — async, injected by a dev tool, cached).
 * 2. The code of the page's islands (React, the shell's menus, the page's interactive sections:
 *    70–100 KB gzip) is requested only once the page shows its content (first contentful paint),
 *    so on a slow phone connection it never competes with the stylesheet, fonts and images for
 *    bandwidth, nor with the first paint for the main thread. Its files are listed in the boot
 *    data and fetched in parallel, not one after another.
 */
async function start(): Promise<void> {
  await documentParsed();
  const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)!.textContent!) as BootData;
  await afterFirstContentfulPaint();
  preloadModules(boot.assets.preload);
  // By the URL in the boot data: a separate build entry (scripts/build.ts), not bundled in here.
  const { hydrate } = (await import(/* @vite-ignore */ boot.assets.app)) as typeof import('./app/hydrate.tsx');
  await hydrate(boot);
}

void start();
