import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Plan, PlanGridSection } from '../../model/generated.ts';
import { renderToHtml, renderWithProviders } from '../../../tests/render.tsx';
import { displayPath } from '../../engine/locate.ts';
import { describeSchemaErrors } from '../../engine/schemaErrors.ts';
import { loadSchemas, SCHEMA_BASE } from '../../engine/schemas.ts';
import { defaultDirs } from '../../engine/project.ts';
import { normalizeSpaces, textOf } from '../shared/testing.ts';
import example from './example.json';
import { PlanGrid } from './PlanGrid.tsx';
import { planSpecs } from './planSpecs.ts';

const grid = example as PlanGridSection;

/** The card of the plan whose name heading is `name`. */
function card(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { name });
  const element = heading.closest<HTMLElement>('[data-plan]');
  if (!element) throw new Error(`no card around ${name}`);
  return element;
}

/** label → value of the card's spec list. */
function specsOf(element: HTMLElement): Record<string, string> {
  const rows: Record<string, string> = {};
  for (const dt of element.querySelectorAll('dl dt')) rows[textOf(dt)] = textOf(dt.nextElementSibling);
  return rows;
}

describe('PlanGrid', () => {
  it('names the section with its h2 and each plan with an h3', () => {
    renderWithProviders(<PlanGrid {...grid} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Bảng giá hosting' });
    const region = screen.getByRole('region', { name: 'Bảng giá hosting' });
    expect(region.id).toBe('bang-gia-hosting');
    expect(region.getAttribute('aria-labelledby')).toBe(h2.id);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Khởi đầu', 'Doanh nghiệp', 'Quản trị trọn gói']);
  });

  it('highlights the popular plan with a "Phổ biến" badge when it has no badge of its own', () => {
    renderWithProviders(<PlanGrid {...grid} />);
    const popular = card('Doanh nghiệp');
    expect(popular.hasAttribute('data-popular')).toBe(true);
    expect(within(popular).getByText('Phổ biến')).toBeTruthy();
    expect(card('Khởi đầu').hasAttribute('data-popular')).toBe(false);
    expect(within(card('Khởi đầu')).queryByText('Phổ biến')).toBeNull();
    // A plan's own badge wins, and does not make the plan popular.
    const managed = card('Quản trị trọn gói');
    expect(within(managed).getByText('Mới')).toBeTruthy();
    expect(managed.hasAttribute('data-popular')).toBe(false);
    expect(screen.getAllByText('Phổ biến')).toHaveLength(1);
  });

  it('uses the plan badge for a popular plan that has one', () => {
    const plans: Plan[] = [{ id: 'pro', name: 'Pro', price: 9_900_000, popular: true, badge: 'Phổ biến nhất', features: ['10 bài viết'] }];
    renderWithProviders(<PlanGrid type="planGrid" heading="Bảng giá" plans={plans} />);
    expect(screen.getByText('Phổ biến nhất')).toBeTruthy();
    expect(screen.queryByText('Phổ biến')).toBeNull();
  });

  it('formats prices in VND with the period, and strikes through the original price with a spoken label', () => {
    renderWithProviders(<PlanGrid {...grid} />);
    const popular = card('Doanh nghiệp');
    const struck = popular.querySelector('s');
    expect(textOf(struck)).toBe('Giá gốc: 5.900.000 ₫');
    expect(textOf(struck?.querySelector('span'))).toBe('Giá gốc:');
    expect(textOf(popular)).toContain('4.900.000 ₫ / năm');
    expect(textOf(card('Khởi đầu'))).toContain('990.000 ₫ / năm');
    expect(card('Khởi đầu').querySelector('s')).toBeNull();
    // No period in the data: the schema default "tháng".
    expect(textOf(card('Quản trị trọn gói'))).toContain('1.500.000 ₫ / tháng');
  });

  it('lists features with check icons and the hosting specs with Vietnamese labels', () => {
    renderWithProviders(<PlanGrid {...grid} />);
    const popular = card('Doanh nghiệp');
    const features = within(popular).getAllByRole('listitem');
    expect(features.map((li) => li.textContent)).toEqual(['Sao lưu tự động hằng ngày', 'Tường lửa ứng dụng web', 'Hỗ trợ kỹ thuật 24/7']);
    expect(features[0].querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(specsOf(popular)).toEqual({
      'Dung lượng': '30 GB SSD NVMe',
      'Băng thông': 'Không giới hạn',
      'Tên miền': '5 website',
      SSL: "Miễn phí Let's Encrypt",
      'Hiệu năng': '2 CPU, 4 GB RAM',
    });
    expect(card('Quản trị trọn gói').querySelector('dl')).toBeNull();
  });

  it('renders the plan buttons, the note and the footnote; no button without cta', () => {
    renderWithProviders(<PlanGrid {...grid} />);
    const buttons = screen.getAllByRole('link', { name: 'Chọn gói này' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button.getAttribute('href')).toBe('/#lien-he');
    expect(within(card('Doanh nghiệp')).getByRole('link').getAttribute('data-variant')).toBe('filled');
    expect(within(card('Khởi đầu')).getByRole('link').getAttribute('data-variant')).toBe('outline');
    expect(within(card('Quản trị trọn gói')).queryByRole('link')).toBeNull();
    expect(within(card('Doanh nghiệp')).getByText('Giảm 20% cho năm đầu tiên')).toBeTruthy();
    expect(screen.getByText(/^Giá chưa gồm VAT\./)).toBeTruthy();
  });

  it("fills only the popular plan's button when the grid has one, whatever the plans' own variants", () => {
    const cta = { label: 'Chọn gói này', href: '/#lien-he' };
    const plans: Plan[] = [
      { id: 'a', name: 'Gói A', price: 100_000, features: ['Một'], cta },
      { id: 'b', name: 'Gói B', price: 200_000, features: ['Hai'], popular: true, cta: { ...cta, variant: 'secondary' } },
    ];
    renderWithProviders(<PlanGrid type="planGrid" plans={plans} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('data-variant'))).toEqual(['outline', 'filled']);
  });

  it("keeps the plans' own button variants when no plan is popular", () => {
    const cta = { label: 'Chọn gói này', href: '/#lien-he' };
    const plans: Plan[] = [
      { id: 'a', name: 'Gói A', price: 100_000, features: ['Một'], cta },
      { id: 'b', name: 'Gói B', price: 200_000, features: ['Hai'], cta },
    ];
    renderWithProviders(<PlanGrid type="planGrid" plans={plans} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('data-variant'))).toEqual(['filled', 'filled']);
  });

  it('without a heading: plan names become h2 and the section is named "Bảng giá"', () => {
    const plans: Plan[] = [{ id: 'a', name: 'Gói A', price: 100_000, features: ['Một'] }];
    renderWithProviders(<PlanGrid type="planGrid" plans={plans} />);
    expect(screen.getByRole('region', { name: 'Bảng giá' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Gói A' })).toBeTruthy();
  });

  it('lists the web design extras, support after handover last', () => {
    const plans: Plan[] = [
      {
        id: 'landing',
        name: 'Landing Page',
        price: 8_000_000,
        period: 'dự án',
        features: ['Thiết kế riêng'],
        web: { duration: '2–3 tuần', pages: '1 trang', support: '3 tháng' },
      },
    ];
    renderWithProviders(<PlanGrid type="planGrid" heading="Bảng giá thiết kế website" plans={plans} />);
    const specs = specsOf(card('Landing Page'));
    expect(specs).toEqual({ 'Thời gian thực hiện': '2–3 tuần', 'Số trang': '1 trang', 'Hỗ trợ sau bàn giao': '3 tháng' });
    expect(Object.keys(specs).at(-1)).toBe('Hỗ trợ sau bàn giao');
  });

  it('shows a priceText plan\'s text ("Liên hệ") in place of the price, without a period', () => {
    const plans: Plan[] = [
      { id: 'professional', name: 'Professional', price: 1_200_000, features: ['20 người dùng'] },
      {
        id: 'enterprise',
        name: 'Enterprise',
        priceText: 'Liên hệ',
        features: ['Không giới hạn người dùng'],
        cta: { label: 'Liên hệ tư vấn', href: '/contact' },
      },
    ];
    renderWithProviders(<PlanGrid type="planGrid" heading="Bảng giá" plans={plans} />);
    const enterprise = card('Enterprise');
    const price = within(enterprise).getByText('Liên hệ');
    expect(textOf(price.closest('p'))).toBe('Liên hệ');
    expect(textOf(enterprise)).not.toMatch(/₫|\/ tháng/);
    expect(within(enterprise).getByRole('link', { name: 'Liên hệ tư vấn' }).getAttribute('href')).toBe('/contact');
    // A priced plan next to it keeps its amount and period.
    expect(textOf(card('Professional'))).toContain('1.200.000 ₫ / tháng');
  });

  it('server-renders a priceText plan as plain text with nothing after it', () => {
    const plans: Plan[] = [{ id: 'enterprise', name: 'Enterprise', priceText: 'Liên hệ', period: 'tháng', features: ['Không giới hạn người dùng'] }];
    const html = normalizeSpaces(renderToHtml(<PlanGrid type="planGrid" heading="Bảng giá" plans={plans} />));
    expect(html).toMatch(/>Liên hệ<\/span><\/p>/);
    expect(html).not.toContain('/ tháng');
  });

  it('server-renders prices, struck original price and specs', () => {
    const html = normalizeSpaces(renderToHtml(<PlanGrid {...grid} />));
    expect(html).toContain('4.900.000 ₫');
    expect(html).toMatch(/<s>.*Giá gốc: <\/span>.*5\.900\.000 ₫<\/s>/);
    expect(html).toContain('<dt>Dung lượng</dt><dd>30 GB SSD NVMe</dd>');
  });
});

describe('planSpecs', () => {
  it('labels every category in Vietnamese, in category order, skipping missing values', () => {
    const plan: Plan = {
      id: 'x',
      name: 'X',
      price: 1,
      features: ['a'],
      web: { duration: '2-3 tuần', pages: '10 trang', responsive: 'Có', seo: 'Chuẩn SEO on-page', support: '6 tháng' },
      ssl: { validation: 'DV', domains: '1 tên miền', warranty: '$10,000', issuance: '5-10 phút' },
      vps: { cpu: '2 vCPU', ram: '4 GB', storage: '80 GB NVMe', bandwidth: '2 TB', region: 'TP. Hồ Chí Minh' },
      hosting: { storage: '10 GB' },
    };
    expect(planSpecs(plan).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Dung lượng: 10 GB',
      'CPU: 2 vCPU',
      'RAM: 4 GB',
      'Ổ cứng: 80 GB NVMe',
      'Băng thông: 2 TB',
      'Vị trí: TP. Hồ Chí Minh',
      'Xác thực: DV',
      'Tên miền: 1 tên miền',
      'Bảo hiểm: $10,000',
      'Thời gian cấp: 5-10 phút',
      'Thời gian thực hiện: 2-3 tuần',
      'Số trang: 10 trang',
      'Responsive: Có',
      'SEO: Chuẩn SEO on-page',
      'Hỗ trợ sau bàn giao: 6 tháng',
    ]);
    expect(new Set(planSpecs(plan).map((spec) => spec.key)).size).toBe(15);
  });

  it('is empty for a plan without extras', () => {
    expect(planSpecs({ id: 'x', name: 'X', price: 1, features: ['a'] })).toEqual([]);
  });
});

describe('plan price rule (schema)', () => {
  const schemas = loadSchemas(defaultDirs.schemaDir);
  const validate = schemas.ajv.getSchema(`${SCHEMA_BASE}common.schema.json#/$defs/plan`)!;
  /** "path message — hint" of each problem with the plan, as the validator reports them. */
  const problemsOf = (plan: object) => {
    expect(validate(plan)).toBe(false);
    return describeSchemaErrors(validate.errors ?? [], { sectionTypes: schemas.sectionTypes, lang: 'en' }).map(
      (p) => `${displayPath(p.segments)} ${p.message} — ${p.hint}`,
    );
  };
  const base = { id: 'enterprise', name: 'Enterprise', features: ['Không giới hạn người dùng'] };

  it('accepts a price or a priceText', () => {
    expect(validate({ ...base, price: 500_000 })).toBe(true);
    expect(validate({ ...base, priceText: 'Liên hệ' })).toBe(true);
  });

  it('without either: one message asking for price that names priceText as the alternative', () => {
    const problems = problemsOf(base);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^\(root\) is missing the required property "price" — add "price": … — Mỗi gói cần giá: "price" .* hoặc "priceText" \(ví dụ "Liên hệ"\)/,
    );
  });

  it('with both: one message at price saying to keep only one', () => {
    expect(problemsOf({ ...base, price: 500_000, priceText: 'Liên hệ' })).toEqual([
      'price must be left out here — Gói đã có "priceText" thì bỏ "price": mỗi gói ghi giá bằng một trong hai.',
    ]);
  });

  it('an empty priceText is refused like any empty text', () => {
    expect(problemsOf({ ...base, priceText: '' })).toEqual([expect.stringMatching(/^priceText must not be empty — /)]);
  });
});

describe('PlanGrid accent colours', () => {
  it('marks a plan that has its own colour (a course) and leaves the others plain', () => {
    const plans = [
      { id: 'ai-fundamentals', name: 'AI Fundamentals', price: 2_500_000, period: '8 tuần', color: 'emerald', features: ['8 tuần'] },
      { id: 'ai-advanced', name: 'AI Advanced', price: 4_500_000, period: '12 tuần', features: ['12 tuần'] },
    ] as PlanGridSection['plans'];
    const html = renderToHtml(<PlanGrid type="planGrid" heading="Khóa học" plans={plans} />);
    expect(html.match(/data-accent="emerald"/g)).toHaveLength(1);
    expect(html).toContain('2.500.000');
    expect(html).toContain('/ 8 tuần');
  });
});

describe('PlanGrid comparison table', () => {
  /** The comparison table, found by its caption. */
  const table = (caption = 'So sánh các gói') => screen.getByRole('table', { name: caption });
  /** Text of each cell of a row, the row header first. */
  const rowTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => textOf(cell));

  it('is a captioned table: a column per plan in plan order, a row per feature, headers scoped', () => {
    renderWithProviders(<PlanGrid {...grid} />);
    const comparison = table();
    const headers = within(comparison).getAllByRole('columnheader');
    expect(headers.map((th) => textOf(th))).toEqual(['Tính năng', 'Khởi đầu', 'Doanh nghiệp', 'Quản trị trọn gói']);
    for (const th of headers) expect(th.getAttribute('scope')).toBe('col');
    const rows = within(comparison).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(within(row).getByRole('rowheader').getAttribute('scope')).toBe('row');
    // Yes and no are spoken in words next to the check mark / dash, which are hidden from screen readers.
    expect(rowTexts(rows[1])).toEqual(['Tường lửa ứng dụng web', '—Không', 'Có', 'Có']);
    expect(rowTexts(rows[2])).toEqual(['Số website', '1', '5', 'Theo hợp đồng']);
    expect(rows[0].querySelector('td svg[aria-hidden="true"]')).toBeTruthy();
    expect(rows[1].querySelector('td span[aria-hidden="true"]')?.textContent).toBe('—');
  });

  it('tints the popular plan column, and sits in a focusable named box that scrolls on narrow screens', () => {
    renderWithProviders(<PlanGrid {...grid} />);
    const comparison = table();
    const popularColumn = [...comparison.querySelectorAll('tr')].map((tr) => tr.children[2]);
    const tinted = popularColumn[0].className;
    expect(tinted).not.toBe('');
    for (const cell of popularColumn) expect(cell.className).toBe(tinted);
    for (const tr of comparison.querySelectorAll('tr')) expect(tr.children[1].className).toBe('');
    const box = screen.getByRole('group', { name: 'So sánh các gói' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.contains(comparison)).toBe(true);
  });

  it('uses its own caption, and leaves a cell empty when a row has fewer values than plans', () => {
    const plans: Plan[] = [
      { id: 'a', name: 'Gói A', price: 100_000, features: ['Một'] },
      { id: 'b', name: 'Gói B', price: 200_000, features: ['Hai'] },
    ];
    const comparison = { caption: 'So sánh nhanh', rows: [{ label: 'Báo cáo', values: ['Hằng tháng'] }] } as PlanGridSection['comparison'];
    renderWithProviders(<PlanGrid type="planGrid" plans={plans} comparison={comparison} />);
    const row = within(table('So sánh nhanh')).getAllByRole('row')[1];
    expect(rowTexts(row)).toEqual(['Báo cáo', 'Hằng tháng', '']);
  });

  it('is not rendered without comparison data', () => {
    const { comparison: _omitted, ...withoutComparison } = grid;
    renderWithProviders(<PlanGrid {...withoutComparison} />);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('server-renders the table with caption and header scopes (a static section: no script needed)', () => {
    const html = normalizeSpaces(renderToHtml(<PlanGrid {...grid} />));
    expect(html).toMatch(/<table[^>]*><caption>So sánh các gói<\/caption><thead><tr><th scope="col">Tính năng<\/th>/);
    expect(html).toContain('<th scope="row">Số website</th>');
  });
});
