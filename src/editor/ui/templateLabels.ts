// The new-page templates as an author chooses them: what the page is for and what it starts with, in
// words (the templates' own names and summaries are the command line's, with section type ids).
import type { TemplateName } from '../../engine/pageCreation/pageTemplates.ts';

export const TEMPLATE_LABELS: Record<TemplateName, string> = {
  landing: 'Trang giới thiệu dịch vụ: mở đầu, lợi ích, quy trình, đánh giá của khách hàng, hỏi đáp, lời mời liên hệ',
  service: 'Trang dịch vụ có bảng giá riêng: mở đầu, lợi ích, quy trình, các gói giá, hỏi đáp, lời mời liên hệ',
  pricing: 'Trang bảng giá: mở đầu, bảng giá SEO dùng chung, hỏi đáp về thanh toán, lời mời liên hệ',
  promo:
    'Chương trình ưu đãi (ví dụ /uu-dai/black-friday): mở đầu, số liệu, lợi ích, bảng giá quảng cáo dùng chung, quy trình, hỏi đáp, đánh giá, lời mời liên hệ',
  article: 'Bài viết, hiện trong danh sách của trang phía trên (ví dụ /blog/ten-bai-viet): thẻ bài viết, đầu bài, nội dung',
};

/** A template's name for the author (a template this editor does not know yet: its summary). */
export function templateLabel(template: { name: string; summary: string }): string {
  return (TEMPLATE_LABELS as Record<string, string>)[template.name] ?? template.summary;
}
