import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateIconSprite, SHELL_TABLER_NAMES, SPRITE_FILE, TABLER_NAMES } from '../../scripts/gen-icons.ts';
import { PROJECT_ROOT } from '../engine/project.ts';
import { ICON_SPRITE, SiteIcon } from './SiteIcon.tsx';

const schema = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'schema/common.schema.json'), 'utf8'));
const names: string[] = schema.$defs.iconName.enum;
const sprite = readFileSync(SPRITE_FILE, 'utf8');

describe('site icons', () => {
  it('maps every schema icon name (and the fallback) to a Tabler icon', () => {
    expect(names.length).toBeGreaterThan(0);
    expect(Object.keys(TABLER_NAMES).sort()).toEqual([...names, 'link'].sort());
  });

  // The shell's controls (chevron, close, dock toggle, launchpad) too: its islands then load no icon code.
  it.each([...names, 'link', ...Object.keys(SHELL_TABLER_NAMES)])('the sprite has a drawn symbol for %s', (name) => {
    const symbol = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite);
    expect(symbol, name).not.toBeNull();
    expect(symbol![1]).toMatch(/<(path|circle|rect|line|polyline)\b/);
  });

  it('the committed sprite matches the generator (run `npm run gen:icons` after changing the list)', () => {
    expect(sprite).toBe(generateIconSprite());
  });

  it('renders a decorative <svg> that uses the named symbol, or the link icon', () => {
    const { container, rerender } = render(<SiteIcon name="home" size={22} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('22');
    expect(svg.querySelector('use')!.getAttribute('href')).toBe(`${ICON_SPRITE}#home`);
    rerender(<SiteIcon name={undefined} />);
    expect(container.querySelector('use')!.getAttribute('href')).toBe(`${ICON_SPRITE}#link`);
    rerender(<SiteIcon name="chevron-down" className="chevron" />);
    expect(container.querySelector('use')!.getAttribute('href')).toBe(`${ICON_SPRITE}#chevron-down`);
    expect(container.querySelector('svg')!.getAttribute('class')).toBe('chevron');
  });
});
