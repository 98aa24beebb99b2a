// A problem picked from the page's list: its section is shown and focus goes to its field.
import { displayPath, type JsonPath } from '../../content/jsonValue.ts';
import { pathWithin } from './problemCounts.ts';

/** Shows the section holding a problem's path (the deepest one) and moves focus to its field. */
export function focusField(path: string, sections: JsonPath[], select: (p: JsonPath | 'settings') => void) {
  const holder = sections.filter((p) => pathWithin(path, displayPath(p))).sort((a, b) => b.length - a.length)[0];
  select(holder ?? 'settings');
  requestAnimationFrame(() => {
    // Compared as text, not put in a selector: a path has brackets, dots and quotes.
    const el = [...document.querySelectorAll<HTMLElement>('[data-path]')].find((e) => e.dataset.path === path);
    (el?.querySelector('input, textarea, select, button') as HTMLElement | null)?.focus();
  });
}
