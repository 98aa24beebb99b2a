// What the editor shows is Vietnamese prose, never an identifier: every choice of every enum has a
// Vietnamese name ("x-enumLabels" beside the enum), and no label, option or icon name the forms of
// the section types show is a bare identifier ("primary", "plans", "home").
import { cleanup, screen, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionForm } from '../../../src/editor/form/SectionForm.tsx';
import { project, renderForm, schemas } from './formHarness.tsx';

const IDENTIFIER = /^[a-z][A-Za-z0-9-]*$/;

function enums(node: unknown, at: string, out: { at: string; values: unknown[]; labels: unknown }[]) {
  if (Array.isArray(node)) node.forEach((item, i) => enums(item, `${at}/${i}`, out));
  else if (typeof node === 'object' && node !== null) {
    const schema = node as Record<string, unknown>;
    if (Array.isArray(schema.enum)) out.push({ at, values: schema.enum, labels: schema['x-enumLabels'] });
    for (const [key, child] of Object.entries(schema)) enums(child, `${at}/${key}`, out);
  }
  return out;
}

describe('enum choices', () => {
  it('every enum the editor can show has a Vietnamese name per value', () => {
    const found = Object.entries(project.schemas)
      .filter(([file]) => !file.startsWith('data/') && file !== 'site.schema.json')
      .flatMap(([file, doc]) => enums(doc, file, []));
    expect(found.length).toBeGreaterThan(10);
    for (const { at, values, labels } of found) {
      expect(Array.isArray(labels), `${at}: x-enumLabels`).toBe(true);
      expect((labels as unknown[]).length, at).toBe(values.length);
      for (const label of labels as string[]) expect(label, at).not.toMatch(IDENTIFIER);
    }
  });

  it('a select shows the names and stores the value', () => {
    const page = renderForm({ sections: [{ type: 'stats', items: [{ number: '1', label: 'A' }], layout: 'strip' }] }, <SectionForm path={['sections', 0]} />);
    const select = screen.getByRole('combobox', { name: 'Cách trình bày' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Dải số liệu trên nền xám', 'Mỗi số liệu một thẻ có viền']);
    fireEvent.change(select, { target: { value: '"cards"' } });
    expect((page.current() as { sections: { layout: string }[] }).sections[0].layout).toBe('cards');
  });
});

describe('the forms of every section type', () => {
  for (const type of schemas.sectionTypes) {
    it(`${type}: no option or icon is named by an identifier`, () => {
      renderForm({ sections: [project.examples[type]] }, <SectionForm path={['sections', 0]} />);
      const options = [...document.querySelectorAll('option')].map((o) => o.textContent ?? '').filter((t) => t !== '— chọn —');
      const icons = [...document.querySelectorAll('[role=radio][aria-label]')].map((r) => r.getAttribute('aria-label') ?? '');
      for (const text of [...options, ...icons]) expect(text, type).not.toMatch(IDENTIFIER);
      cleanup();
    }, 60_000);
  }
});
