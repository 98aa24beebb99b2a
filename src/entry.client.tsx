import { BOOT_ELEMENT_ID, type BootData } from './model/boot.ts';
import { preloadModules } from './app/preloadModules.ts';
import { wakeIslands } from './app/islands/wake.ts';
import { layOutDeferredParts } from './kit/deferredLayout.ts';
import { islandId } from './model/islandSpec.ts';

/**
 * The page is complete HTML; scripts only add behaviour. So they wait for it, by construction:
 * 1. This entry itself is requested only once the page shows its content (first contentful paint),
 *    by the inline script at the end of <body> (src/app/bootstrapScript.ts), in the build and the
 *    dev server alike. That script comes
 *    after the boot data and every island, so the document they need is parsed by then.
 * 2. The code of the page's islands (React and the shell's menus: 70 KB gzip) is requested only
 *    once the page shows its content, so on a slow phone connection it
 *    never competes with the stylesheet, fonts and images for bandwidth, nor with the first paint
 *    for the main thread. An interactive section's own code (up to 25 KB more) is requested when
 *    the section comes within three screens (or wakes). The files are listed in the boot data and
 *    fetched in parallel, not one after another.
 * 3. That code runs only when an island wakes (src/app/islands/wake.ts: the shell's on first use,
 *    sections at load when the URL carries their state, else within a screen of the viewport):
 *    loading a page whose islands nobody touches runs no React at all. This entry is plain script.
 */
async function main(): Promise<void> {
  // A long page's parts skipped while off screen (its sections after the first) are laid out in steps after load.
  void layOutDeferredParts();
  const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)!.textContent!) as BootData;
  preloadModules(boot.assets.preload);

  let app: Promise<import('./app/hydrate.tsx').IslandsApp> | undefined;
  let failures = 0;
  const loadApp = () => {
    // By the URL in the boot data: a separate build entry (scripts/build.ts), not bundled in here.
    // The browser remembers a failed module for the page's life: a retry asks under another URL.
    if (app) return app;
    const url = failures ? `${boot.assets.app}?retry=${failures}` : boot.assets.app;
    app = (import(/* @vite-ignore */ url) as Promise<typeof import('./app/hydrate.tsx')>).then((module) => module.islandsApp(boot, islands));
    // A failed load (network) is tried again at the next need.
    app.catch(() => {
      failures++;
      app = undefined;
    });
    return app;
  };
  const islands = wakeIslands(
    boot.islands,
    (spec, carrier) => loadApp().then((module) => module.hydrateIsland(spec, carrier)),
    (spec) => preloadModules(boot.assets.islands?.[islandId(spec)] ?? []),
  );
  await islands.ready;
  // Marks a ready document: the islands near the view (or all, on a URL with section state) run, the others wake when reached or used (browser tests and the dev overlay wait for it).
  document.documentElement.setAttribute('data-hydrated', '');
}

void main();
