// Every sentence `npm run new-page` (and the editor's "Trang mới") says, in one table: Vietnamese,
// the authors' language and the default, and English (`--lang en` or an English LANG), as the
// validator's catalogue (src/engine/messages/messageTable.ts) does for its problems. Refusals have a
// stable code so tests and the editor refer to them by code, not by wording.
import type { Lang } from '../messages/messageTable.ts';
import type { TemplateName } from './pageTemplates.ts';

/** Why a route or a template was refused, with the values its sentence needs. */
export type Refusal =
  | { code: 'ROUTE_DATA_NAME'; name: string; meant?: string }
  | { code: 'ROUTE_INDEX'; file: string; folder: string }
  | { code: 'ROUTE_BAD_SEGMENT'; segment: string; meant?: string }
  | { code: 'ROUTE_RESERVED'; route: string }
  | { code: 'ROUTE_EXISTS'; route: string; file: string }
  | { code: 'ARTICLE_AT_TOP'; example: string }
  | { code: 'ARTICLE_NO_LIST'; parent: string; example: string }
  | { code: 'TEMPLATE_UNKNOWN'; name: string; names: readonly string[] }
  | { code: 'ROUTE_MISSING'; names: readonly string[] }
  | { code: 'LANG_UNKNOWN'; value: string };

type Sentences<R extends { code: string }> = { [C in R['code']]: (p: Extract<R, { code: C }>) => string };

interface Texts {
  refusals: Sentences<Refusal>;
  templates: Record<TemplateName, string>;
  created: (file: string, template: TemplateName, summary: string) => string;
  next: (url: string) => string;
  notKept: (template: TemplateName, route: string, file: string) => string;
  listedOn: (routes: readonly string[], parent: string) => string;
  inNoList: string;
  menus: (route: string) => string;
  folderWithoutPage: (folder: string, route: string) => string;
  problemsElsewhere: (count: number) => string;
  /** `--help`: what the command does, its usage line, options, templates and exit codes. */
  help: (names: readonly TemplateName[], summaries: Record<TemplateName, string>) => string[];
}

const usageLine = (names: readonly string[]) =>
  `npm run new-page -- <route> [--from ${names.join('|')}] [--lang vi|en] [--pages <dir>] [--public <dir>] [--schema <dir>]`;

