// The outline: nested sections found by the page model's walk (from the schemas' "x-sections"), moves by button
// and keyboard, duplicate with free ids, remove, add.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sectionAnchors, walkSections } from '../../../src/model/sectionTree.ts';
import { flatten, listAnchors, outline } from '../../../src/editor/schema/sectionOutline.ts';
import { setIn, type JsonPath } from '../../../src/content/jsonValue.ts';
import { duplicateSection, moveSection } from '../../../src/editor/state/sectionEdits.ts';
import { dragAnnouncements, Outline } from '../../../src/editor/ui/Outline.tsx';
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
          nodes={outline((page as typeof initial).sections)}
          selected={undefined}
          problemCount={() => 0}
          onSelect={() => {}}
          onMove={(list: JsonPath, from, to) => setPage((p: unknown) => moveSection(p, list, from, to))}
          onDuplicate={(p) => setPage((prev: unknown) => duplicateSection(prev, p))}
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
    const tree = outline(initial.sections);
    expect(tree[1].groups.length).toBe(tabs.tabs.length);
    expect(tree[1].groups[0].path).toEqual(['sections', 1, 'tabs', 0, 'sections']);
    expect(tree[1].groups[0].sections.map((n) => n.type)).toEqual(tabs.tabs[0].sections.map((s) => s.type));
    // Tab ids are anchors too.
    expect(listAnchors(initial.sections)).toEqual(expect.arrayContaining([...tabs.tabs.map((t) => t.id), 'hoi-dap']));
  });

  it("is the page model's walk: the same sections in the same order, the same anchors", () => {
    const walked = walkSections(initial.sections);
    expect(walked.length).toBeGreaterThan(initial.sections.length);
    expect(flatten(outline(initial.sections)).map((n) => n.path)).toEqual(walked.map((n) => n.path));
    expect(listAnchors(initial.sections)).toEqual(sectionAnchors(initial.sections).map((a) => a.id));
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
    fireEvent.click(screen.getByRole('button', { name: 'Nhân bản: Câu hỏi thường gặp 3' }));
    const sections = (state.page as typeof initial).sections as { id?: string }[];
    expect(sections.map((s) => s.id)).toEqual([undefined, 'dich-vu', 'hoi-dap', 'hoi-dap-2']);
    fireEvent.click(screen.getByRole('button', { name: 'Xóa: Câu hỏi thường gặp 4' }));
    expect(types(state.page)).toEqual(['hero', 'tabs', 'faq']);
  });

  it('duplicating a section with tabs renames the tab ids too', () => {
    const page = duplicateSection(initial, ['sections', 1]) as typeof initial;
    const ids = listAnchors(page.sections);
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

  it('dragging is announced with section names and places, never their paths in the file', () => {
    const nodes = outline([
      { type: 'hero', title: 'Xin chào' },
      { type: 'stats', heading: 'Số liệu', items: [] },
      { type: 'faq', items: 'seo' },
    ]);
    const say = dragAnnouncements(schemas, nodes);
    const item = (i: number) => ({ id: `sections[${i}]`, data: { current: undefined }, rect: { current: { initial: null, translated: null } } }) as never;
    expect(say.onDragStart({ active: item(0) })).toBe('Đã nhấc Phần mở đầu trang “Xin chào” (vị trí 1/3).');
    expect(say.onDragOver({ active: item(0), over: item(1) } as never)).toBe('Phần mở đầu trang “Xin chào” đang ở vị trí 2/3.');
    expect(say.onDragEnd({ active: item(0), over: item(2) } as never)).toBe('Đã thả Phần mở đầu trang “Xin chào” vào vị trí 3/3, chỗ của Câu hỏi thường gặp.');
    expect(say.onDragEnd({ active: item(1), over: null } as never)).toBe('Đã thả Dãy số liệu thành tích “Số liệu” về chỗ cũ.');
    expect(say.onDragCancel({ active: item(1), over: null } as never)).toBe('Đã hủy kéo Dãy số liệu thành tích “Số liệu”.');
  });
});
