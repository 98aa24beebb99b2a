import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ArticleSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import example from './example.json';
import { Article } from './Article.tsx';

const article = example as ArticleSection;

describe('Article', () => {
  it('renders the blocks in order as headings, paragraphs, lists and a quote', () => {
    const { container } = renderWithProviders(<Article {...article} />);
    const body = container.querySelector('[data-section="article"] .mantine-Container-root')!;
    expect([...body.children].map((el) => el.tagName)).toEqual(['P', 'H2', 'UL', 'H3', 'OL', 'FIGURE']);
    expect(screen.getByRole('heading', { level: 2, name: 'Ba lớp dữ liệu cần có' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Thứ tự triển khai' })).toBeTruthy();
    expect(screen.getAllByRole('list').map((l) => l.children.length)).toEqual([3, 3]);
    expect(screen.getByText('Không đo được thì không cải thiện được.').tagName).toBe('BLOCKQUOTE');
    expect(screen.getByText('— Đội Analytics AM Digital').tagName).toBe('FIGCAPTION');
  });

  it('shows markup in the text as text, never as HTML', () => {
    const html = renderToHtml(<Article type="article" blocks={[{ type: 'paragraph', text: '<img src=x onerror=alert(1)>' }]} />);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });
});
