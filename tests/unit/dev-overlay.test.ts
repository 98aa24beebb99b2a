// The dev server's problem overlay: the markup both the server (page broken on first load) and the
// browser draw. Its text is the engine's formatIssue (code frames: src/engine/messages/messageTable.test.ts).
import { describe, expect, it } from 'vitest';
import { overlayMarkup } from '../../src/dev/pageProblems.ts';

describe('overlayMarkup', () => {
  it('shows text from the files as text', () => {
    const html = overlayMarkup([{ location: 'pages/a.json:1:1', text: 'sections[0].type "<img src=x onerror=alert(1)>" is not a section type' }]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('counts problems and files, in Vietnamese, with no advice to turn the overlay off', () => {
    const html = overlayMarkup([
      { location: 'pages/a.json:1:1', text: 'one' },
      { location: 'pages/a.json:4:2', text: 'two' },
      { location: 'pages/b.json:2:3', text: 'three' },
    ]);
    expect(html).toContain('3 lỗi trong 2 tệp');
    expect(html).not.toMatch(/overlay/i);
  });
});
