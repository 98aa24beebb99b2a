// Starter pages for `npm run new-page`: valid pages whose texts say what to write in their place.
// Written as the JSON a page file holds (shared data by id, e.g. "plans": "seo"), not as the
// resolved page model of src/model/generated.ts; the new-page tests validate every template.
import { findTexts } from './placeholderTexts.ts';

/** One section as written in a page file. */
export type SectionJson = { type: string } & Record<string, unknown>;

export interface TemplateContext {
  /** The new page's route, e.g. /blog/ten-bai-viet. */
  route: string;
  /** The route of the page directly above it (/blog for /blog/ten-bai-viet). */
  parent: string;
  /** Today as YYYY-MM-DD (the article's date). */
  today: string;
}

export interface PageTemplate {
  /** The parts of the page after "$schema" and "meta". */
  build(context: TemplateContext): { card?: Record<string, unknown>; sections: SectionJson[] };
}

/**
 * The texts of the templates that say what to write in their place ("Tiêu đề chính: …", "Ý thứ nhất"),
 * marked where they are written with ph(); texts an author may keep as they are ("Quy trình 4 bước",
 * "Câu hỏi thường gặp", button labels) are not. A page that still holds one is not ready: the admin
 * refuses to send it for review or publish it (src/admin/content/publishing.ts placeholderProblems).
 */
const PLACEHOLDERS = new Set<string>();
function ph(text: string): string {
  PLACEHOLDERS.add(text);
  return text;
}

export const PLACEHOLDER_META = {
  title: ph('Tiêu đề trang (tối đa 70 ký tự) | AM Digital'),
  description: ph('Mô tả trang cho Google và mạng xã hội (50–170 ký tự) — hãy viết lại cho khách hàng của bạn.'),
};

const hero = (eyebrow: string, buttons: object[]): SectionJson => ({
  type: 'hero',
  eyebrow,
  title: ph('Tiêu đề chính: lợi ích lớn nhất bạn mang lại cho khách hàng'),
  description: ph('Một hai câu nói rõ bạn giúp ai, giúp điều gì. Hãy thay đoạn này bằng nội dung của bạn.'),
  highlights: [ph('Điểm nổi bật thứ nhất'), ph('Điểm nổi bật thứ hai'), ph('Điểm nổi bật thứ ba')],
  buttons,
});

const features = (id: string, heading: string): SectionJson => ({
  type: 'featureGrid',
  id,
  heading,
  columns: 3,
  items: [
    { icon: 'process', title: ph('Ý thứ nhất'), description: ph('Một câu giải thích ý này giúp khách hàng điều gì.') },
    { icon: 'pricing', title: ph('Ý thứ hai'), description: ph('Viết ngắn gọn, cụ thể; có con số thì càng tốt.') },
    { icon: 'contact', title: ph('Ý thứ ba'), description: ph('Thêm, bớt thẻ tùy ý (tối đa 12); "icon" là tên biểu tượng.') },
  ],
});

const process: SectionJson = {
  type: 'process',
  id: 'quy-trinh',
  heading: 'Quy trình 4 bước',
  steps: [
    { title: 'Tư vấn', description: 'Tìm hiểu mục tiêu và nhu cầu của khách hàng.' },
    { title: 'Lên kế hoạch', description: 'Đề xuất giải pháp, ngân sách và tiến độ.' },
    { title: 'Triển khai', description: 'Thực hiện và cập nhật tiến độ thường xuyên.' },
    { title: 'Báo cáo', description: 'Đo kết quả và đề xuất bước tiếp theo.' },
  ],
};

const inlineFaq: SectionJson = {
  type: 'faq',
  id: 'faq',
  heading: 'Câu hỏi thường gặp',
  items: [
    { question: ph('Câu hỏi khách hàng hay hỏi nhất?'), answer: ph('Câu trả lời ngắn gọn, rõ ràng.\n\nMột dòng trống tách hai đoạn.') },
    { question: ph('Câu hỏi thứ hai?'), answer: ph('Thêm hoặc bớt câu hỏi tùy ý; bộ câu hỏi dùng chung: "items": "thanh-toan".') },
  ],
};

const cta = (buttons: object[]): SectionJson => ({
  type: 'cta',
  heading: 'Sẵn sàng bắt đầu?',
  text: ph('Một câu mời khách hàng liên hệ; nút bên dưới dẫn tới trang liên hệ, số hotline lấy từ pages/_site.json.'),
  buttons,
  showHotline: true,
});

const contactButton = { label: 'Nhận tư vấn miễn phí', href: '/contact' };
const toPricing = (variant?: 'secondary') => ({ label: 'Xem bảng giá', href: '#pricing', ...(variant ? { variant } : {}) });
const choose = { label: 'Chọn gói này', href: '/contact' };

/** Types each template as a PageTemplate (so callers see one build() signature) while keeping the names. */
const template = (t: PageTemplate) => t;

