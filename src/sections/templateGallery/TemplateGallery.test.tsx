import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { TemplateFile, TemplateGallerySection } from '../../model/generated.ts';
import { installDialogStub } from '../../../tests/dialogStub.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import { resolveExample } from '../../../tests/resolveExample.ts';
import example from './example.json';
import { prepareTemplates } from './galleryState.ts';
import { scrollStyle } from '../shared/scrollPreview.ts';
import { TemplateGallery } from './TemplateGallery.tsx';

// Counts how often the list is prepared (sorted, search keys computed): once per list, not per keystroke.
vi.mock('./galleryState.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./galleryState.ts')>();
  return { ...original, prepareTemplates: vi.fn(original.prepareTemplates) };
});

const { showModal } = installDialogStub();

// The example names templates by id; the engine hands the component the data files.
const gallery = resolveExample<TemplateGallerySection>(example);
/** The five sample templates' names, A→Z in Vietnamese order (Đ after D, before L). */
const NAMES_AZ = [
  'Agency Marketing Sáng Tạo',
  'Cửa Hàng Thời Trang Trực Tuyến',
  'Đào Tạo Trực Tuyến EduPro',
  'Landing Page SaaS Khởi Nghiệp',
  'Tạp Chí Tin Tức Đa Chuyên Mục',
];

