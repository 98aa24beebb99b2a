import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProcessSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { Process } from './Process.tsx';

const process = example as ProcessSection;

function steps(count: number): ProcessSection {
  const list = Array.from({ length: count }, (_, i) => ({ title: `Bước số ${i + 1}`, description: `Nội dung ${i + 1}` }));
  return { type: 'process', heading: 'Quy trình', steps: list as ProcessSection['steps'] };
}

describe('Process', () => {
  it('is a section named by its h2', () => {
    renderWithProviders(<Process {...process} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Quy trình làm việc 4 bước' });
    const region = screen.getByRole('region', { name: 'Quy trình làm việc 4 bước' });
    expect(region.id).toBe('quy-trinh');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    expect(screen.getByText(/^Rõ ràng từ ngày đầu/)).toBeTruthy();
  });

  it('lists the steps in an ordered list with numbered h3 titles', () => {
    renderWithProviders(<Process {...process} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Bước 1: Khảo sát và phân tích',
      'Bước 2: Lập chiến lược',
      'Bước 3: Triển khai',
      'Bước 4: Đo lường và tối ưu',
    ]);
    // The visible number is decoration (the heading says it); the description follows.
    const badge = items[2].querySelector('[aria-hidden="true"]');
    expect(badge?.textContent).toBe('3');
    expect(within(items[2]).getByText(/^Đội ngũ chuyên viên thực thi/)).toBeTruthy();
  });

  it.each([
    [2, '2'],
    [4, '4'],
    [5, '3'],
    [6, '3'],
    [8, '4'],
    [12, '4'],
  ])('%d steps → %s columns from md up', (count, columns) => {
    renderWithProviders(<Process {...steps(count)} />);
    expect(screen.getByRole('list').getAttribute('style')).toContain(`--process-cols: ${columns}`);
    expect(screen.getAllByRole('listitem')).toHaveLength(count);
  });

  it('defaults to the steps layout', () => {
    renderWithProviders(<Process {...process} />);
    expect(screen.getByRole('list').getAttribute('data-layout')).toBe('steps');
  });

  describe('flow layout', () => {
    const flow: ProcessSection = { ...process, layout: 'flow' };
    const titles = (process.steps as { title: string }[]).map((step, i) => `Bước ${i + 1}: ${step.title}`);

    it('switches the list to the flow style, keeping the ordered list, the h3 titles and the texts', () => {
      renderWithProviders(<Process {...flow} />);
      const list = screen.getByRole('list');
      expect(list.tagName).toBe('OL');
      expect(list.getAttribute('data-layout')).toBe('flow');
      expect(list.getAttribute('data-cols')).toBe('4');
      expect(within(list).getAllByRole('listitem')).toHaveLength(4);
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(titles);
      expect(screen.getByText(/^Đội ngũ chuyên viên thực thi/)).toBeTruthy();
    });

    it('draws its arrows in CSS only: the items hold the same content as the steps layout', () => {
      const { container: a } = renderWithProviders(<Process {...process} />);
      const { container: b } = renderWithProviders(<Process {...flow} />);
      const items = (root: HTMLElement) => [...root.querySelectorAll('li')].map((li) => li.innerHTML);
      expect(items(b)).toEqual(items(a));
      // The flow class is added to the list's own class, which it restyles.
      const [stepsList, flowList] = [a, b].map((root) => root.querySelector('ol')!.className);
      expect(flowList.startsWith(`${stepsList} `)).toBe(true);
    });

    it('gives the row length for wrapped rows (6 steps → 3 per row)', () => {
      renderWithProviders(<Process {...steps(6)} layout="flow" />);
      const list = screen.getByRole('list');
      expect(list.getAttribute('data-cols')).toBe('3');
      expect(list.getAttribute('style')).toContain('--process-cols: 3');
    });

    it('server-renders the flow list with every step', () => {
      const html = renderToHtml(<Process {...flow} />);
      expect(html).toContain('data-layout="flow"');
      expect(html.match(/<li/g)).toHaveLength(4);
      expect(html).toContain('Đo lường và tối ưu');
    });
  });

  it('server-renders an <ol> with all steps', () => {
    const html = renderToHtml(<Process {...process} />);
    expect(html).toContain('<ol');
    expect(html.match(/<li/g)).toHaveLength(4);
    expect(html).toContain('Đo lường và tối ưu');
  });
});
