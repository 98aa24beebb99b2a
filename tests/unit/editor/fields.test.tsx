// The generated form: every section type and every property of its schema has a control, and the
// widgets edit the value the way the schema says.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionForm, PageSettingsForm } from '../../../src/editor/form/SectionForm.tsx';
import { internalLink } from '../../../src/editor/form/specialFields.tsx';
import { defaultFor, displayPath, type JsonPath } from '../../../src/content/jsonValue.ts';
import { project, renderForm, schemas } from './formHarness.tsx';

/** A value for a double-quoted attribute selector. */
const quoted = (text: string) => text.replace(/["\\]/g, '\\$&');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every path of a value whose schema is known, except inside nested section lists (the outline edits those). */
function leafPaths(value: unknown, path: JsonPath, page: unknown): JsonPath[] {
  const schema = schemas.schemaAt(page, path);
  if (!schema) return [];
  const s = schemas.deref(schema);
  if (schemas.holdsSections(s) || s.const !== undefined) return [path];
  if (isObject(value)) return [path, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k], page))];
  if (Array.isArray(value)) return [path, ...value.flatMap((v, i) => leafPaths(v, [...path, i], page))];
  return [path];
}

describe('generated section forms', () => {
  it('covers every section type of the page schema', () => {
    expect(schemas.sectionTypes.length).toBeGreaterThan(20);
    expect(schemas.sectionTypes).toEqual(project.sectionTypes);
  });

  for (const type of schemas.sectionTypes) {
    it(`${type}: every property of its schema is editable, and every value of its example`, () => {
      const schema = schemas.sectionSchema(type)!;
      // Starting from the schema's required fields: every other property offers an "add" button.
      const minimal = { sections: [defaultFor(schemas, schema)] };
      renderForm(minimal, <SectionForm path={['sections', 0]} />);
      for (const key of Object.keys(schema.properties ?? {})) {
        expect(document.querySelector(`[data-path="${quoted(displayPath(['sections', 0, key]))}"]`), `${type}.${key}`).not.toBeNull();
      }
      cleanup();
      // The example: every value in it has its own field.
      const example = { sections: [project.examples[type]] };
      renderForm(example, <SectionForm path={['sections', 0]} />);
      for (const p of leafPaths(example.sections[0], ['sections', 0], example).slice(1)) {
        expect(document.querySelector(`[data-path="${quoted(displayPath(p))}"]`), `${type}: ${displayPath(p)}`).not.toBeNull();
      }
    }, 60_000);
  }

  it('page settings: meta and card', () => {
    renderForm({ meta: { title: 'A', description: 'B' }, sections: [] }, <PageSettingsForm />);
    expect(screen.getByLabelText(/Tiêu đề trang/)).toHaveProperty('value', 'A');
    expect(document.querySelector('[data-path="card"]')).not.toBeNull();
  });
});

