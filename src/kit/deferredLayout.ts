// Long pages laid out in small steps. A part marked with DEFERRED_LAYOUT_ATTRIBUTE is skipped by
// the browser while off screen (`content-visibility: auto`, src/styles/global.css), so the first
// layout covers the first screen only. The parts: a page's prerendered sections after the first
// (src/renderer/prerenderSections.tsx) and the site footer (src/shell/footer/Footer.tsx). Laid out at
// once, the home page was tasks of 40–50 ms (unthrottled) around the first paint, 50–130 ms of
// blocking time on Lighthouse's phone. After the page's load, the parts are laid out one per task,
// in order, so the page ends up complete (exact scroll height and positions, which
// tools such as axe read) without a long task. A restored scroll position (reload, back/forward) and
// an #anchor mean something only on the complete layout: there the inline bootstrap lays out all
// parts at once, before the first paint (src/app/bootstrapScript.ts).
// With JavaScript off, the browser renders each part as it nears the view.

export const DEFERRED_LAYOUT_ATTRIBUTE = 'data-deferred-layout';

/** Resolves once the page's load event has fired (at once if it has). */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Lays out the deferred parts under `root` after the page's load, one per task in document order;
 * resolves when none is left. A part added later is not looked for: call again.
 */
export async function layOutDeferredParts(root: ParentNode = document): Promise<void> {
  await loaded();
  for (const part of root.querySelectorAll<HTMLElement>(`[${DEFERRED_LAYOUT_ATTRIBUTE}]`)) {
    await new Promise((resolve) => setTimeout(resolve));
    // Done by another call, or gone (the page was left).
    if (!part.isConnected || !part.hasAttribute(DEFERRED_LAYOUT_ATTRIBUTE)) continue;
    part.removeAttribute(DEFERRED_LAYOUT_ATTRIBUTE);
    // Now, in this task: left to the next frame, several parts would be laid out together.
    void part.offsetHeight;
  }
}
