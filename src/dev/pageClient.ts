// The dev server's script on each page rendered from valid files (src/dev/devRenderPlugin.ts adds
// it to <head>, beside Vite's own client): the problem overlay follows the state of pages/, and a
// valid state newer than the page loads the page again (the browser keeps the scroll position).
// (The page sent while pages/ has problems has src/dev/brokenPageClient.ts.)
import { PAGES_GENERATION_ATTRIBUTE } from './pageProblems.ts';
import { followPagesState } from './overlayClient.ts';

const rendered = Number(document.querySelector(`script[${PAGES_GENERATION_ATTRIBUTE}]`)?.getAttribute(PAGES_GENERATION_ATTRIBUTE));
const hot = import.meta.hot;
// (Also a change made before this script subscribed: the state it asks for at once is newer.)
if (hot) followPagesState(hot, (state) => state.generation > rendered && location.reload());
