// The dev server's script on each page rendered from valid files (src/dev/devRenderPlugin.ts adds
// it to <head>, beside Vite's own client): the problem overlay follows the state of pages/, and a
// valid state reloads the page's data in place (no document load, scroll kept): an event the app's
// islands' module listens for (src/app/hydrate.tsx), sent only once the page has hydrated, so new
// data never meets the server HTML. (The page sent while pages/ has problems has src/dev/brokenPageClient.ts.)
import { DEV_REFRESH_EVENT } from '../model/boot.ts';
import { followPagesState, hydrated } from './overlayClient.ts';

const hot = import.meta.hot;
if (hot) void hydrated().then(() => followPagesState(hot, () => document.dispatchEvent(new Event(DEV_REFRESH_EVENT))));