/** 200 templates "Mẫu 001" … "Mẫu 200"; every tenth is e-commerce, the rest landing pages. */
const many: TemplateFile[] = Array.from({ length: 200 }, (_, i) => ({
  ...gallery.templates[0],
  id: `mau-${i + 1}`,
  name: `Mẫu ${String(i + 1).padStart(3, '0')}`,
  category: (i + 1) % 10 === 0 ? 'ecommerce' : 'landing',
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderGallery(url = '/templates', props: Partial<TemplateGallerySection> = {}) {
  const view = renderWithProviders(
    <>
      <TemplateGallery {...gallery} {...props} />
      <Where />
    </>,
    { url },
  );
  const region = screen.getByRole('region', { name: gallery.heading });
  return { ...view, region };
}

const where = () => screen.getByTestId('where').textContent;
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const status = () => screen.getByRole('status').textContent;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const choose = (label: string, value: string) => fireEvent.change(select(label), { target: { value } });
const search = (text: string) => fireEvent.change(screen.getByLabelText('Tìm mẫu'), { target: { value: text } });
const pager = () => screen.queryByRole('navigation', { name: 'Phân trang' });
const currentPage = () => within(pager()!).getByRole('button', { current: 'page' }).textContent;

describe('TemplateGallery', () => {
  it('receives the shared templates resolved from pages/_data/templates/, without their editor pointer', () => {
    expect(gallery.templates.map((t) => t.id)).toEqual(example.templates);
    for (const template of gallery.templates) expect(template).not.toHaveProperty('$schema');
  });

  it('shows every template A→Z (Vietnamese collation), each card with its render, meta, name, price, tags, features, "Xem demo" and "Xem trước"', () => {
    const { region } = renderGallery();
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(gallery.heading);
    expect(cardNames()).toEqual(NAMES_AZ);
    expect(status()).toBe('Hiển thị 5 mẫu');
    const card = screen.getByRole('heading', { level: 3, name: 'Landing Page SaaS Khởi Nghiệp' }).closest('li')!;
    const img = card.querySelector('img')!;
    const { cover } = gallery.templates.find((t) => t.id === 'landing-saas')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '/images/templates/landing-saas.webp',
      '',
      String(cover.width),
      String(cover.height),
      'lazy',
    ]);
    // The full-page render: 640 px wide and taller than the card's 16:10 window it scrolls in.
    expect(cover.height / cover.width).toBeGreaterThan(2);
    expect(img.style.getPropertyValue('--scroll')).toBe(scrollStyle(cover)['--scroll' as never]);
    expect(card.textContent).toContain('Trọn gói từ 4.900.000\u00a0₫');
    expect(within(card).getByRole('link', { name: 'Xem demo Landing Page SaaS Khởi Nghiệp' }).getAttribute('href')).toBe('/templates/landing-saas');
    expect(card.textContent).toContain('Landing page · SaaS · Màu chàm');
    expect(within(card).getByRole('list', { name: 'Thẻ' }).textContent).toContain('Khởi nghiệp');
    expect(card.textContent).toContain('Bảng giá ba gói theo tháng hoặc năm');
    const button = within(card).getByRole('button', { name: 'Xem trước Landing Page SaaS Khởi Nghiệp' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    // Five templates fit on one page: no page navigation.
    expect(pager()).toBeNull();
  });

  it('labels the search box and the four selects, with Vietnamese options', () => {
    renderGallery();
    expect(screen.getByRole('search', { name: 'Tìm và lọc mẫu giao diện' })).toBeTruthy();
    expect((screen.getByLabelText('Tìm mẫu') as HTMLInputElement).type).toBe('search');
    const options = (label: string) => [...select(label).options].map((o) => o.textContent);
    expect(options('Danh mục')).toEqual(['Tất cả', 'Landing page', 'Agency', 'Thương mại điện tử', 'Giáo dục', 'Blog']);
    expect(options('Ngành')).toEqual(['Tất cả', 'SaaS', 'Marketing', 'Bán lẻ', 'Giáo dục', 'Truyền thông']);
    expect(options('Màu')).toEqual(['Tất cả', 'Chàm', 'Tím', 'Xanh lục bảo', 'Xanh dương', 'Xám đá']);
    expect(options('Sắp xếp')).toEqual(['Tên A → Z', 'Tên Z → A']);
  });

  it('sorts Z→A and keeps it in the URL', () => {
    renderGallery();
    choose('Sắp xếp', 'z-a');
    expect(cardNames()).toEqual([...NAMES_AZ].reverse());
    expect(where()).toBe('/templates?sap-xep=z-a');
    choose('Sắp xếp', '');
    expect(cardNames()).toEqual(NAMES_AZ);
    expect(where()).toBe('/templates');
  });

  it('searches name and tags without regard to case or diacritics', () => {
    renderGallery();
    search('DAO TAO');
    expect(cardNames()).toEqual(['Đào Tạo Trực Tuyến EduPro']);
    search('ban hang');
    expect(cardNames()).toEqual(['Cửa Hàng Thời Trang Trực Tuyến']);
    expect(where()).toBe('/templates?q=ban+hang');
    expect(status()).toBe('Hiển thị 1 mẫu');
  });

  it('combines search, category, industry and colour; no match shows the empty message and a reset', () => {
    renderGallery();
    choose('Danh mục', 'education');
    expect(cardNames()).toEqual(['Đào Tạo Trực Tuyến EduPro']);
    choose('Ngành', 'education');
    choose('Màu', 'blue');
    expect(cardNames()).toEqual(['Đào Tạo Trực Tuyến EduPro']);
    expect(where()).toBe('/templates?danh-muc=education&nganh=education&mau=blue');
    choose('Màu', 'slate');
    expect(cardNames()).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Thẻ' })).toBeNull();
    expect(status()).toBe('Không có mẫu phù hợp bộ lọc.');
    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(cardNames()).toEqual(NAMES_AZ);
    expect(where()).toBe('/templates');
    expect([select('Danh mục').value, select('Ngành').value, select('Màu').value]).toEqual(['', '', '']);
    expect(screen.queryByRole('button', { name: 'Xóa bộ lọc' })).toBeNull();
  });

  it('the reset keeps the sort order; the empty message comes from the page file', () => {
    renderGallery('/templates?q=khong-co-mau-nay&sap-xep=z-a', { emptyMessage: 'Chưa có mẫu như vậy.' });
    expect(status()).toBe('Chưa có mẫu như vậy.');
    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(where()).toBe('/templates?sap-xep=z-a');
    expect(cardNames()).toEqual([...NAMES_AZ].reverse());
  });

  it('applies the URL state: filters, sort, and unknown values ignored', () => {
    renderGallery('/templates?q=tr%E1%BB%B1c+tuy%E1%BA%BFn&sap-xep=z-a&danh-muc=khong-co&mau=do');
    expect(cardNames()).toEqual(['Đào Tạo Trực Tuyến EduPro', 'Cửa Hàng Thời Trang Trực Tuyến']);
    expect((screen.getByLabelText('Tìm mẫu') as HTMLInputElement).value).toBe('trực tuyến');
    expect([select('Danh mục').value, select('Màu').value, select('Sắp xếp').value]).toEqual(['', '', 'z-a']);
  });

  it('server-renders the first page of the whole list A→Z, whatever the URL says', () => {
    const html = renderToHtml(<TemplateGallery {...gallery} />, { url: '/templates?q=khong-co&danh-muc=blog&sap-xep=z-a&trang=3' });
    const positions = NAMES_AZ.map((name) => html.indexOf(name));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain('Hiển thị 5 mẫu');
    expect(html).not.toContain('Không có mẫu phù hợp bộ lọc.');
    for (const template of gallery.templates) for (const text of [...template.tags, ...template.features]) expect(html).toContain(text);
    expect(html).toContain('<dialog');
    expect(html).not.toContain(' open=""');
  });

  describe('with 200 templates', () => {
    it('shows 9 per page and 23 pages; the page is in the URL; the ends are aria-disabled', () => {
      renderGallery('/templates', { templates: many });
      expect(cardNames()).toEqual(['Mẫu 001', 'Mẫu 002', 'Mẫu 003', 'Mẫu 004', 'Mẫu 005', 'Mẫu 006', 'Mẫu 007', 'Mẫu 008', 'Mẫu 009']);
      expect(status()).toBe('Hiển thị 1–9 trong 200 mẫu');
      const nav = pager()!;
      expect(
        within(nav)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Trang trước', '1', '2', '3', '4', '5', '23', 'Trang sau']);
      expect(currentPage()).toBe('1');
      const previous = within(nav).getByRole('button', { name: 'Trang trước' });
      expect(previous.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(previous);
      expect(where()).toBe('/templates');
      fireEvent.click(within(nav).getByRole('button', { name: 'Trang sau' }));
      expect(where()).toBe('/templates?trang=2');
      expect(cardNames()[0]).toBe('Mẫu 010');
      expect(status()).toBe('Hiển thị 10–18 trong 200 mẫu');
      // The result count takes the focus (and the view) back to the top of the new page.
      expect(document.activeElement).toBe(screen.getByRole('status').parentElement);
      fireEvent.click(screen.getByRole('button', { name: 'Trang 23' }));
      expect(where()).toBe('/templates?trang=23');
      expect(cardNames()).toEqual(['Mẫu 199', 'Mẫu 200']);
      expect(status()).toBe('Hiển thị 199–200 trong 200 mẫu');
      expect(currentPage()).toBe('23');
      expect(screen.getByRole('button', { name: 'Trang 23' }).getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('button', { name: 'Trang sau' }).getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(screen.getByRole('button', { name: 'Trang trước' }));
      expect(where()).toBe('/templates?trang=22');
      fireEvent.click(screen.getByRole('button', { name: 'Trang 1' }));
      expect(where()).toBe('/templates');
    });

    it('opens at the page in the URL; a page past the last resets to 1', () => {
      const { unmount } = renderGallery('/templates?trang=12', { templates: many });
      expect(cardNames()[0]).toBe('Mẫu 100');
      expect(
        within(pager()!)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Trang trước', '1', '11', '12', '13', '23', 'Trang sau']);
      unmount();
      renderGallery('/templates?trang=24', { templates: many });
      expect(currentPage()).toBe('1');
      expect(cardNames()[0]).toBe('Mẫu 001');
    });

    it('a filter or sort change goes back to page 1; so does a page that the filter leaves empty', () => {
      renderGallery('/templates?trang=5', { templates: many });
      expect(cardNames()[0]).toBe('Mẫu 037');
      choose('Sắp xếp', 'z-a');
      expect(where()).toBe('/templates?sap-xep=z-a');
      expect(cardNames()[0]).toBe('Mẫu 200');
      fireEvent.click(screen.getByRole('button', { name: 'Trang 3' }));
      expect(where()).toBe('/templates?sap-xep=z-a&trang=3');
      choose('Danh mục', 'ecommerce');
      expect(where()).toBe('/templates?sap-xep=z-a&danh-muc=ecommerce');
      expect(status()).toBe('Hiển thị 1–9 trong 20 mẫu');
      expect(cardNames()[0]).toBe('Mẫu 200');
      expect(currentPage()).toBe('1');
    });

    it('the narrowed list: page 3 of 3 is kept, page 4 resets to 1', () => {
      const { unmount } = renderGallery('/templates?danh-muc=ecommerce&trang=3', { templates: many });
      expect(cardNames()).toEqual(['Mẫu 190', 'Mẫu 200']);
      expect(currentPage()).toBe('3');
      unmount();
      renderGallery('/templates?danh-muc=ecommerce&trang=4', { templates: many });
      expect(cardNames()[0]).toBe('Mẫu 010');
      expect(currentPage()).toBe('1');
    });

    it('prepares (sorts and keys) the list once, however many filter changes follow', () => {
      vi.mocked(prepareTemplates).mockClear();
      renderGallery('/templates', { templates: many });
      search('mau 1');
      search('mau 19');
      choose('Danh mục', 'ecommerce');
      choose('Sắp xếp', 'z-a');
      fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
      expect(cardNames()).toHaveLength(9);
      expect(vi.mocked(prepareTemplates)).toHaveBeenCalledTimes(1);
    });
  });

  describe('preview dialog', () => {
    function openPreview(name = 'Landing Page SaaS Khởi Nghiệp') {
      renderGallery();
      const button = screen.getByRole('button', { name: `Xem trước ${name}` });
      fireEvent.click(button);
      const dialog = screen.getByRole('dialog', { name });
      return { button, dialog: dialog as HTMLDialogElement };
    }

    it('is closed and empty until a card asks for it', () => {
      const { container } = renderGallery();
      const dialog = container.querySelector('dialog')!;
      expect(dialog.open).toBe(false);
      expect(dialog.childElementCount).toBe(0);
    });

    it('opens as a modal named by the template, with the full-page render, details, price, "Xem demo" and the two links carrying the id', () => {
      const { dialog } = openPreview();
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(showModal.mock.contexts[0]).toBe(dialog);
      expect(dialog.open).toBe(true);
      const template = gallery.templates.find((t) => t.id === 'landing-saas')!;
      const img = within(dialog).getByRole('img', { name: template.cover.alt });
      expect(img.getAttribute('src')).toBe('/images/templates/landing-saas.webp');
      // In a box that scrolls, reachable with the keyboard.
      const box = img.parentElement!;
      expect([box.getAttribute('tabindex'), box.getAttribute('role'), box.getAttribute('aria-label')]).toEqual([
        '0',
        'group',
        'Toàn trang mẫu Landing Page SaaS Khởi Nghiệp, cuộn để xem',
      ]);
      expect(dialog.textContent).toContain('Trọn gói từ 4.900.000\u00a0₫');
      expect(within(dialog).getByRole('link', { name: 'Xem demo' }).getAttribute('href')).toBe('/templates/landing-saas');
      expect(dialog.textContent).toContain('Landing page · SaaS · Màu chàm');
      for (const tag of template.tags) expect(within(dialog).getByText(tag)).toBeTruthy();
      expect(within(dialog).getByRole('heading', { level: 3, name: 'Tính năng nổi bật' })).toBeTruthy();
      for (const feature of template.features) expect(within(dialog).getByText(feature)).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: 'Dùng mẫu này' }).getAttribute('href')).toBe('/contact?template=landing-saas');
      expect(within(dialog).getByRole('link', { name: 'Xem bảng giá thiết kế' }).getAttribute('href')).toBe('/pricing/web?template=landing-saas');
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Đóng' }));
      expect(document.documentElement.style.overflow).toBe('hidden');
    });

    it("Escape closes it and the focus goes back to the card's button", () => {
      const { button, dialog } = openPreview('Đào Tạo Trực Tuyến EduPro');
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(dialog.open).toBe(false);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
      expect(document.documentElement.style.overflow).toBe('');
    });

    it('"Đóng" closes it; a backdrop click too, a click inside does not', () => {
      const { button, dialog } = openPreview();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
      expect(dialog.open).toBe(false);
      expect(document.activeElement).toBe(button);
      fireEvent.click(button);
      fireEvent.click(within(dialog).getByRole('heading', { level: 2 }));
      expect(dialog.open).toBe(true);
      fireEvent.click(dialog);
      expect(dialog.open).toBe(false);
      expect(document.activeElement).toBe(button);
    });

    it('shows the template that was asked for, each time', () => {
      const { dialog } = openPreview('Agency Marketing Sáng Tạo');
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      fireEvent.click(screen.getByRole('button', { name: 'Xem trước Tạp Chí Tin Tức Đa Chuyên Mục' }));
      expect(screen.getByRole('dialog', { name: 'Tạp Chí Tin Tức Đa Chuyên Mục' })).toBe(dialog);
      expect(within(dialog).getByRole('link', { name: 'Dùng mẫu này' }).getAttribute('href')).toBe('/contact?template=blog-media');
    });

    it('following "Dùng mẫu này" navigates to /contact?template=<id> and closes the dialog', () => {
      const { dialog } = openPreview();
      fireEvent.click(within(dialog).getByRole('link', { name: 'Dùng mẫu này' }));
      expect(where()).toBe('/contact?template=landing-saas');
      expect(dialog.open).toBe(false);
    });

    it("uses the page file's link labels and targets, adding the id before an anchor", () => {
      renderGallery('/templates', { useLink: { label: 'Chọn mẫu', href: '/contact#dang-ky' }, pricingLink: { label: 'Giá', href: '/pricing/web?ref=mau' } });
      fireEvent.click(screen.getByRole('button', { name: 'Xem trước Agency Marketing Sáng Tạo' }));
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('link', { name: 'Chọn mẫu' }).getAttribute('href')).toBe('/contact?template=agency-marketing#dang-ky');
      expect(within(dialog).getByRole('link', { name: 'Giá' }).getAttribute('href')).toBe('/pricing/web?ref=mau&template=agency-marketing');
    });
  });
});
