// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_LAYOUT_ATTRIBUTE, layOutDeferredParts } from './deferredLayout.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const deferredIds = () => [...document.querySelectorAll(`[${DEFERRED_LAYOUT_ATTRIBUTE}]`)].map((part) => part.id);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('layOutDeferredParts', () => {
  it('waits for the load event, then lays out one part per task in document order', async () => {
    document.body.innerHTML = ['a', 'b', 'c'].map((id) => `<article id="${id}" ${DEFERRED_LAYOUT_ATTRIBUTE}></article>`).join('');
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    let done = false;
    const laidOut = layOutDeferredParts().then(() => (done = true));
    for (let i = 0; i < 5; i++) await nextTask();
    expect(deferredIds()).toEqual(['a', 'b', 'c']);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await nextTask();
    await nextTask();
    expect(deferredIds()).toEqual(['b', 'c']);
    await nextTask();
    expect(deferredIds()).toEqual(['c']);
    expect(done).toBe(false);
    await laidOut;
    expect(deferredIds()).toEqual([]);
  });

  it('starts at once on a loaded page, only under the root it is given', async () => {
    document.body.innerHTML = `<div id="inside"><p id="x" ${DEFERRED_LAYOUT_ATTRIBUTE}></p></div><p id="y" ${DEFERRED_LAYOUT_ATTRIBUTE}></p>`;
    await layOutDeferredParts(document.getElementById('inside')!);
    expect(deferredIds()).toEqual(['y']);
  });
});
