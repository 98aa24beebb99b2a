import { describe, expect, it } from 'vitest';
import { withDeferredLayout } from './prerenderSections.tsx';

describe('withDeferredLayout', () => {
  it("marks the section's root: the first element with data-section, after any preload before it", () => {
    const html = '<link rel="preload" as="image" href="/a.svg"/><section data-section="hero" class="x"><div data-section="inner"></div></section>';
    expect(withDeferredLayout(html)).toBe(
      '<link rel="preload" as="image" href="/a.svg"/><section data-deferred-layout="" data-section="hero" class="x"><div data-section="inner"></div></section>',
    );
  });

  it('leaves markup without a section root as it is', () => {
    expect(withDeferredLayout('<div class="x">data-section="no"</div>')).toBe('<div class="x">data-section="no"</div>');
  });
});
