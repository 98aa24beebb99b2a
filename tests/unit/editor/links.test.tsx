// The link picker finds pages by what authors call them: title and headings, without diacritics,
// and shows each page's title with its path.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionForm } from '../../../src/editor/form/SectionForm.tsx';
import { linkOptions, matchLinks } from '../../../src/editor/form/specialFields.tsx';
import { project, renderForm } from './formHarness.tsx';

const found = (typed: string) => matchLinks(linkOptions(project, '/thu', { sections: [] }), typed).map((o) => o.value);

describe('link options', () => {
  it('"liên hệ", "lien he", "bảng giá" and a heading find pages by name', () => {
    expect(found('liên hệ')).toContain('/contact');
    expect(found('lien he')).toContain('/contact');
    expect(found('bảng giá')).toEqual(expect.arrayContaining(['/pricing', '/pricing/seo']));
    expect(found('bang gia seo')[0]).toBe('/pricing/seo');
    // A heading inside the page, and its anchor.
    expect(found('câu hỏi về thanh toán')).toContain('/pricing/seo#faq');
    // Paths still work.
    expect(found('/pricing/se')).toContain('/pricing/seo');
  });

  it('anchors of the page being edited are named by their heading', () => {
    const options = linkOptions(project, '/thu', { sections: [{ type: 'faq', id: 'hoi-dap', heading: 'Hỏi đáp', items: 'seo' }] });
    expect(options[0]).toEqual({ value: '#hoi-dap', title: 'Hỏi đáp (trên trang này)', words: 'Hỏi đáp hoi-dap' });
  });
});

describe('the link field', () => {
  it('lists the pages found with their title and path; picking one stores the path', async () => {
    const page = renderForm({ sections: [{ type: 'cta', heading: 'H', buttons: [{ label: 'Liên hệ', href: '' }] }] }, <SectionForm path={['sections', 0]} />);
    const input = document.querySelector('[data-path="sections[0].buttons[0].href"] input') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'lien he' } });
    fireEvent.click(input);
    const option = await waitFor(() => screen.getByRole('option', { name: /^Liên hệ \| AM Digital\s*\/contact$/, hidden: true }));
    // The page found by its own name comes first in the list.
    expect(screen.getAllByRole('option', { hidden: true })[0]).toBe(option);
    expect(option.textContent).toBe('Liên hệ | AM Digital/contact');
    fireEvent.click(option);
    expect((page.current() as { sections: { buttons: { href: string }[] }[] }).sections[0].buttons[0].href).toBe('/contact');
  });
});
