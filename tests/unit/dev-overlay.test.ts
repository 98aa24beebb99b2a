// The dev server's problem overlay: the code frame under each message, and the markup both the
// server (page broken on first load) and the browser draw.
import { describe, expect, it } from 'vitest';
import { codeFrame } from '../../src/dev/codeFrame.ts';
import { overlayMarkup } from '../../src/dev/pageProblems.ts';

const source = ['{', '  "meta": {},', '  "sections": [', '    {', '      "type": "heor",', '      "title": "A"', '    }', '  ]', '}'].join('\n');

describe('codeFrame', () => {
  it('shows the line with two lines around it and a caret under the column', () => {
    expect(codeFrame(source, 5, 15)).toBe(
      [
        '  3 |   "sections": [',
        '  4 |     {',
        '> 5 |       "type": "heor",',
        '    |               ^',
        '  6 |       "title": "A"',
        '  7 |     }',
      ].join('\n'),
    );
  });

  it('keeps tabs before the column so the caret stays under the character', () => {
    expect(codeFrame('{\n\t"x": 1\n}', 2, 7).split('\n')[2]).toBe('    | \t     ^');
  });

  it('widens the gutter for two-digit line numbers and stops at the file ends', () => {
    const lines = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n');
    expect(codeFrame(lines, 10, 1)).toBe(['   8 | line 8', '   9 | line 9', '> 10 | line 10', '     | ^'].join('\n'));
    expect(codeFrame(lines, 1, 1).split('\n').slice(0, 2)).toEqual(['> 1 | line 1', '    | ^']);
  });

  it('cuts a long line around the column', () => {
    const long = `{"text": "${'a'.repeat(300)}", "bad": x}`;
    const column = long.lastIndexOf('x') + 1;
    const [line, caret] = codeFrame(long, 1, column).split('\n');
    expect(line.startsWith('> 1 | …')).toBe(true);
    expect(line).toContain('"bad": x}');
    expect(caret.indexOf('^')).toBe(line.indexOf('x}'));
  });

  it('is empty for a line the file does not have', () => {
    expect(codeFrame(source, 42, 1)).toBe('');
  });
});

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
