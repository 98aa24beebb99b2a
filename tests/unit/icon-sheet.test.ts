// docs/icons.svg, the picture of the icons in the authoring guide, is what `npm run gen:icons`
// writes now, shows every name an author may use, and the guide shows it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateIconSheet, ICON_SHEET_FILE } from '../../scripts/gen-icons.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';

const names: string[] = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'schema/common.schema.json'), 'utf8')).$defs.iconName.enum;
const sheet = readFileSync(ICON_SHEET_FILE, 'utf8');

describe('icon sheet', () => {
  it('is what the generator writes now (run `npm run gen:icons`)', () => {
    expect(sheet).toBe(generateIconSheet());
  });

  it('draws and names every icon an author may use, and only those', () => {
    expect([...sheet.matchAll(/<text [^>]*>([^<]+)<\/text>/g)].map((m) => m[1])).toEqual(names);
    expect([...sheet.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1])).toEqual(names);
  });

  it('is shown in the authoring guide', () => {
    expect(readFileSync(path.join(PROJECT_ROOT, 'docs/authoring.md'), 'utf8')).toContain('](icons.svg)');
  });
});