export const NEW_PAGE_TEXT: Record<Lang, Texts> = {
  vi: {
    refusals: {
      ROUTE_DATA_NAME: (p) => `"${p.name}": tên bắt đầu bằng "_" là dữ liệu dùng chung, không phải trang${p.meant ? `; có phải ý bạn là ${p.meant}?` : ''}`,
      ROUTE_INDEX: (p) => `"index" không phải tên trang: ${p.file} là trang ${p.folder}; hãy viết ${p.folder}`,
      ROUTE_BAD_SEGMENT: (p) =>
        `"${p.segment}" không dùng được trong địa chỉ (chỉ chữ thường không dấu, chữ số và dấu gạch ngang)${p.meant ? `; có phải ý bạn là ${p.meant}?` : ''}`,
      ROUTE_RESERVED: (p) => `${p.route} dành cho trang "không tìm thấy" (chữ của nó nằm trong "notFound" của pages/_site.json)`,
      ROUTE_EXISTS: (p) => `${p.route} đã có (${p.file}); hãy sửa tệp đó hoặc chọn địa chỉ khác`,
      ARTICLE_AT_TOP: (p) => `bài viết phải nằm dưới trang liệt kê nó, ví dụ ${p.example}`,
      ARTICLE_NO_LIST: (p) =>
        `bài viết phải nằm dưới trang liệt kê nó, nhưng ${p.parent} chưa phải là trang; hãy tạo trang đó trước hoặc viết ví dụ ${p.example}`,
      TEMPLATE_UNKNOWN: (p) => `không có mẫu "${p.name}"; các mẫu: ${p.names.join(', ')}`,
      ROUTE_MISSING: (p) => `cần một địa chỉ trang: ${usageLine(p.names)}`,
      LANG_UNKNOWN: (p) => `không có ngôn ngữ "${p.value}" (vi hoặc en)`,
    },
    templates: {
      landing: 'hero, lợi ích, quy trình, đánh giá (dùng chung), hỏi đáp, lời mời liên hệ',
      service: 'hero, lợi ích, quy trình, các gói viết ngay trong trang, hỏi đáp, lời mời liên hệ',
      pricing: 'hero, bộ gói dùng chung "seo", hỏi đáp thanh toán dùng chung, lời mời liên hệ',
      promo:
        'một chương trình ưu đãi (ví dụ /uu-dai/black-friday): hero, số liệu, lợi ích, bộ gói dùng chung "ads", quy trình, hỏi đáp, đánh giá (dùng chung), lời mời liên hệ',
      article: 'một bài viết cho danh sách của trang phía trên (ví dụ /blog/<slug>): thẻ, đầu bài, nội dung bài',
    },
    created: (file, template, summary) => `✓ đã tạo ${file} (${template}: ${summary})`,
    next: (url) => `tiếp theo: chạy npm run dev, mở ${url} rồi thay các chữ giữ chỗ`,
    notKept: (template, route, file) => `✗ mẫu "${template}" cho ra một trang không hợp lệ ở ${route}; ${file} không được giữ lại`,
    listedOn: (routes, parent) => `nhờ có "card", trang hiện trong danh sách ở ${routes.join(', ')} (các section pageList có "pages": "${parent}")`,
    inNoList: 'trang không hiện trong danh sách nào: các danh sách như /blog chỉ hiện những trang nằm ngay dưới chúng và có "card"',
    menus: (route) =>
      `menu không tự cập nhật: để dẫn tới trang, thêm một mục có "href": "${route}" vào "mainMenu", "footer" hoặc "dock" trong pages/_site.json, hoặc đặt liên kết từ một trang khác`,
    folderWithoutPage: (folder, route) => `${folder} không cần có trang riêng: địa chỉ ${route} vẫn hoạt động`,
    problemsElsewhere: (count) => `lưu ý: có ${count} lỗi ở các tệp khác; npm run validate sẽ liệt kê`,
    help: (names, summaries) => [
      'Tạo pages/<route>.json từ một mẫu trang, không bao giờ ghi đè trang đã có, rồi kiểm tra cả dự án với trang mới.',
      `cách dùng: ${usageLine(names)}`,
      '  --from <mẫu>         mẫu trang (mặc định landing)',
      '  --lang vi|en         ngôn ngữ của mọi dòng in ra (mặc định tiếng Việt)',
      '  --pages <thư mục>    thư mục trang để thêm vào (mặc định pages/)',
      '  --public <thư mục>   thư mục tệp tĩnh (mặc định public/ cạnh --pages)',
      '  --schema <thư mục>   thư mục JSON Schema (mặc định schema/)',
      'các mẫu:',
      ...names.map((name) => `  ${name.padEnd(9)} ${summaries[name]}`),
      'mã thoát: 0 đã tạo; 1 trang mới không hợp lệ (tệp được xóa lại); 2 địa chỉ bị từ chối hoặc tùy chọn sai',
    ],
  },
  en: {
    refusals: {
      ROUTE_DATA_NAME: (p) => `"${p.name}": names starting with "_" are shared data, not pages${p.meant ? `; did you mean ${p.meant}?` : ''}`,
      ROUTE_INDEX: (p) => `"index" is not a page name: ${p.file} is the page ${p.folder}; write ${p.folder}`,
      ROUTE_BAD_SEGMENT: (p) =>
        `"${p.segment}" is not a valid URL segment (lower-case letters without diacritics, digits and hyphens)${p.meant ? `; did you mean ${p.meant}?` : ''}`,
      ROUTE_RESERVED: (p) => `${p.route} is reserved for the not-found page (its texts are in pages/_site.json "notFound")`,
      ROUTE_EXISTS: (p) => `${p.route} already exists (${p.file}); edit that file or choose another route`,
      ARTICLE_AT_TOP: (p) => `an article goes below the page that lists it, e.g. ${p.example}`,
      ARTICLE_NO_LIST: (p) => `an article goes below the page that lists it, but ${p.parent} is not a page; create it first or write e.g. ${p.example}`,
      TEMPLATE_UNKNOWN: (p) => `unknown template "${p.name}"; templates: ${p.names.join(', ')}`,
      ROUTE_MISSING: (p) => `a route is needed: ${usageLine(p.names)}`,
      LANG_UNKNOWN: (p) => `unknown language "${p.value}" (vi or en)`,
    },
    templates: {
      landing: 'hero, features, process, testimonials (shared), FAQ, call to action',
      service: 'hero, features, process, plans written in the page, FAQ, call to action',
      pricing: 'hero, shared plan set "seo", shared payment FAQ, call to action',
      promo: 'a promotion (e.g. /uu-dai/black-friday): hero, figures, benefits, shared plan set "ads", process, FAQ, testimonials (shared), call to action',
      article: 'a post for the list of the page above it (e.g. /blog/<slug>): card, entry header, article',
    },
    created: (file, template, summary) => `✓ created ${file} (${template}: ${summary})`,
    next: (url) => `next: npm run dev, then open ${url} and replace the placeholder texts`,
    notKept: (template, route, file) => `✗ the "${template}" template gave an invalid page for ${route}; ${file} was not kept`,
    listedOn: (routes, parent) => `its "card" puts it in the lists on ${routes.join(', ')} (pageList sections with "pages": "${parent}")`,
    inNoList: 'it appears in no list: lists such as /blog show the pages below them that have a "card"',
    menus: (route) =>
      `menus are not automatic: to link it, add an entry with "href": "${route}" to "mainMenu", "footer" or "dock" in pages/_site.json, or link to it from another page`,
    folderWithoutPage: (folder, route) => `${folder} needs no page of its own: the address ${route} works without it`,
    problemsElsewhere: (count) => `note: ${count} problem(s) in other files; npm run validate lists them`,
    help: (names, summaries) => [
      'Creates pages/<route>.json from a starter template, never over an existing page, then checks the whole project with it.',
      `usage: ${usageLine(names)}`,
      '  --from <template>    starter template (default landing)',
      '  --lang vi|en         language of everything it prints (default Vietnamese)',
      '  --pages <dir>        the pages folder to add to (default pages/)',
      '  --public <dir>       static files folder (default public/ next to --pages)',
      '  --schema <dir>       JSON Schemas folder (default schema/)',
      'templates:',
      ...names.map((name) => `  ${name.padEnd(9)} ${summaries[name]}`),
      'exit codes: 0 created; 1 the new page did not validate (the file is removed again); 2 a refused route or a bad option',
    ],
  },
};

/** A refusal's sentence in `lang`. */
export function refusalText(refusal: Refusal, lang: Lang): string {
  return (NEW_PAGE_TEXT[lang].refusals[refusal.code] as (p: Refusal) => string)(refusal);
}
