// The outline: nested sections found through the schema's "x-sections" keyword, moves by button
// and keyboard, duplicate with free ids, remove, add.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listAnchors, outline } from '../../../src/editor/schema/sectionOutline.ts';
import { setIn, type JsonPath } from '../../../src/editor/state/jsonValue.ts';
import { duplicateSection, moveSection } from '../../../src/editor/state/sectionEdits.ts';
import { Outline } from '../../../src/editor/ui/Outline.tsx';
import { project, schemas } from './formHarness.tsx';

const tabs = project.examples.tabs as { type: string; id: string; tabs: { id: string; sections: { type: string }[] }[] };
const initial = { sections: [{ type: 'hero', title: 'Mở đầu' }, tabs, { type: 'faq', id: 'hoi-dap', items: 'seo' }] };

function renderOutline(onAdd = vi.fn()) {
  const state: { page: unknown } = { page: initial };
  function Host() {
    const [page, setPage] = useState<unknown>(initial);
    state.page = page;
    return (
      <MantineProvider>
        <Outline
          schemas={schemas}
          nodes={outline(schemas, (page as typeof initial).sections)}
          selected={undefined}
          problemCount={() => 0}
          onSelect={() => {}}
          onMove={(list: JsonPath, from, to) => setPage((p: unknown) => moveSection(p, list, from, to))}
          onDuplicate={(p) => setPage((prev: unknown) => duplicateSection(schemas, prev, p))}
          onRemove={(p) => setPage((prev: unknown) => setIn(prev, p, undefined))}
          onAdd={onAdd}
        />
      </MantineProvider>
    );
  }
  render(<Host />);
  return state;
}

const types = (page: unknown) => (page as typeof initial).sections.map((s) => s.type);

describe('outline', () => {
  it('finds nested sections through "x-sections" in the schema, not by type name', () => {
    const tree = outline(schemas, initial.sections);
    expect(tree[1].groups.length).toBe(tabs.tabs.length);
    expect(tree[1].groups[0].path).toEqual(['sections', 1, 'tabs', 0, 'sections']);
    expect(tree[1].groups[0].sections.map((n) => n.type)).toEqual(tabs.tabs[0].sections.map((s) => s.type));
    // Tab ids are anchors too.
    expect(listAnchors(schemas, initial.sections)).toEqual(expect.arrayContaining([...tabs.tabs.map((t) => t.id), 'hoi-dap']));
  });

  it('lists nested sections under their holder, each with its own controls', () => {
    renderOutline();
    const lists = screen.getAllByRole('list');
    expect(lists.length).toBeGreaterThan(1 + tabs.tabs.length - 1);
    expect(screen.getAllByText(/Bên trong “/).length).toBe(tabs.tabs.length);
  });

  it('moves a section down with the button and up with Alt+ArrowUp', () => {
    const state = renderOutline();
    const top = screen.getByRole('navigation');
    fireEvent.click(within(top).getAllByRole('button', { name: /^Đưa xuống: Phần mở đầu trang “Mở đầu”/ })[0]);
    expect(types(state.page)).toEqual(['tabs', 'hero', 'faq']);
    const heroButton = screen.getAllByRole('button', { name: /Phần mở đầu trang · Mở đầu/ })[0];
    fireEvent.keyDown(heroButton, { key: 'ArrowUp', altKey: true });
    expect(types(state.page)).toEqual(['hero', 'tabs', 'faq']);
  });

  it('duplicates with ids kept unique, and removes', () => {
    const state = renderOutline();
    fireEvent.click(screen.getByRole('button', { name: 'Nhân bản: Câu hỏi thường gặp “hoi-dap”' }));
    const sections = (state.page as typeof initial).sections as { id?: string }[];
    expect(sections.map((s) => s.id)).toEqual([undefined, 'dich-vu', 'hoi-dap', 'hoi-dap-2']);
    fireEvent.click(screen.getByRole('button', { name: 'Xóa: Câu hỏi thường gặp “hoi-dap-2”' }));
    expect(types(state.page)).toEqual(['hero', 'tabs', 'faq']);
  });

  it('duplicating a section with tabs renames the tab ids too', () => {
    const page = duplicateSection(schemas, initial, ['sections', 1]) as typeof initial;
    const ids = listAnchors(schemas, page.sections);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('"add section" asks for the list it goes into (nested lists too)', () => {
    const onAdd = vi.fn();
    renderOutline(onAdd);
    const buttons = screen.getAllByRole('button', { name: /\+ Thêm section/ });
    fireEvent.click(buttons[buttons.length - 1]);
    expect(onAdd).toHaveBeenCalledWith(['sections']);
    fireEvent.click(buttons[0]);
    expect(onAdd).toHaveBeenLastCalledWith(['sections', 1, 'tabs', 0, 'sections']);
  });
});