describe('field widgets', () => {
  const hero = () => ({ sections: [{ type: 'hero', title: 'Xin chào' }] });

  it('text: edits the value and counts characters against the schema limit', () => {
    const page = renderForm({ meta: { title: 'Bảng giá', description: 'x' }, sections: [] }, <PageSettingsForm />);
    const input = screen.getByLabelText(/Tiêu đề trang/);
    expect(screen.getByText(/8 ký tự \(1–70\)/)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Bảng giá SEO' } });
    expect((page.current() as { meta: { title: string } }).meta.title).toBe('Bảng giá SEO');
    expect(screen.getByText(/12 ký tự \(1–70\)/)).toBeTruthy();
  });

  it('optional property: added in schema order, removed again', () => {
    const page = renderForm(hero(), <SectionForm path={['sections', 0]} />);
    fireEvent.click(screen.getByRole('button', { name: /\+ Dòng chữ nhỏ/ }));
    expect(Object.keys((page.current() as { sections: object[] }).sections[0])).toEqual(['type', 'eyebrow', 'title']);
    fireEvent.click(screen.getAllByRole('button', { name: /Bỏ trường "Dòng chữ nhỏ/ })[0]);
    expect(Object.keys((page.current() as { sections: object[] }).sections[0])).toEqual(['type', 'title']);
  });

  it('prices: a number shown as the visitor reads it', () => {
    const plans = [{ id: 'a', name: 'A', price: 4900000, features: ['x'] }];
    const page = renderForm({ sections: [{ type: 'planGrid', plans }] }, <SectionForm path={['sections', 0]} />);
    expect(screen.getByText(/Khách sẽ thấy: 4\.900\.000\s₫/)).toBeTruthy();
    const input = screen.getByDisplayValue('4.900.000');
    fireEvent.change(input, { target: { value: '5.500.000' } });
    expect((page.current() as { sections: { plans: { price: number }[] }[] }).sections[0].plans[0].price).toBe(5500000);
  });

  it('either/or: shared plan set or plans written in the page', () => {
    const page = renderForm({ sections: [{ type: 'planGrid', plans: 'seo' }] }, <SectionForm path={['sections', 0]} />);
    const choice = screen.getByRole('radiogroup', { name: /Chọn cách nhập/ });
    const shared = screen.getByRole('combobox', { name: /Mã bộ gói/ }) as HTMLSelectElement;
    expect(shared.value).toBe('seo');
    fireEvent.click(within(choice).getAllByRole('radio')[1]);
    expect(Array.isArray((page.current() as { sections: { plans: unknown }[] }).sections[0].plans)).toBe(true);
  });

  it("either/or declared with if/then/else: a plan's price or its price in words, one at a time", () => {
    const plan = { id: 'a', name: 'A', price: 500000, features: ['x'] };
    const page = renderForm({ sections: [{ type: 'planGrid', plans: [plan] }] }, <SectionForm path={['sections', 0]} />);
    const current = () => (page.current() as { sections: { plans: Record<string, unknown>[] }[] }).sections[0].plans;
    const at = (key: string) => document.querySelector(`[data-path="sections[0].plans[0].${key}"]`);
    // Not two optional fields: priceText is not offered as an extra field to add beside the price.
    expect(at('price')).not.toBeNull();
    expect(at('priceText')).toBeNull();
    const choice = screen.getByRole('radiogroup', { name: /^Chọn: .* hoặc / });
    const [usual, instead] = within(choice).getAllByRole('radio') as HTMLInputElement[];
    expect(usual.checked).toBe(true);
    fireEvent.click(instead);
    expect(current()[0]).not.toHaveProperty('price');
    expect(current()[0].priceText).toBe('');
    expect(at('price')).toBeNull();
    expect(at('priceText')).not.toBeNull();
    // Key order stays the schema's: priceText where price was, before features.
    expect(Object.keys(current()[0])).toEqual(['id', 'name', 'priceText', 'features']);
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /^Chọn: .* hoặc / })).getAllByRole('radio')[0]);
    expect(current()[0]).not.toHaveProperty('priceText');
    expect(typeof current()[0].price).toBe('number');
    // A new plan starts with the usual one of the two.
    expect(defaultFor(schemas, schemas.lookup('common.schema.json#/$defs/plan'))).toHaveProperty('price');
    expect(schemas.alternatives(schemas.deref(schemas.lookup('common.schema.json#/$defs/plan')))).toEqual([['price', 'priceText']]);
  });

  it('arrays: add, move and remove items', () => {
    const page = renderForm({ sections: [{ type: 'hero', title: 'T', highlights: ['a', 'b'] }] }, <SectionForm path={['sections', 0]} />);
    const list = () => (page.current() as { sections: { highlights: string[] }[] }).sections[0].highlights;
    fireEvent.click(screen.getByRole('button', { name: 'Đưa mục 2 lên' }));
    expect(list()).toEqual(['b', 'a']);
    fireEvent.click(screen.getByRole('button', { name: /\+ Thêm mục/ }));
    expect(list()).toEqual(['b', 'a', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Xóa mục 1' }));
    expect(list()).toEqual(['a', '']);
  });

  it('enums as selects and booleans as switches', () => {
    const page = renderForm(
      { sections: [{ type: 'process', steps: [{ title: 'A', description: 'B' }], layout: 'flow' }] },
      <SectionForm path={['sections', 0]} />,
    );
    const select = document.querySelector('[data-path="sections[0].layout"] select') as HTMLSelectElement;
    expect(select.value).toBe('"flow"');
    const options = [...select.options].map((o) => o.value);
    fireEvent.change(select, { target: { value: options.find((o) => o !== '"flow"') } });
    expect((page.current() as { sections: { layout: string }[] }).sections[0].layout).not.toBe('flow');
    const plans = renderForm(
      { sections: [{ type: 'planGrid', plans: [{ id: 'a', name: 'A', price: 1, features: ['x'], popular: false }] }] },
      <SectionForm path={['sections', 0]} />,
    );
    const popular = document.querySelector('[data-path="sections[0].plans[0].popular"] input[type="checkbox"]') as HTMLInputElement;
    fireEvent.click(popular);
    expect((plans.current() as { sections: { plans: { popular: boolean }[] }[] }).sections[0].plans[0].popular).toBe(true);
  });

  it('shared data: a picker listing each set with what it holds', () => {
    renderForm({ sections: [{ type: 'faq', items: 'seo' }] }, <SectionForm path={['sections', 0]} />);
    const select = document.querySelector('[data-path="sections[0].items"] select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(expect.arrayContaining(project.data.faqSets.map((i) => i.id)));
  });

  it("the validator's problem shows at its field, with its hint", () => {
    renderForm({ sections: [{ type: 'hero', title: 'T' }] }, <SectionForm path={['sections', 0]} />, {
      issues: [{ file: 'pages/thu.json', line: 3, column: 5, path: 'sections[0].title', message: 'quá ngắn (dòng 3, cột 5)', hint: 'viết tiêu đề h1' }],
    });
    const input = screen.getByLabelText(/Tiêu đề chính/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Without the file's line and column.
    expect(screen.getByText('quá ngắn — viết tiêu đề h1')).toBeTruthy();
  });

  it('section id: suggested from the heading, unique on the page', () => {
    const page = renderForm(
      {
        sections: [
          { type: 'faq', id: 'cau-hoi-thuong-gap', items: 'seo' },
          { type: 'faq', heading: 'Câu hỏi thường gặp', id: '', items: 'seo' },
        ],
      },
      <SectionForm path={['sections', 1]} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gợi ý từ tiêu đề' }));
    expect((page.current() as { sections: { id: string }[] }).sections[1].id).toBe('cau-hoi-thuong-gap-2');
  });

  it('links: our own domain typed in full becomes the internal path', () => {
    expect(internalLink('https://amdigital.vn/pricing/seo#faq', 'https://amdigital.vn')).toBe('/pricing/seo#faq');
    expect(internalLink('https://www.amdigital.vn', 'https://amdigital.vn')).toBe('/');
    expect(internalLink('https://zalo.me/1', 'https://amdigital.vn')).toBe('https://zalo.me/1');
    const page = renderForm({ sections: [{ type: 'cta', heading: 'H', buttons: [{ label: 'Liên hệ', href: '' }] }] }, <SectionForm path={['sections', 0]} />);
    const input = document.querySelector('[data-path="sections[0].buttons[0].href"] input') as HTMLInputElement;
    act(() => {
      fireEvent.change(input, { target: { value: 'https://amdigital.vn/contact' } });
      fireEvent.blur(input);
    });
    expect((page.current() as { sections: { buttons: { href: string }[] }[] }).sections[0].buttons[0].href).toBe('/contact');
    // Said at the field, read with it.
    const note = document.getElementById(
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.includes('description'))!,
    );
    expect(note?.textContent).toMatch(/^Đã đổi thành đường dẫn trong website: \/contact\./);
  });
});
