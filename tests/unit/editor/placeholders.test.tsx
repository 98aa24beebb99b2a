// A page made from a starter template: each field still holding one of its placeholder texts is marked
// in the form (the admin refuses to send such a page for review), and the mark goes once the author writes
// their own text; a text an author may keep ("Câu hỏi thường gặp") is not marked.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSettingsForm, SectionForm } from '../../../src/editor/form/SectionForm.tsx';
import { PLACEHOLDER_NOTE } from '../../../src/editor/form/scalarFields.tsx';
import { PLACEHOLDER_META, TEMPLATES } from '../../../src/engine/pageCreation/pageTemplates.ts';
import { project, renderForm } from './formHarness.tsx';

const notes = () => [...document.querySelectorAll('[data-placeholder-note]')];
/** The input a field's note describes (Mantine links them by aria-describedby). */
const inputOf = (note: Element) => document.querySelector<HTMLInputElement>(`[aria-describedby~="${note.closest('[id]')!.id}"]`);

describe('placeholder texts in the form', () => {
  it('are given to the editor by its server', () => {
    expect(project.placeholderTexts).toContain(PLACEHOLDER_META.title);
    expect(project.placeholderTexts).not.toContain('Câu hỏi thường gặp');
  });

  it('mark each field that still holds one, until the author writes their own text', () => {
    const harness = renderForm(
      { meta: { title: PLACEHOLDER_META.title, description: 'Mô tả thật của trang, đủ dài để đọc được trên Google.' }, sections: [] },
      <PageSettingsForm />,
    );
    expect(notes()).toHaveLength(1);
    expect(notes()[0]!.textContent).toBe(PLACEHOLDER_NOTE);
    const title = inputOf(notes()[0]!)!;
    expect(title.value).toBe(PLACEHOLDER_META.title);
    fireEvent.change(title, { target: { value: 'Black Friday — giảm 50% | AM Digital' } });
    expect(notes()).toHaveLength(0);
    expect((harness.current() as { meta: { title: string } }).meta.title).toBe('Black Friday — giảm 50% | AM Digital');
    expect(screen.queryByText(PLACEHOLDER_NOTE)).toBeNull();
  });

  it('mark the fields of a template’s section, and not its texts an author may keep', () => {
    const page = TEMPLATES.landing.build({ route: '/uu-dai/thu', parent: '/uu-dai', today: '2026-11-27' });
    const hero = page.sections.findIndex((section) => section.type === 'hero');
    renderForm(page, <SectionForm path={['sections', hero]} />);
    const marked = notes().map((note) => inputOf(note)?.value);
    expect(marked.length).toBeGreaterThan(0);
    for (const value of marked) expect(project.placeholderTexts).toContain(value);
    // Its other texts (a button's label, kept as written) are there, unmarked.
    const kept = [...document.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type]), textarea')].filter(
      (input) => input.value && !project.placeholderTexts.includes(input.value),
    );
    expect(kept.length).toBeGreaterThan(0);
  });
});
