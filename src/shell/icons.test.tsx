import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../engine/project.ts';
import { siteIcon, siteIcons } from './icons.ts';

const schema = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'schema/site.schema.json'), 'utf8'));
const names: string[] = schema.$defs.link.properties.icon.enum;

describe('site icons', () => {
  it('reads a non-empty icon enum from the schema', () => {
    expect(names.length).toBeGreaterThan(0);
  });

  it('has exactly one icon per schema enum value', () => {
    expect(Object.keys(siteIcons).sort()).toEqual([...names].sort());
  });

  it.each(names)('renders an SVG for %s', (name) => {
    const Icon = siteIcon(name as keyof typeof siteIcons);
    expect(Icon).toBe(siteIcons[name as keyof typeof siteIcons]);
    const { container } = render(<Icon aria-hidden="true" />);
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('gives icon-less links a fallback icon', () => {
    const Fallback = siteIcon(undefined);
    const { container } = render(<Fallback />);
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
