// Titles are in sentence case (issue 42 §11): a meta title or a heading never shouts a word in
// capitals ("Bảng giá HOSTING"). Acronyms (SEO, ZNS, ROAS, OIDC) are four letters or fewer.
import { describe, expect, it } from 'vitest';
import { validateProject } from '../../src/engine/validateProject.ts';

const HEADING_KEYS = new Set(['title', 'heading', 'question', 'name']);

/** The words of `text` written in capitals and five letters or longer. */
function shoutedWords(text: string): string[] {
  return (text.match(/\p{L}{5,}/gu) ?? []).filter((word) => word === word.toLocaleUpperCase('vi'));
}

function headingTexts(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) headingTexts(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string' && HEADING_KEYS.has(key)) out.push(field);
      else headingTexts(field, out);
    }
  }
  return out;
}

describe('sentence case', () => {
  it('finds a word in capitals, not an acronym', () => {
    expect(shoutedWords('Bảng giá HOSTING | AM Digital')).toEqual(['HOSTING']);
    expect(shoutedWords('Chứng chỉ SSL DV, OV, EV và ROAS 3x, OIDC')).toEqual([]);
  });

  it('holds for every meta title and heading of every page', () => {
    const model = validateProject().model!;
    const shouted = model.pages.flatMap((page) =>
      [page.meta.title, ...headingTexts(page.sections), ...(page.card ? [page.card.title] : [])]
        .filter((text) => shoutedWords(text).length > 0)
        .map((text) => `${page.route}: ${text}`),
    );
    expect(model.pages.length).toBeGreaterThan(50);
    expect(shouted).toEqual([]);
  });
});