export const TEMPLATES = {
  landing: template({
    build: () => ({
      sections: [
        hero(ph('Nhãn nhỏ phía trên tiêu đề'), [contactButton, { label: 'Xem quy trình', href: '#quy-trinh', variant: 'secondary' }]),
        features('loi-ich', 'Vì sao chọn chúng tôi'),
        process,
        { type: 'testimonials', heading: 'Khách hàng nói về chúng tôi', items: 'khach-hang' },
        inlineFaq,
        cta([contactButton]),
      ],
    }),
  }),
  service: template({
    build: () => ({
      sections: [
        hero(ph('Tên dịch vụ'), [toPricing(), { ...contactButton, variant: 'secondary' }]),
        features('dich-vu', 'Dịch vụ gồm những gì'),
        process,
        {
          type: 'planGrid',
          id: 'pricing',
          heading: 'Bảng giá',
          plans: [
            {
              id: 'co-ban',
              name: 'Cơ bản',
              description: ph('Dành cho ai? Một câu ngắn.'),
              price: 3000000,
              features: [ph('Tính năng thứ nhất'), ph('Tính năng thứ hai')],
              cta: choose,
            },
            {
              id: 'nang-cao',
              name: 'Nâng cao',
              description: 'Gói khách hàng chọn nhiều nhất.',
              price: 6000000,
              popular: true,
              badge: 'Phổ biến nhất',
              features: ['Mọi tính năng của gói Cơ bản', ph('Tính năng thứ ba')],
              cta: choose,
            },
            {
              id: 'doanh-nghiep',
              name: 'Doanh nghiệp',
              description: 'Giá thỏa thuận theo nhu cầu.',
              priceText: 'Liên hệ',
              features: ['Tính năng theo yêu cầu'],
              cta: choose,
            },
          ],
          footnote: ph('Giá mẫu: hãy thay bằng giá thật, hoặc dùng bộ gói dùng chung, ví dụ "plans": "seo".'),
        },
        inlineFaq,
        cta([contactButton]),
      ],
    }),
  }),
  pricing: template({
    build: () => ({
      sections: [
        {
          type: 'hero',
          eyebrow: 'Bảng giá',
          title: 'BẢNG GIÁ DỊCH VỤ',
          description: ph('Một câu giới thiệu các gói bên dưới: dành cho ai, tính giá thế nào.'),
          buttons: [toPricing()],
        },
        {
          type: 'planGrid',
          id: 'pricing',
          heading: 'Chọn gói phù hợp',
          plans: 'seo',
          footnote: 'Giá chưa gồm VAT. Cần gói riêng? Liên hệ để nhận báo giá theo yêu cầu.',
        },
        { type: 'faq', id: 'faq', heading: 'Câu hỏi về thanh toán', items: 'thanh-toan' },
        cta([contactButton, { label: 'Xem tất cả bảng giá', href: '/pricing', variant: 'secondary' }]),
      ],
    }),
  }),
  promo: template({
    build: () => ({
      sections: [
        hero(ph('Ưu đãi có hạn: đến hết ngày …'), [toPricing(), { ...contactButton, variant: 'secondary' }]),
        {
          type: 'stats',
          items: [
            { number: '-30%', label: 'Giảm giá', description: ph('Mức ưu đãi; hãy ghi đúng con số của chương trình.') },
            { number: '500+', label: 'Khách hàng', description: ph('Một con số khiến khách hàng tin tưởng.') },
            { number: '48 giờ', label: 'Bắt đầu', description: 'Thời gian bắt đầu sau khi ký hợp đồng.' },
          ],
        },
        features('uu-dai', 'Bạn nhận được gì'),
        {
          type: 'planGrid',
          id: 'pricing',
          heading: 'Các gói áp dụng ưu đãi',
          plans: 'ads',
          footnote: ph('Bộ gói dùng chung "ads" (pages/_data/planSets/ads.json); đổi tên bộ gói cho đúng chương trình, ghi điều kiện ưu đãi tại đây.'),
        },
        process,
        inlineFaq,
        { type: 'testimonials', heading: 'Khách hàng nói về chúng tôi', items: 'khach-hang' },
        cta([contactButton]),
      ],
    }),
  }),
  article: template({
    build: ({ parent, today }) => ({
      card: {
        title: ph('Tiêu đề bài viết (tối đa 120 ký tự), hiện trên thẻ và là tiêu đề của trang'),
        summary: ph('Tóm tắt 1–2 câu, hiện trên thẻ trong danh sách và dưới tiêu đề bài viết — hãy viết lại.'),
        date: today,
        tags: ['Chủ đề'],
        image: { src: '/images/samples/sample-blog.svg', alt: ph('Ảnh bìa tạm thời, hãy thay bằng ảnh của bài viết'), width: 640, height: 360 },
        readingMinutes: 3,
      },
      sections: [
        { type: 'entryHeader', back: { label: 'Quay lại danh sách', href: parent } },
        {
          type: 'article',
          blocks: [
            { type: 'paragraph', text: ph('Đoạn mở đầu: vấn đề người đọc gặp phải và bài viết sẽ giúp họ điều gì.') },
            { type: 'heading', text: ph('Tiêu đề mục thứ nhất') },
            { type: 'paragraph', text: ph('Nội dung của mục. Mỗi đoạn văn là một khối "paragraph".') },
            { type: 'list', items: [ph('Ý thứ nhất của danh sách'), ph('Ý thứ hai của danh sách')] },
            { type: 'quote', text: ph('Một câu trích dẫn đáng nhớ.'), cite: ph('Tên người hoặc nguồn') },
            { type: 'heading', text: 'Kết luận' },
            { type: 'paragraph', text: ph('Tóm lại ý chính và mời người đọc liên hệ hoặc đọc thêm.') },
          ],
        },
      ],
    }),
  }),
};

export type TemplateName = keyof typeof TEMPLATES;
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

// Every template built once, so that each ph() text is known before any page is checked.
for (const name of TEMPLATE_NAMES) TEMPLATES[name].build({ route: '/mau', parent: '/', today: '2026-01-01' });

/** The templates' placeholder texts (marked with ph()), each as the template writes it. */
export const PLACEHOLDER_TEXTS: ReadonlySet<string> = PLACEHOLDERS;

/** Where a page file's JSON still holds a template's placeholder text: each string value that is one, with its path. */
export const findPlaceholders = (value: unknown): { path: (string | number)[]; text: string }[] => findTexts(value, PLACEHOLDERS);
