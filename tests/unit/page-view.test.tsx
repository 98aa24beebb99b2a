import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Section } from '../../src/model/generated.ts';
import { PageView } from '../../src/renderer/PageView.tsx';
import { loadEverySection, renderWithProviders } from '../render.tsx';

beforeAll(loadEverySection);

describe('PageView', () => {
  it('renders the sections in order', () => {
    const sections: Section[] = [
      { type: 'hero', title: 'Tiêu đề trang' },
      { type: 'cta', heading: 'Liên hệ ngay' },
    ];
    renderWithProviders(<PageView sections={sections} />);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings.indexOf('Tiêu đề trang')).toBeLessThan(headings.indexOf('Liên hệ ngay'));
  });

  it('contains a section that throws: a notice replaces it and the other sections still render', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A stats section whose items are not a list makes the component throw at render time.
    const broken = { type: 'stats', items: 42 } as unknown as Section;
    renderWithProviders(<PageView sections={[{ type: 'hero', title: 'Vẫn hiển thị' }, broken, { type: 'cta', heading: 'Cũng hiển thị' }]} />);
    expect(screen.getByRole('heading', { name: 'Vẫn hiển thị' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cũng hiển thị' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Không thể hiển thị phần nội dung này');
    expect(error.mock.calls.some((call) => String(call[0]).includes('Section 1 ("stats") failed to render'))).toBe(true);
    error.mockRestore();
  });
});
