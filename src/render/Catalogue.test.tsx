import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSite } from '../../tests/render.tsx';
import type { PageData } from '../app/boot.ts';
import { renderDocument } from '../entry.server.tsx';
import { buildCatalogue, CATALOGUE_ROUTE } from '../engine/catalogue.ts';
import { validateProject } from '../engine/validateProject.ts';
import { registeredSectionTypes } from '../sections/registry.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../engine/project.ts';
import { Catalogue, ICON_NAMES } from './Catalogue.tsx';

const model = validateProject().model!;
const page = buildCatalogue(registeredSectionTypes, model);
const entries = page.catalogue!;

const renderCatalogue = () => renderWithProviders(<Catalogue entries={entries} sections={page.sections} />, { page, url: CATALOGUE_ROUTE });

/** The whole document for a URL, as the build renders it (the catalogue view on its route). */
async function documentHtml(route: string, pages: PageData[]): Promise<string> {
  const findPage = (r: string) => pages.find((p) => p.route === r) ?? null;
  const { html } = await renderDocument({
    path: route,
    site: testSite,
    assets: { entry: '/assets/entry.js', app: '/assets/app.js', preload: [], navigation: [], styles: [] },
    findPage,
  });
  return html;
}

afterEach(() => vi.restoreAllMocks());

// Renders every section type at once: slow on a loaded machine.
describe('Catalogue', { timeout: 60_000 }, () => {
  it('shows every registered section type: heading, description, its example rendered, its JSON and a copy button', () => {
    renderCatalogue();
    const toc = screen.getByRole('navigation', { name: /Mục lục/ });
    for (const type of registeredSectionTypes) {
      const entry = entries.find((e) => e.type === type)!;
      expect(within(toc).getByRole('link', { name: type }).getAttribute('href')).toBe(`#${type}`);
      const article = document.getElementById(type)!;
      expect(article.tagName, type).toBe('ARTICLE');
      expect(within(article).getByRole('heading', { level: 2, name: type })).toBeTruthy();
      expect(article.textContent, type).toContain(entry.description);
      // The example went through the registry, as on a page: the section's own element is there.
      expect(article.querySelector(`[data-section="${type}"]`), type).not.toBeNull();
      expect(article.querySelector('pre code')!.textContent, type).toBe(entry.json);
      expect(
        within(article)
          .getByRole('button', { name: `Sao chép JSON của ${type}` })
          .getAttribute('type'),
      ).toBe('button');
    }
    expect(document.querySelectorAll('article')).toHaveLength(registeredSectionTypes.length);
    expect(document.querySelector('[data-section-error]')).toBeNull();
  });

  it('lists every icon name of the schema with its picture, linked from the table of contents', () => {
    const schema = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'schema/common.schema.json'), 'utf8'));
    expect(ICON_NAMES).toEqual(schema.$defs.iconName.enum);
    renderCatalogue();
    expect(
      within(screen.getByRole('navigation', { name: /Mục lục/ }))
        .getByRole('link', { name: 'Biểu tượng (icon)' })
        .getAttribute('href'),
    ).toBe('#bieu-tuong');
    const icons = within(screen.getByRole('region', { name: 'Biểu tượng (icon)' })).getAllByRole('listitem');
    expect(icons.map((item) => item.textContent)).toEqual(ICON_NAMES);
    expect(icons.map((item) => item.querySelector('use')!.getAttribute('href'))).toEqual(ICON_NAMES.map((name) => `/icons/site.svg#${name}`));
  });

  it('copies the JSON to the clipboard and says so politely', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCatalogue();
    const article = document.getElementById('planGrid')!;
    const status = within(article).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    await act(async () => fireEvent.click(within(article).getByRole('button', { name: /^Sao chép JSON/ })));
    expect(writeText).toHaveBeenCalledWith(entries.find((e) => e.type === 'planGrid')!.json);
    expect(status.textContent).toBe('Đã sao chép');
    // Only that entry's status speaks.
    expect(within(document.getElementById('hero')!).getByRole('status').textContent).toBe('');
  });

  it('says to copy by hand when the clipboard is not available (http on another host)', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderCatalogue();
    const article = document.getElementById('faq')!;
    await act(async () => fireEvent.click(within(article).getByRole('button', { name: /^Sao chép JSON/ })));
    expect(within(article).getByRole('status').textContent).toMatch(/^Không sao chép được/);
  });

  it('is a noindex document; a content page is not', async () => {
    const html = await documentHtml(CATALOGUE_ROUTE, [page]);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<h1');
    expect(html).toContain('Danh mục section');
    for (const type of registeredSectionTypes) expect(html).toContain(`id="${type}"`);
    const contentPage = { ...model.pages.find((p) => p.route === '/')! };
    expect(await documentHtml('/', [contentPage])).not.toContain('name="robots"');
  });
});
