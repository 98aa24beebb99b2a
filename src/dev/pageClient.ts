// The dev server's script on each page rendered from valid files (src/dev/devRenderPlugin.ts adds
// it to <head>, beside Vite's own client): the problem overlay follows the state of pages/, and a
// valid state reloads the page's data in place (no document load, scroll kept) through the refresh
// the app provides (src/app/devRefresh.ts), once the page has hydrated, so new data never meets
// the server HTML. (The page sent while pages/ has problems has src/dev/brokenPageClient.ts.)
import { devRefresh } from '../app/devRefresh.ts';
import { followPagesState, hydrated } from './overlayClient.ts';

const hot = import.meta.hot;
if (hot)
  void devRefresh().then(async (refresh) => {
    await hydrated();
    followPagesState(hot, refresh);
  });
