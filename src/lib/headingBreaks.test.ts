import { describe, expect, it } from 'vitest';
import { COMPOUNDS, headingJoins, isCompound, joinHeading, joinHeadingsInHtml, NBSP } from './headingBreaks.ts';

const show = (text: string) => text.replaceAll(NBSP, '_');

describe('joinHeading', () => {
  it('keeps the syllables of listed compounds together and the last two words too', () => {
    expect(show(joinHeading('Tăng trưởng doanh thu bằng marketing đo lường được'))).toBe('Tăng_trưởng doanh_thu bằng marketing đo_lường_được');
    expect(show(joinHeading('Muốn content như thế này cho thương hiệu của bạn?'))).toBe('Muốn content như thế này cho thương_hiệu của_bạn?');
    expect(show(joinHeading('Uyên AI – Học AI thực chiến, dùng ngay trong công việc'))).toBe('Uyên AI – Học AI thực_chiến, dùng ngay trong công_việc');
    expect(show(joinHeading('Quảng cáo Facebook mang về đơn hàng, không chỉ lượt thích'))).toBe('Quảng_cáo Facebook mang về đơn_hàng, không chỉ lượt_thích');
  });

  it('matches compounds whatever their case, and not across punctuation', () => {
    expect(show(joinHeading('BẢNG GIÁ dịch vụ'))).toBe('BẢNG_GIÁ dịch_vụ');
    expect(show(joinHeading('Khách hàng: doanh, thu'))).toBe('Khách_hàng: doanh,_thu');
  });

  it('leaves a last group too long for a phone line breakable, and one word alone', () => {
    expect(show(joinHeading('Xây dựng topical map cho SEO: pillar, cluster và liên kết nội bộ'))).toBe(
      'Xây_dựng topical map cho SEO: pillar, cluster và liên_kết nội_bộ',
    );
    expect(joinHeading('Basic')).toBe('Basic');
  });

  it('maps the heading fields of nested sections, and only those, to their joined text', () => {
    const sections = [
      { type: 'hero', title: 'Bảng giá SEO', description: 'doanh thu cao', items: [{ title: 'Chăm sóc khách hàng', text: 'doanh thu' }, { title: 'SEO' }] },
    ];
    expect(JSON.stringify(headingJoins(sections)).replaceAll(NBSP, '_')).toBe(
      JSON.stringify({ 'Bảng giá SEO': 'Bảng_giá_SEO', 'Chăm sóc khách hàng': 'Chăm_sóc khách_hàng' }),
    );
  });

  it("maps FAQ questions, names and an article's heading blocks, not its paragraphs", () => {
    const article = {
      blocks: [
        { type: 'heading', text: 'Thu thập từ khóa' },
        { type: 'paragraph', text: 'Đo lường doanh thu' },
      ],
      items: [{ question: 'Có cần hợp đồng không?', name: 'Cửa Hàng Trực Tuyến' }],
    };
    expect(JSON.stringify(headingJoins(article)).replaceAll(NBSP, '_')).toBe(
      JSON.stringify({
        'Thu thập từ khóa': 'Thu thập từ_khóa',
        'Có cần hợp đồng không?': 'Có cần hợp_đồng_không?',
        'Cửa Hàng Trực Tuyến': 'Cửa_Hàng Trực_Tuyến',
      }),
    );
  });

  it('joins the text of h1–h4 elements in markup, and no other text or attribute', () => {
    const html =
      '<section aria-label="doanh thu"><h1 class="t" title="doanh thu">Tăng trưởng doanh thu</h1><p>Tăng trưởng doanh thu</p>' +
      '<h3><span>Bước 1: </span>Chăm sóc khách hàng</h3><h4>A &amp; B thương hiệu</h4><h5>doanh thu</h5></section>';
    expect(joinHeadingsInHtml(html).replaceAll(NBSP, '_')).toBe(
      '<section aria-label="doanh thu"><h1 class="t" title="doanh thu">Tăng_trưởng doanh_thu</h1><p>Tăng trưởng doanh thu</p>' +
        '<h3><span>Bước 1: </span>Chăm_sóc khách_hàng</h3><h4>A &amp; B thương_hiệu</h4><h5>doanh thu</h5></section>',
    );
  });

  it('lists lower-case compounds of two or three syllables', () => {
    for (const word of COMPOUNDS) expect(word).toMatch(/^[\p{Ll}]+( [\p{Ll}]+){1,2}$/u);
    expect(isCompound(['Doanh', 'thu'])).toBe(true);
  });
});
