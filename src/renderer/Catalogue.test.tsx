import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEverySection, renderWithProviders, testSite } from '../../tests/render.tsx';
import type { CatalogueTypePage, PageData } from '../model/boot.ts';
import { renderDocument } from '../entry.server.tsx';
import { buildCatalogue, CATALOGUE_ROUTE, catalogueRoute } from '../engine/catalogue.ts';
import { PROJECT_ROOT } from '../engine/project.ts';
import { validateProject } from '../engine/validateProject.ts';
import { registeredSectionTypes } from '../sections/registry.ts';
import { Catalogue } from './Catalogue.tsx';
import { ICON_NAMES } from './CatalogueIndex.tsx';

beforeAll(loadEverySection);

const model = validateProject().model!;
const pages = buildCatalogue(registeredSectionTypes, model);
const [index, ...typePages] = pages;
const pageOf = (type: string) => typePages.find((page) => page.route === catalogueRoute(type))!;
const entryOf = (type: string) => (pageOf(type).catalogue as CatalogueTypePage).entry;

const renderPage = (page: PageData) => renderWithProviders(<Catalogue catalogue={page.catalogue!} sections={page.sections} />, { page, url: page.route });

/** The whole document for a URL, as the build renders it (the catalogue view on its routes). */
async function documentHtml(route: string, found: PageData[]): Promise<string> {
  const findPage = (r: string) => found.find((p) => p.route === r) ?? null;
  const { html } = await renderDocument({
    path: route,
    site: testSite,
    assets: { entry: '/assets/entry.js', app: '/assets/app.js', preload: [], styles: [] },
    findPage,
  });
  return html;
}

afterEach(() => vi.restoreAllMocks());

describe('Catalogue index', () => {
  it('links every registered section type to its page, with its description, under its name as id (old #type links land on it)', () => {
    renderPage(index);
    const list = screen.getByRole('list', { name: `${registeredSectionTypes.length} loại section` });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.id)).toEqual(registeredSectionTypes);
    for (const type of registeredSectionTypes) {
      const item = document.getElementById(type)!;
      expect(within(item).getByRole('link', { name: type }).getAttribute('href')).toBe(catalogueRoute(type));
      expect(item.textContent).toContain(entryOf(type).description);
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Danh mục section' })).toBeTruthy();
    // The index renders no example and no JSON.
    expect(document.querySelector('[data-section]')).toBeNull();
    expect(document.querySelector('pre')).toBeNull();
  });

  it('lists every icon name of the schema with its picture', () => {
    const schema = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'schema/common.schema.json'), 'utf8'));
    expect(ICON_NAMES).toEqual(schema.$defs.iconName.enum);
    renderPage(index);
    const icons = within(screen.getByRole('region', { name: 'Biểu tượng (icon)' })).getAllByRole('listitem');
    expect(icons.map((item) => item.textContent)).toEqual(ICON_NAMES);
    expect(icons.map((item) => item.querySelector('use')!.getAttribute('href'))).toEqual(ICON_NAMES.map((name) => `/icons/site.svg#${name}`));
  });
});

// Renders every section type, one page after another: slow on a loaded machine.
describe('Catalogue type page', { timeout: 60_000 }, () => {
  it("shows each type's name, description, example rendered, JSON, copy button and its neighbours", () => {
    for (const [i, type] of registeredSectionTypes.entries()) {
      const entry = entryOf(type);
      renderPage(pageOf(type));
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toContain(type);
      expect(document.body.textContent, type).toContain(entry.description);
      expect(document.body.textContent, type).toContain(`Loại ${i + 1}/${registeredSectionTypes.length}.`);
      // The example went through the registry, as on a page: the section's own element is there.
      expect(document.querySelector(`[data-section="${type}"]`), type).not.toBeNull();
      expect(document.querySelector('[data-section-error]'), type).toBeNull();
      expect(screen.getByRole('region', { name: 'JSON của ví dụ' }).textContent, type).toBe(entry.json);
      expect(screen.getByRole('button', { name: `Sao chép JSON của ${type}` }).getAttribute('type')).toBe('button');
      const trail = screen.getByRole('navigation', { name: 'Vị trí trong danh mục' });
      expect(within(trail).getByRole('link', { name: 'Danh mục section' }).getAttribute('href')).toBe(CATALOGUE_ROUTE);
      const neighbours = within(screen.getByRole('navigation', { name: 'Loại section khác' }));
      const links = neighbours.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
      const previous = registeredSectionTypes[i - 1];
      const next = registeredSectionTypes[i + 1];
      expect(links).toEqual([
        ...(previous ? [[`← ${previous}`, catalogueRoute(previous)]] : []),
        ['Tất cả loại section', CATALOGUE_ROUTE],
        ...(next ? [[`${next} →`, catalogueRoute(next)]] : []),
      ]);
      cleanup();
    }
  });

  it('copies the JSON to the clipboard and says so politely', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(pageOf('planGrid'));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Sao chép JSON/ })));
    expect(writeText).toHaveBeenCalledWith(entryOf('planGrid').json);
    expect(status.textContent).toBe('Đã sao chép');
  });

  it('says to copy by hand when the clipboard is not available (http on another host)', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderPage(pageOf('faq'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Sao chép JSON/ })));
    expect(screen.getByRole('status').textContent).toMatch(/^Không sao chép được/);
  });
});

describe('Catalogue documents', () => {
  it('are noindex documents; a content page is not', async () => {
    const html = await documentHtml(CATALOGUE_ROUTE, pages);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<h1');
    expect(html).toContain('Danh mục section');
    for (const type of registeredSectionTypes) expect(html).toContain(`id="${type}"`);
    const heroPage = await documentHtml(catalogueRoute('hero'), pages);
    expect(heroPage).toContain('<meta name="robots" content="noindex"/>');
    expect(heroPage).toContain('data-section="hero"');
    const contentPage = { ...model.pages.find((p) => p.route === '/')! };
    expect(await documentHtml('/', [contentPage])).not.toContain('name="robots"');
  });
});
