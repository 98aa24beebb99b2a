// Every problem the validator can report, in one place (as Astro keeps its errors in errors-data.ts):
// a stable code, a Vietnamese and an English title, message and hint (templates over the problem's
// parameters), and the anchor of its explanation in docs/authoring.md (generated from this file by
// `npm run gen:docs`). Checks report a code and parameters; text is produced here, in the reader's
// language. Tests refer to problems by code, never by their wording.
import type { JsonType, Shown, Trail } from './params.ts';

export type Lang = 'vi' | 'en';
export const LANGS: readonly Lang[] = ['vi', 'en'];
export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/** The language a command uses when not told: English when the locale (LC_ALL, LC_MESSAGES, LANG) is English, else Vietnamese. */
export function langFromEnv(env: Record<string, string | undefined>): Lang {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^en(?:[_.@-]|$)/i.test(locale) ? 'en' : 'vi';
}

interface Text<P> {
  title: string;
  message: (p: P) => string;
  hint: (p: P) => string;
}

export interface MessageEntry<P> {
  vi: Text<P>;
  en: Text<P>;
  /** Parameters the guide uses to show the message and hint (and the tests to render every code). */
  example: P;
}

const entry = <P>(e: MessageEntry<P>) => e;

/** A price in đồng as the site writes it: 4.900.000 ₫. */
const vnd = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;

// ─── Small phrases shared by several templates ───────────────────────────────────────────────────

/** `. Có phải ý bạn là "hero"?` when there is a suggestion. */
const meantVi = (meant?: string) => (meant === undefined ? '' : `. Có phải ý bạn là "${meant}"?`);
const meantEn = (meant?: string) => (meant === undefined ? '' : `. Did you mean "${meant}"?`);
/** When the linking file is shown, for the scheduled-link messages: "nhưng trang này đăng từ …" or "nhưng menu … luôn hiển thị". */
const shownVi = (place: string, when: string | undefined, verb: string) =>
  place === 'site'
    ? 'nhưng tệp website (menu, chân trang) luôn hiển thị'
    : place === 'data'
      ? 'nhưng dữ liệu dùng chung luôn hiển thị'
      : when
        ? `nhưng trang này ${verb} ${when}`
        : 'nhưng trang này luôn có';
const shownEn = (place: string, when: string | undefined, verb: string) =>
  place === 'site'
    ? 'but the site file (menus, footer) is always shown'
    : place === 'data'
      ? 'but shared data is always shown'
      : when
        ? `but this page is ${verb} ${when}`
        : 'but this page is always there';
/** The schema's own description (Vietnamese, owned by schema/), after the engine's hint. */
const plus = (hint: string, schemaText?: string) => (schemaText ? `${hint}. ${schemaText}` : hint);

const typeVi: Record<JsonType, string> = {
  string: 'chuỗi chữ (trong dấu ngoặc kép)',
  number: 'số',
  integer: 'số nguyên',
  boolean: 'true hoặc false',
  object: 'đối tượng { … }',
  array: 'danh sách [ … ]',
  null: 'null',
};
const typeEn: Record<JsonType, string> = {
  string: 'a string (text in double quotes)',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object { … }',
  array: 'a list [ … ]',
  null: 'null',
};
const typesVi = (types: JsonType[]) => types.map((t) => typeVi[t] ?? t).join(' hoặc ');
const typesEn = (types: JsonType[]) => types.map((t) => typeEn[t] ?? t).join(' or ');

/** A value as the message shows it: JSON for short primitives, a word for the rest. */
export function shownText(shown: Shown, lang: Lang): string {
  if (typeof shown === 'string') return shown;
  const words = {
    vi: { list: 'một danh sách', object: 'một đối tượng', null: 'null', 'huge-number': 'một số quá lớn' },
    en: { list: 'a list', object: 'an object', null: 'null', 'huge-number': 'a number too large to store' },
  };
  return words[lang][shown.kind];
}
const sv = (s: Shown) => shownText(s, 'vi');
const se = (s: Shown) => shownText(s, 'en');

const LINK_FORMS_VI = (route: string) => `dùng đường dẫn trang ("${route}", "${route}#id"), neo trên trang này ("#id"), hoặc địa chỉ https:, tel:, mailto:`;
const LINK_FORMS_EN = (route: string) => `use a page path ("${route}", "${route}#id"), an anchor on this page ("#id"), or an https:, tel: or mailto: address`;

/** "hero, stats, …" */
const list = (items: readonly string[]) => items.join(', ');

export const MESSAGE_TABLE = {
  // ─── Reading the file ─────────────────────────────────────────────────────────────────────────
  FILE_UNREADABLE: entry<{ error: string }>({
    vi: { title: 'Không đọc được tệp', message: (p) => `không đọc được tệp: ${p.error}`, hint: () => 'kiểm tra quyền đọc của tệp' },
    en: { title: 'File cannot be read', message: (p) => `cannot be read: ${p.error}`, hint: () => 'check the file permissions' },
    example: { error: 'EACCES: permission denied' },
  }),
  FILE_CHECK_FAILED: entry<{ error: string }>({
    vi: {
      title: 'Trình kiểm tra gặp lỗi',
      message: (p) => `không kiểm tra được tệp: ${p.error}`,
      hint: () => 'đây là lỗi của trình kiểm tra; hãy báo lại kèm tệp này',
    },
    en: {
      title: 'The validator failed',
      message: (p) => `could not be checked: ${p.error}`,
      hint: () => 'this is a bug in the validator; please report it together with this file',
    },
    example: { error: 'Maximum call stack size exceeded' },
  }),
  JSON_BOM: entry<Record<string, never>>({
    vi: {
      title: 'Tệp bắt đầu bằng BOM',
      message: () => 'tệp bắt đầu bằng một ký tự ẩn (BOM)',
      hint: () => 'lưu tệp dạng "UTF-8" (không phải "UTF-8 with BOM")',
    },
    en: {
      title: 'Byte order mark',
      message: () => 'the file starts with an invisible byte order mark (BOM)',
      hint: () => 'save the file as "UTF-8" (not "UTF-8 with BOM")',
    },
    example: {},
  }),
  JSON_EMPTY: entry<Record<string, never>>({
    vi: { title: 'Tệp rỗng', message: () => 'tệp rỗng', hint: () => 'một tệp nội dung chứa một đối tượng JSON: { "$schema": …, … }' },
    en: { title: 'Empty file', message: () => 'the file is empty', hint: () => 'a content file holds one JSON object: { "$schema": …, … }' },
    example: {},
  }),
  JSON_TOO_DEEP: entry<{ max: number }>({
    vi: {
      title: 'Lồng quá sâu',
      message: (p) => `JSON lỗi: lồng sâu quá ${p.max} cấp`,
      hint: () => 'tệp nội dung không bao giờ cần nhiều cấp { và [ như vậy; tìm dấu ngoặc chưa đóng',
    },
    en: {
      title: 'Nested too deep',
      message: (p) => `malformed JSON: nested more than ${p.max} levels deep`,
      hint: () => 'a content file never needs this many levels of { and [; look for brackets that are not closed',
    },
    example: { max: 100 },
  }),
  JSON_SMART_QUOTES: entry<{ quote: string; line: number; fixed: string }>({
    vi: {
      title: 'Dấu ngoặc kép cong',
      message: (p) => `JSON lỗi: dấu ngoặc kép cong ${p.quote} (do Word, Google Docs hay Zalo tự đổi); JSON chỉ nhận dấu ngoặc kép thẳng "`,
      hint: (p) => `thay ${p.quote} bằng " thẳng (hoặc dán dạng văn bản thuần); dòng ${p.line} viết đúng là: ${p.fixed}`,
    },
    en: {
      title: 'Curly quotes',
      message: (p) => `malformed JSON: a curly quote ${p.quote} (typed by Word, Google Docs or Zalo); JSON only accepts straight double quotes "`,
      hint: (p) => `replace ${p.quote} with a straight " (or paste as plain text); line ${p.line} written correctly: ${p.fixed}`,
    },
    example: { quote: '“', line: 8, fixed: '"title": "Ưu đãi",' },
  }),
  JSON_TRAILING_COMMA: entry<{ before: string }>({
    vi: {
      title: 'Dấu phẩy thừa',
      message: (p) => `JSON lỗi: dấu phẩy thừa trước ${p.before}`,
      hint: (p) => `JSON không cho phép dấu phẩy sau ${p.before === '}' ? 'trường' : 'phần tử'} cuối cùng; xóa dấu phẩy này`,
    },
    en: {
      title: 'Trailing comma',
      message: (p) => `malformed JSON: a trailing comma before ${p.before}`,
      hint: (p) => `JSON does not allow a comma after the last ${p.before === '}' ? 'property' : 'item'}; remove this comma`,
    },
    example: { before: '}' },
  }),
  JSON_COMMA_MISSING: entry<{ line?: number }>({
    vi: {
      title: 'Thiếu dấu phẩy',
      message: () => 'JSON lỗi: thiếu dấu phẩy',
      hint: (p) => (p.line ? `thêm dấu phẩy ở cuối dòng ${p.line}, sau giá trị ở đó` : 'đặt dấu phẩy giữa hai trường hoặc hai phần tử'),
    },
    en: {
      title: 'Missing comma',
      message: () => 'malformed JSON: a comma is missing',
      hint: (p) => (p.line ? `put a comma at the end of line ${p.line}, after the value there` : 'put a comma between two properties or two array items'),
    },
    example: { line: 3 },
  }),
  JSON_NUMBER_INVALID: entry<{ token?: string; meant?: number }>({
    vi: {
      title: 'Số viết sai',
      message: (p) => (p.token ? `JSON lỗi: ${p.token} không phải là số hợp lệ` : 'JSON lỗi: số viết sai'),
      hint: (p) =>
        p.meant !== undefined ? `viết ${p.meant}` : 'viết số như 4900000 hay 4.5: không có dấu chấm ngăn hàng nghìn, không có số 0 ở đầu, không có "+"',
    },
    en: {
      title: 'Invalid number',
      message: (p) => (p.token ? `malformed JSON: ${p.token} is not a valid number` : 'malformed JSON: an invalid number'),
      hint: (p) => (p.meant !== undefined ? `write ${p.meant}` : 'write numbers like 4900000 or 4.5: no dots between thousands, no leading zeros, no "+"'),
    },
    example: { token: '4.900.000', meant: 4900000 },
  }),
  JSON_PROPERTY_NAME_EXPECTED: entry<Record<string, never>>({
    vi: {
      title: 'Thiếu tên trường',
      message: () => 'JSON lỗi: cần một tên trường',
      hint: () => 'tên trường viết trong ngoặc kép, ví dụ "title"; xóa dấu phẩy thừa trước } hoặc ]',
    },
    en: {
      title: 'Property name expected',
      message: () => 'malformed JSON: a property name is expected',
      hint: () => 'property names are written in double quotes, e.g. "title"; remove a trailing comma before } or ]',
    },
    example: {},
  }),
  JSON_VALUE_EXPECTED: entry<Record<string, never>>({
    vi: {
      title: 'Thiếu giá trị',
      message: () => 'JSON lỗi: cần một giá trị',
      hint: () => 'JSON không cho phép dấu phẩy thừa trước } hoặc ]; xóa nó, hoặc thêm giá trị còn thiếu',
    },
    en: {
      title: 'Value expected',
      message: () => 'malformed JSON: a value is expected',
      hint: () => 'a trailing comma before } or ] is not allowed in JSON; remove it, or add the missing value',
    },
    example: {},
  }),
  JSON_COLON_EXPECTED: entry<Record<string, never>>({
    vi: { title: 'Thiếu dấu hai chấm', message: () => 'JSON lỗi: thiếu dấu hai chấm', hint: () => 'viết "tên": giá trị' },
    en: { title: 'Colon expected', message: () => 'malformed JSON: a colon is expected', hint: () => 'write "name": value' },
    example: {},
  }),
  JSON_CLOSE_BRACE_MISSING: entry<Record<string, never>>({
    vi: { title: 'Thiếu dấu }', message: () => 'JSON lỗi: thiếu dấu } đóng', hint: () => 'mỗi { cần một } tương ứng' },
    en: { title: 'Missing }', message: () => 'malformed JSON: a closing } is missing', hint: () => 'every { needs a matching }' },
    example: {},
  }),
  JSON_CLOSE_BRACKET_MISSING: entry<Record<string, never>>({
    vi: { title: 'Thiếu dấu ]', message: () => 'JSON lỗi: thiếu dấu ] đóng', hint: () => 'mỗi [ cần một ] tương ứng' },
    en: { title: 'Missing ]', message: () => 'malformed JSON: a closing ] is missing', hint: () => 'every [ needs a matching ]' },
    example: {},
  }),
  JSON_CONTENT_AFTER_END: entry<Record<string, never>>({
    vi: {
      title: 'Nội dung sau cuối JSON',
      message: () => 'JSON lỗi: còn nội dung sau khi JSON đã kết thúc',
      hint: () => 'một tệp chứa một đối tượng JSON; xóa phần sau dấu } đóng cuối cùng',
    },
    en: {
      title: 'Content after the end',
      message: () => 'malformed JSON: unexpected content after the end of the JSON',
      hint: () => 'a file holds one JSON object; remove what follows its closing }',
    },
    example: {},
  }),
  JSON_COMMENT: entry<Record<string, never>>({
    vi: {
      title: 'Chú thích trong JSON',
      message: () => 'JSON lỗi: JSON không cho phép chú thích',
      hint: () => 'xóa chú thích; ghi chú vào một trường "description" nếu cần',
    },
    en: {
      title: 'Comment',
      message: () => 'malformed JSON: comments are not allowed in JSON',
      hint: () => 'remove the comment; put notes in a "description" field instead',
    },
    example: {},
  }),
  JSON_STRING_NOT_CLOSED: entry<Record<string, never>>({
    vi: { title: 'Chuỗi chưa đóng', message: () => 'JSON lỗi: chuỗi chữ chưa được đóng', hint: () => 'đóng chuỗi bằng dấu ngoặc kép thẳng "' },
    en: { title: 'Unclosed string', message: () => 'malformed JSON: a string is not closed', hint: () => 'close the text with a double quote "' },
    example: {},
  }),
  JSON_INVALID_CHARACTER: entry<Record<string, never>>({
    vi: {
      title: 'Ký tự không hợp lệ',
      message: () => 'JSON lỗi: ký tự không hợp lệ',
      hint: () => 'chữ phải nằm trong dấu ngoặc kép thẳng "…"; true, false, null và số thì viết trần',
    },
    en: {
      title: 'Invalid character',
      message: () => 'malformed JSON: an invalid character',
      hint: () => 'text must be in double quotes; true, false, null and numbers are written bare',
    },
    example: {},
  }),
  JSON_INVALID_ESCAPE: entry<Record<string, never>>({
    vi: {
      title: 'Chuỗi thoát sai',
      message: () => 'JSON lỗi: chuỗi thoát (\\) không hợp lệ',
      hint: () => 'viết dấu \\ thành \\\\ và dấu " trong chữ thành \\"',
    },
    en: { title: 'Invalid escape', message: () => 'malformed JSON: an invalid escape sequence', hint: () => 'write a backslash as \\\\ and a quote as \\"' },
    example: {},
  }),
  JSON_INVALID_UNICODE_ESCAPE: entry<Record<string, never>>({
    vi: { title: 'Mã \\u sai', message: () => 'JSON lỗi: mã \\u không hợp lệ', hint: () => 'viết \\u và bốn chữ số hệ 16, hoặc gõ thẳng ký tự' },
    en: {
      title: 'Invalid \\u escape',
      message: () => 'malformed JSON: an invalid \\u escape',
      hint: () => 'write \\u followed by four hexadecimal digits, or the character itself',
    },
    example: {},
  }),
  JSON_CONTROL_CHARACTER: entry<Record<string, never>>({
    vi: {
      title: 'Xuống dòng trong chuỗi',
      message: () => 'JSON lỗi: ký tự điều khiển (xuống dòng, tab) trong chuỗi',
      hint: () => 'xuống dòng trong chữ viết là \\n, tab là \\t',
    },
    en: {
      title: 'Control character in a string',
      message: () => 'malformed JSON: an invalid character in a string',
      hint: () => 'line breaks inside text are written as \\n, tabs as \\t',
    },
    example: {},
  }),
  JSON_MALFORMED: entry<{ detail: string }>({
    vi: { title: 'JSON lỗi', message: (p) => `JSON lỗi (${p.detail})`, hint: () => 'kiểm tra cú pháp JSON quanh vị trí này' },
    en: { title: 'Malformed JSON', message: (p) => `malformed JSON (${p.detail})`, hint: () => 'check the JSON syntax around this position' },
    example: { detail: 'Unexpected token' },
  }),
  JSON_DUPLICATE_KEY: entry<{ key: string; firstLine: number }>({
    vi: {
      title: 'Trường viết hai lần',
      message: (p) => `"${p.key}" xuất hiện hai lần trong cùng một đối tượng (lần đầu ở dòng ${p.firstLine})`,
      hint: () => 'JSON chỉ giữ lần sau; xóa hoặc gộp bản trùng',
    },
    en: {
      title: 'Duplicate key',
      message: (p) => `"${p.key}" appears twice in the same object (first on line ${p.firstLine})`,
      hint: () => 'JSON keeps only the last one; remove or merge the duplicate',
    },
    example: { key: 'title', firstLine: 3 },
  }),

  // ─── Files, routes and the $schema pointer ───────────────────────────────────────────────────
  SITE_FILE_MISSING: entry<Record<string, never>>({
    vi: {
      title: 'Thiếu tệp site',
      message: () => 'thiếu tệp dữ liệu chung của website',
      hint: () => 'tạo pages/_site.json với thông tin công ty, menu và chân trang (xem schema/site.schema.json)',
    },
    en: {
      title: 'Site file missing',
      message: () => 'the site file is missing',
      hint: () => 'create pages/_site.json with the company, menu and footer data (see schema/site.schema.json)',
    },
    example: {},
  }),
  FILE_NOT_CONTENT: entry<Record<string, never>>({
    vi: {
      title: 'Tệp không thuộc loại nào',
      message: () => 'không phải trang, tệp site hay dữ liệu dùng chung',
      hint: () => 'tên bắt đầu bằng "_" không phải là trang; dữ liệu dùng chung nằm ở pages/_data/<bộ>/<mã>.json, dữ liệu website ở pages/_site.json',
    },
    en: {
      title: 'Not a content file',
      message: () => 'is neither a page, the site file nor shared data',
      hint: () => 'names starting with "_" are not pages; shared data lives in pages/_data/<collection>/<id>.json and site data in pages/_site.json',
    },
    example: {},
  }),
  DATA_COLLECTION_UNKNOWN: entry<{ collection: string; meant?: string; collections: string[] }>({
    vi: {
      title: 'Bộ dữ liệu không có',
      message: (p) => `"${p.collection}" không phải là bộ dữ liệu dùng chung${meantVi(p.meant)}`,
      hint: (p) => `các bộ: ${list(p.collections)} (thư mục trong pages/_data/)`,
    },
    en: {
      title: 'Unknown collection',
      message: (p) => `"${p.collection}" is not a shared data collection${meantEn(p.meant)}`,
      hint: (p) => `collections: ${list(p.collections)} (folders in pages/_data/)`,
    },
    example: { collection: 'planSet', meant: 'planSets', collections: ['faqSets', 'planSets'] },
  }),
  SCHEMA_POINTER_MISSING: entry<{ expected: string }>({
    vi: {
      title: 'Thiếu "$schema"',
      message: () => 'không có "$schema"',
      hint: (p) => `thêm "$schema": "${p.expected}" làm trường đầu tiên, để trình soạn thảo gợi ý và kiểm tra tệp`,
    },
    en: {
      title: 'No "$schema"',
      message: () => 'has no "$schema"',
      hint: (p) => `add "$schema": "${p.expected}" as the first property, so the editor can autocomplete and check the file`,
    },
    example: { expected: '../schema/page.schema.json' },
  }),
  SCHEMA_POINTER_WRONG: entry<{ actual: string; expected: string }>({
    vi: { title: '"$schema" sai', message: (p) => `trỏ tới "${p.actual}", không phải schema của tệp này`, hint: (p) => `viết "$schema": "${p.expected}"` },
    en: {
      title: 'Wrong "$schema"',
      message: (p) => `points to "${p.actual}", not to the schema of this file`,
      hint: (p) => `write "$schema": "${p.expected}"`,
    },
    example: { actual: '../schema/page.schema.json', expected: '../../schema/page.schema.json' },
  }),
  ROUTE_NAME_INVALID: entry<{ route: string; segment: string; slug?: string }>({
    vi: {
      title: 'Tên tệp không dùng được làm địa chỉ',
      message: (p) => `tên tệp cho địa chỉ "${p.route}", và "${p.segment}" không dùng được trong địa chỉ`,
      hint: (p) => `dùng chữ thường không dấu, chữ số và dấu gạch ngang${p.slug ? `: đổi "${p.segment}" thành "${p.slug}"` : ''}`,
    },
    en: {
      title: 'File name is not a route',
      message: (p) => `the file name gives the route "${p.route}", and "${p.segment}" is not a valid URL segment`,
      hint: (p) => `use lower-case letters without diacritics, digits and hyphens${p.slug ? `: rename "${p.segment}" to "${p.slug}"` : ''}`,
    },
    example: { route: '/Bang_Gia', segment: 'Bang_Gia', slug: 'bang-gia' },
  }),
  ROUTE_RESERVED: entry<{ route: string }>({
    vi: {
      title: 'Địa chỉ dành riêng',
      message: (p) => `địa chỉ ${p.route} dành cho trang "không tìm thấy"`,
      hint: () => 'đổi tên tệp; chữ của trang không tìm thấy nằm ở "notFound" trong pages/_site.json',
    },
    en: {
      title: 'Reserved route',
      message: (p) => `the route ${p.route} is reserved for the not-found page`,
      hint: () => 'rename the file; the not-found texts live in pages/_site.json "notFound"',
    },
    example: { route: '/404' },
  }),
  ROUTE_DUPLICATE: entry<{ route: string; other: string }>({
    vi: {
      title: 'Hai tệp cùng một địa chỉ',
      message: (p) => `cho địa chỉ "${p.route}", mà ${p.other} đã có`,
      hint: () => 'giữ một trong hai tệp (pages/x.json và pages/x/index.json là cùng một địa chỉ)',
    },
    en: {
      title: 'Duplicate route',
      message: (p) => `claims the route "${p.route}", which ${p.other} already has`,
      hint: () => 'keep one of the two files (pages/x.json and pages/x/index.json are the same route)',
    },
    example: { route: '/about', other: 'pages/about/index.json' },
  }),
  DATA_ID_MISMATCH: entry<{ id: string; fileId: string; collection: string }>({
    vi: {
      title: 'Mã khác tên tệp',
      message: (p) => `"${p.id}" khác tên tệp "${p.fileId}"`,
      hint: (p) => `các trang gọi mục này bằng tên tệp: viết "id": "${p.fileId}", hoặc đổi tên tệp thành pages/_data/${p.collection}/${p.id}.json`,
    },
    en: {
      title: 'Id is not the file name',
      message: (p) => `"${p.id}" is not the file's name "${p.fileId}"`,
      hint: (p) => `pages refer to this item by its file name: write "id": "${p.fileId}", or rename the file to pages/_data/${p.collection}/${p.id}.json`,
    },
    example: { id: 'landing', fileId: 'landing-saas', collection: 'templates' },
  }),
  PLAN_PRICE_CONFLICT: entry<{ id: string; name: string; price: number; other: string; otherId: string; otherPrice: number; sameId: boolean }>({
    vi: {
      title: 'Một sản phẩm có hai giá',
      message: (p) =>
        p.sameId
          ? `gói "${p.id}" có giá ${vnd(p.price)} ở đây nhưng ${vnd(p.otherPrice)} trong ${p.other}`
          : `gói "${p.name}" (${p.id}) có giá ${vnd(p.price)}, còn gói cùng tên "${p.otherId}" trong ${p.other} có giá ${vnd(p.otherPrice)}`,
      hint: () =>
        'khách so sánh hai trang sẽ mất tin tưởng: dùng chung một tệp pages/_data/planSets/ cho sản phẩm hiện ở nhiều trang, hoặc đặt tên khác cho hai sản phẩm khác nhau và nói rõ khác biệt trong phần mô tả',
    },
    en: {
      title: 'One product with two prices',
      message: (p) =>
        p.sameId
          ? `plan "${p.id}" costs ${vnd(p.price)} here but ${vnd(p.otherPrice)} in ${p.other}`
          : `plan "${p.name}" (${p.id}) costs ${vnd(p.price)}, while the plan of the same name "${p.otherId}" in ${p.other} costs ${vnd(p.otherPrice)}`,
      hint: () =>
        'a visitor comparing two pages stops trusting the site: use one plan set in pages/_data/planSets/ for a product shown on several pages, or give two different products different names and say the difference in their description',
    },
    example: {
      id: 'web-landing',
      name: 'Landing',
      price: 8000000,
      other: 'pages/_data/planSets/web.json',
      otherId: 'web-landing',
      otherPrice: 4900000,
      sameId: true,
    },
  }),
  TEMPLATE_DEMO_MISSING: entry<{ id: string; route: string; file: string; page?: string; shows?: string | null }>({
    vi: {
      title: 'Mẫu giao diện chưa có trang demo',
      message: (p) =>
        p.page === undefined
          ? `mẫu "${p.id}" chưa có trang demo ${p.route}`
          : `trang ${p.route} (${p.page}) không phải demo của mẫu "${p.id}"${p.shows ? `: nó khai báo "demo": { "template": "${p.shows}" }` : ': nó không có "demo"'}`,
      hint: (p) =>
        `nút "Xem demo" của mẫu dẫn tới ${p.route}: ${p.page === undefined ? `tạo ${p.file}` : `trong ${p.page}, viết`} với "demo": { "template": "${p.id}", "brand": "<tên thương hiệu giả định>" } (xem pages/templates/landing-saas.json)`,
    },
    en: {
      title: 'Template without a demo page',
      message: (p) =>
        p.page === undefined
          ? `template "${p.id}" has no demo page ${p.route}`
          : `the page ${p.route} (${p.page}) is not the demo of template "${p.id}"${p.shows ? `: it declares "demo": { "template": "${p.shows}" }` : ': it has no "demo"'}`,
      hint: (p) =>
        `the template's "Xem demo" link goes to ${p.route}: ${p.page === undefined ? `create ${p.file}` : `in ${p.page}, write`} with "demo": { "template": "${p.id}", "brand": "<a made-up brand name>" } (see pages/templates/landing-saas.json)`,
    },
    example: { id: 'blog-media', route: '/templates/blog-media', file: 'pages/templates/blog-media.json' },
  }),
  TEMPLATE_DEMO_ROUTE: entry<{ id: string; route: string; expected: string }>({
    vi: {
      title: 'Trang demo sai địa chỉ',
      message: (p) => `trang ${p.route} là demo của mẫu "${p.id}", nhưng demo của mẫu này phải ở ${p.expected}`,
      hint: (p) => `chuyển tệp thành pages${p.expected}.json, hoặc viết mã của mẫu mà trang này trình diễn`,
    },
    en: {
      title: 'Demo page at the wrong address',
      message: (p) => `the page ${p.route} is the demo of template "${p.id}", whose demo must be at ${p.expected}`,
      hint: (p) => `move the file to pages${p.expected}.json, or name the template this page demonstrates`,
    },
    example: { id: 'landing-saas', route: '/templates/saas', expected: '/templates/landing-saas' },
  }),
  SITE_URL_NOT_ORIGIN: entry<{ value: string; origin?: string }>({
    vi: {
      title: 'siteUrl không phải địa chỉ gốc https',
      message: (p) => `"${p.value}" không phải địa chỉ gốc https: (chỉ https://tên-miền, không có tài khoản, cổng mặc định, đường dẫn, ? hay #)`,
      hint: (p) => (p.origin ? `viết "${p.origin}"` : 'viết dạng "https://amdigital.vn"'),
    },
    en: {
      title: 'siteUrl is not a plain https origin',
      message: (p) => `"${p.value}" is not a plain https: origin (only https://host: no user, default port, path, ? or #)`,
      hint: (p) => (p.origin ? `write "${p.origin}"` : 'write it as "https://amdigital.vn"'),
    },
    example: { value: 'https://AMDigital.vn:443', origin: 'https://amdigital.vn' },
  }),

  // ─── The schema: types, properties, section types ────────────────────────────────────────────
  VALUE_WRONG_TYPE: entry<{ expected: JsonType[]; got: Shown; schemaText?: string }>({
    vi: {
      title: 'Sai kiểu giá trị',
      message: (p) => `phải là ${typesVi(p.expected)}, nhưng là ${sv(p.got)}`,
      hint: (p) => p.schemaText ?? `viết ${typesVi(p.expected)} ở đây`,
    },
    en: {
      title: 'Wrong type',
      message: (p) => `must be ${typesEn(p.expected)}, got ${se(p.got)}`,
      hint: (p) => p.schemaText ?? `write ${typesEn(p.expected)} here`,
    },
    example: { expected: ['array'], got: '"hero"' },
  }),
  NUMBER_WRITTEN_AS_TEXT: entry<{ expected: JsonType; got: Shown; meant?: number; schemaText?: string }>({
    vi: {
      title: 'Số viết thành chữ',
      message: (p) => `phải là ${typeVi[p.expected]}, nhưng là ${sv(p.got)}`,
      hint: (p) =>
        plus(
          p.meant !== undefined
            ? `viết ${p.meant} (số: không ngoặc kép, dấu chấm, khoảng trắng hay đơn vị)`
            : 'viết số không có ngoặc kép, dấu chấm, khoảng trắng hay đơn vị',
          p.schemaText,
        ),
    },
    en: {
      title: 'Number written as text',
      message: (p) => `must be ${typeEn[p.expected]}, got ${se(p.got)}`,
      hint: (p) =>
        plus(
          p.meant !== undefined ? `write ${p.meant} (a number: no quotes, dots, spaces or units)` : 'write the number without quotes, dots, spaces or units',
          p.schemaText,
        ),
    },
    example: { expected: 'integer', got: '"4.9M"', meant: 4900000 },
  }),
  BOOLEAN_WRITTEN_AS_TEXT: entry<{ value: string }>({
    vi: {
      title: 'true/false trong ngoặc kép',
      message: (p) => `phải là true hoặc false, nhưng là "${p.value}"`,
      hint: (p) => `viết ${p.value} không có ngoặc kép`,
    },
    en: { title: 'true/false in quotes', message: (p) => `must be true or false, got "${p.value}"`, hint: (p) => `write ${p.value} without quotes` },
    example: { value: 'true' },
  }),
  PROPERTY_MISSING: entry<{ property: string; schemaText?: string }>({
    vi: {
      title: 'Thiếu trường bắt buộc',
      message: (p) => `thiếu trường bắt buộc "${p.property}"`,
      hint: (p) => `thêm "${p.property}": …${p.schemaText ? ` — ${p.schemaText}` : ''}`,
    },
    en: {
      title: 'Missing property',
      message: (p) => `is missing the required property "${p.property}"`,
      hint: (p) => `add "${p.property}": …${p.schemaText ? ` — ${p.schemaText}` : ''}`,
    },
    example: { property: 'title', schemaText: 'Tiêu đề lớn (h1) của trang.' },
  }),
  PROPERTY_UNKNOWN: entry<{ property: string; section?: string; meant?: string; allowed: string[] }>({
    vi: {
      title: 'Trường không có trong schema',
      message: (p) => `"${p.property}" không phải là trường${p.section ? ` của section "${p.section}"` : ' ở đây'}${meantVi(p.meant)}`,
      hint: (p) => {
        const allowed = p.allowed.length ? `các trường được dùng: ${list(p.allowed)}` : 'đối tượng này không có trường nào';
        return p.meant !== undefined ? `đổi "${p.property}" thành "${p.meant}"; ${allowed}` : allowed;
      },
    },
    en: {
      title: 'Unknown property',
      message: (p) => `"${p.property}" is not a known property${p.section ? ` of a "${p.section}" section` : ''}${meantEn(p.meant)}`,
      hint: (p) => {
        const allowed = p.allowed.length ? `allowed properties: ${list(p.allowed)}` : 'this object takes no properties';
        return p.meant !== undefined ? `rename "${p.property}" to "${p.meant}"; ${allowed}` : allowed;
      },
    },
    example: { property: 'titel', section: 'faq', meant: 'heading', allowed: ['type', 'id', 'heading', 'description', 'items'] },
  }),
  SECTION_TYPE_UNKNOWN: entry<{ value: string; meant?: string; types: string[] }>({
    vi: {
      title: 'Loại section không có',
      message: (p) => `"${p.value}" không phải là loại section${meantVi(p.meant)}`,
      hint: (p) =>
        p.meant !== undefined ? `viết "type": "${p.meant}" (tên loại viết bằng tiếng Anh); các loại: ${list(p.types)}` : `các loại section: ${list(p.types)}`,
    },
    en: {
      title: 'Unknown section type',
      message: (p) => `"${p.value}" is not a section type${meantEn(p.meant)}`,
      hint: (p) => (p.meant !== undefined ? `write "type": "${p.meant}"; section types: ${list(p.types)}` : `section types: ${list(p.types)}`),
    },
    example: { value: 'thống kê', meant: 'stats', types: ['hero', 'stats', 'faq', 'cta'] },
  }),
  SECTION_TYPE_MISSING: entry<{ types: string[] }>({
    vi: {
      title: 'Section không có "type"',
      message: () => 'thiếu trường bắt buộc "type"',
      hint: (p) => `mỗi section bắt đầu bằng "type", một trong: ${list(p.types)}`,
    },
    en: {
      title: 'Section without "type"',
      message: () => 'is missing the required property "type"',
      hint: (p) => `every section starts with "type", one of: ${list(p.types)}`,
    },
    example: { types: ['hero', 'stats', 'faq', 'cta'] },
  }),
  SECTION_TYPE_NOT_TEXT: entry<{ got: Shown; types: string[] }>({
    vi: {
      title: '"type" không phải chữ',
      message: (p) => `phải là tên một loại section, nhưng là ${sv(p.got)}`,
      hint: (p) => `các loại section: ${list(p.types)}`,
    },
    en: { title: '"type" is not text', message: (p) => `must be a section type name, got ${se(p.got)}`, hint: (p) => `section types: ${list(p.types)}` },
    example: { got: '5', types: ['hero', 'stats', 'faq', 'cta'] },
  }),
  VALUE_NOT_IN_LIST: entry<{ allowed: string[]; got: Shown; meant?: string; schemaText?: string }>({
    vi: {
      title: 'Giá trị không nằm trong danh sách',
      message: (p) => `phải là một trong ${list(p.allowed)}, nhưng là ${sv(p.got)}${meantVi(p.meant)}`,
      hint: (p) => p.schemaText ?? `viết một trong ${list(p.allowed)}`,
    },
    en: {
      title: 'Value not allowed',
      message: (p) => `must be one of ${list(p.allowed)}, got ${se(p.got)}${meantEn(p.meant)}`,
      hint: (p) => p.schemaText ?? `write one of ${list(p.allowed)}`,
    },
    example: { allowed: ['"primary"', '"secondary"'], got: '"primay"', meant: 'primary' },
  }),
  VALUE_NOT_CONST: entry<{ allowed: string; got: Shown }>({
    vi: { title: 'Giá trị cố định', message: (p) => `phải là ${p.allowed}, nhưng là ${sv(p.got)}`, hint: (p) => `viết ${p.allowed}` },
    en: { title: 'Fixed value', message: (p) => `must be ${p.allowed}, got ${se(p.got)}`, hint: (p) => `write ${p.allowed}` },
    example: { allowed: '"hero"', got: '"Hero"' },
  }),
  VALUE_FORM: entry<{ got: Shown; rule: string; schemaText?: string }>({
    vi: { title: 'Sai dạng', message: (p) => `${sv(p.got)} không đúng dạng`, hint: (p) => p.schemaText ?? `giá trị phải khớp mẫu ${p.rule}` },
    en: { title: 'Wrong form', message: (p) => `${se(p.got)} is not in the expected form`, hint: (p) => p.schemaText ?? `it must match the pattern ${p.rule}` },
    example: { got: '"Bảng Giá"', rule: '^[a-z0-9-]+$', schemaText: 'Mã neo: chữ thường không dấu, số và dấu gạch ngang.' },
  }),
  DATE_NOT_ISO: entry<{ value: string; iso: string }>({
    vi: {
      title: 'Ngày viết kiểu DD/MM/YYYY',
      message: (p) => `"${p.value}" là ngày viết kiểu ngày/tháng/năm; ngày phải viết dạng năm-tháng-ngày (YYYY-MM-DD)`,
      hint: (p) => `viết "${p.iso}"`,
    },
    en: {
      title: 'Date written DD/MM/YYYY',
      message: (p) => `"${p.value}" is a day/month/year date; dates are written year-month-day (YYYY-MM-DD)`,
      hint: (p) => `write "${p.iso}"`,
    },
    example: { value: '23/11/2026', iso: '2026-11-23' },
  }),
  DATE_TIME_FORM: entry<{ value: string; iso?: string }>({
    vi: {
      title: 'Ngày giờ viết sai dạng',
      message: (p) => `"${p.value}" không phải ngày giờ có múi giờ`,
      hint: (p) =>
        p.iso
          ? `viết "${p.iso}" (giờ Việt Nam)`
          : 'viết dạng năm-tháng-ngàyTgiờ:phút:giây+07:00, ví dụ "2026-11-27T00:00:00+07:00" là 0 giờ ngày 27/11/2026, giờ Việt Nam',
    },
    en: {
      title: 'Date-time in the wrong form',
      message: (p) => `"${p.value}" is not a date-time with a time zone`,
      hint: (p) =>
        p.iso
          ? `write "${p.iso}" (Vietnam time)`
          : 'write year-month-dayThour:minute:second+07:00, e.g. "2026-11-27T00:00:00+07:00" is midnight on 27 November 2026, Vietnam time',
    },
    example: { value: '27/11/2026 00:00', iso: '2026-11-27T00:00:00+07:00' },
  }),
  DATE_TIME_NOT_ON_CALENDAR: entry<{ value: string }>({
    vi: {
      title: 'Ngày không có trên lịch',
      message: (p) => `"${p.value}" là một ngày không có trên lịch`,
      hint: () => 'kiểm tra ngày và tháng (tháng 2 có 28 hoặc 29 ngày; tháng 4, 6, 9, 11 có 30 ngày)',
    },
    en: {
      title: 'Day not on the calendar',
      message: (p) => `"${p.value}" names a day the calendar does not have`,
      hint: () => 'check the day and month (February has 28 or 29 days; April, June, September, November have 30)',
    },
    example: { value: '2026-02-30T00:00:00+07:00' },
  }),
  DATE_TIME_NOT_AFTER: entry<{ other: string; value: string; otherValue: string }>({
    vi: {
      title: 'Giờ hết hạn trước giờ đăng',
      message: (p) => `${p.value} không sau ${p.otherValue} ("${p.other}")`,
      hint: () => 'giờ hết hạn phải sau giờ đăng; sửa một trong hai (giờ Việt Nam)',
    },
    en: {
      title: 'Expiry not after publication',
      message: (p) => `${p.value} is not after ${p.otherValue} ("${p.other}")`,
      hint: () => 'the expiry must be later than the publication; change one of them (Vietnam time)',
    },
    example: { other: 'publishAt', value: '26/11/2026 00:00', otherValue: '27/11/2026 00:00' },
  }),
  LINK_BEFORE_PUBLISH: entry<{
    target: string;
    publishAt: string;
    publishAtWritten: string;
    place: 'page' | 'redirect' | 'site' | 'data';
    shownFrom?: string;
    targetFile: string;
  }>({
    vi: {
      title: 'Liên kết tới trang chưa đăng',
      message: (p) =>
        p.place === 'redirect'
          ? `chuyển khách tới "${p.target}" từ ${p.shownFrom}, trước giờ đăng của trang đó (${p.publishAt}): khách sẽ gặp trang 404`
          : `liên kết tới "${p.target}", trang chỉ có trên website từ ${p.publishAt}, ${shownVi(p.place, p.shownFrom, 'đăng từ')}: trước giờ đó liên kết dẫn tới trang 404`,
      hint: (p) =>
        p.place === 'redirect'
          ? `dời "expiresAt" của trang này tới "${p.publishAtWritten}" hoặc muộn hơn, hoặc chuyển khách tới một trang luôn có`
          : p.place === 'page'
            ? p.shownFrom
              ? `dời "publishAt" của trang này tới "${p.publishAtWritten}" hoặc muộn hơn, hoặc bỏ liên kết này`
              : `đặt lịch cho trang này: "schedule": { "publishAt": "${p.publishAtWritten}" } (hoặc muộn hơn), hoặc bỏ liên kết này; khi trang đích đã đăng, bỏ "publishAt" trong ${p.targetFile} thì liên kết dùng được`
            : `thêm liên kết này khi trang đích đã đăng và đã bỏ "publishAt" trong ${p.targetFile}; trước đó, giới thiệu trang từ một trang có lịch đăng không sớm hơn`,
    },
    en: {
      title: 'Link to a page not yet published',
      message: (p) =>
        p.place === 'redirect'
          ? `sends visitors to "${p.target}" from ${p.shownFrom}, before that page is published (${p.publishAt}): they would get the 404 page`
          : `links to "${p.target}", which is on the site only from ${p.publishAt}, ${shownEn(p.place, p.shownFrom, 'published from')}: until then the link leads to the 404 page`,
      hint: (p) =>
        p.place === 'redirect'
          ? `move this page's "expiresAt" to "${p.publishAtWritten}" or later, or send visitors to a page that is always there`
          : p.place === 'page'
            ? p.shownFrom
              ? `move this page's "publishAt" to "${p.publishAtWritten}" or later, or remove the link`
              : `schedule this page: "schedule": { "publishAt": "${p.publishAtWritten}" } (or later), or remove the link; once the target is published, removing "publishAt" from ${p.targetFile} makes the link valid`
            : `add this link once the target is published and "publishAt" is removed from ${p.targetFile}; until then, link to it from a page scheduled no earlier`,
    },
    example: {
      target: '/uu-dai/black-friday',
      publishAt: '27/11/2026 00:00',
      publishAtWritten: '2026-11-27T00:00:00+07:00',
      place: 'page',
      targetFile: 'pages/uu-dai/black-friday.json',
    },
  }),
  LINK_AFTER_EXPIRY: entry<{
    target: string;
    expiresAt: string;
    expiresAtWritten: string;
    place: 'page' | 'redirect' | 'site' | 'data';
    shownUntil?: string;
    targetFile: string;
  }>({
    vi: {
      title: 'Liên kết tới trang sẽ hết hạn',
      message: (p) =>
        p.place === 'redirect'
          ? `chuyển khách tới "${p.target}", trang hết hạn lúc ${p.expiresAt} và không có "redirectTo": sau giờ đó khách sẽ gặp trang 404`
          : `liên kết tới "${p.target}", trang hết hạn lúc ${p.expiresAt} và không có "redirectTo", ${shownVi(p.place, p.shownUntil, 'còn tới')}: sau giờ đó liên kết dẫn tới trang 404`,
      hint: (p) =>
        p.place === 'page'
          ? `thêm "redirectTo" vào lịch của ${p.targetFile} (trang khách được chuyển tới khi hết hạn), hoặc đặt lịch cho trang này: "expiresAt" không muộn hơn "${p.expiresAtWritten}"`
          : p.place === 'redirect'
            ? `thêm "redirectTo" vào lịch của ${p.targetFile}, hoặc chuyển khách tới một trang luôn có`
            : `thêm "redirectTo" vào lịch của ${p.targetFile} (trang khách được chuyển tới khi hết hạn); menu, chân trang và dữ liệu dùng chung luôn hiển thị`,
    },
    en: {
      title: 'Link to a page that expires',
      message: (p) =>
        p.place === 'redirect'
          ? `sends visitors to "${p.target}", which expires at ${p.expiresAt} without "redirectTo": after that they would get the 404 page`
          : `links to "${p.target}", which expires at ${p.expiresAt} without "redirectTo", ${shownEn(p.place, p.shownUntil, 'on the site until')}: after that the link leads to the 404 page`,
      hint: (p) =>
        p.place === 'page'
          ? `add "redirectTo" to the schedule of ${p.targetFile} (where visitors go after it expires), or schedule this page: "expiresAt" no later than "${p.expiresAtWritten}"`
          : p.place === 'redirect'
            ? `add "redirectTo" to the schedule of ${p.targetFile}, or send visitors to a page that is always there`
            : `add "redirectTo" to the schedule of ${p.targetFile} (where visitors go after it expires); menus, the footer and shared data are always shown`,
    },
    example: {
      target: '/uu-dai/black-friday',
      expiresAt: '01/12/2026 00:00',
      expiresAtWritten: '2026-12-01T00:00:00+07:00',
      place: 'page',
      targetFile: 'pages/uu-dai/black-friday.json',
    },
  }),
  TEXT_EMPTY: entry<{ schemaText?: string }>({
    vi: { title: 'Chữ rỗng', message: () => 'không được để trống', hint: (p) => p.schemaText ?? 'viết nội dung, hoặc bỏ trường này nếu không bắt buộc' },
    en: { title: 'Empty text', message: () => 'must not be empty', hint: (p) => p.schemaText ?? 'write some text, or remove the property if it is optional' },
    example: {},
  }),
  TEXT_TOO_SHORT: entry<{ limit: number; length: number; schemaText?: string }>({
    vi: {
      title: 'Chữ quá ngắn',
      message: (p) => `quá ngắn: cần ít nhất ${p.limit} ký tự, đang có ${p.length}`,
      hint: (p) => p.schemaText ?? `viết ít nhất ${p.limit} ký tự`,
    },
    en: {
      title: 'Text too short',
      message: (p) => `is too short: at least ${p.limit} characters, has ${p.length}`,
      hint: (p) => p.schemaText ?? `write at least ${p.limit} characters`,
    },
    example: { limit: 50, length: 12 },
  }),
  TEXT_TOO_LONG: entry<{ limit: number; length: number; schemaText?: string }>({
    vi: {
      title: 'Chữ quá dài',
      message: (p) => `quá dài: tối đa ${p.limit} ký tự, đang có ${p.length}`,
      hint: (p) => p.schemaText ?? `rút gọn còn ${p.limit} ký tự`,
    },
    en: {
      title: 'Text too long',
      message: (p) => `is too long: at most ${p.limit} characters, has ${p.length}`,
      hint: (p) => p.schemaText ?? `shorten it to ${p.limit} characters`,
    },
    example: { limit: 70, length: 84 },
  }),
  LIST_TOO_SHORT: entry<{ limit: number; count: number; schemaText?: string }>({
    vi: {
      title: 'Danh sách quá ngắn',
      message: (p) => `cần ít nhất ${p.limit} phần tử, đang có ${p.count}`,
      hint: (p) => p.schemaText ?? 'thêm phần tử, hoặc bỏ trường này nếu không bắt buộc',
    },
    en: {
      title: 'List too short',
      message: (p) => `must have at least ${p.limit} item${p.limit === 1 ? '' : 's'}, has ${p.count}`,
      hint: (p) => p.schemaText ?? 'add items, or remove the property if it is optional',
    },
    example: { limit: 1, count: 0 },
  }),
  LIST_TOO_LONG: entry<{ limit: number; count: number; schemaText?: string }>({
    vi: {
      title: 'Danh sách quá dài',
      message: (p) => `tối đa ${p.limit} phần tử, đang có ${p.count}`,
      hint: (p) => p.schemaText ?? `bớt phần tử, chỉ giữ ${p.limit}`,
    },
    en: {
      title: 'List too long',
      message: (p) => `must have at most ${p.limit} items, has ${p.count}`,
      hint: (p) => p.schemaText ?? `remove items to keep at most ${p.limit}`,
    },
    example: { limit: 6, count: 7 },
  }),
  NUMBER_OUT_OF_RANGE: entry<{ comparison: string; limit: number; got: Shown; schemaText?: string }>({
    vi: {
      title: 'Số ngoài giới hạn',
      message: (p) => `phải ${p.comparison} ${p.limit}, nhưng là ${sv(p.got)}`,
      hint: (p) => p.schemaText ?? `viết một số ${p.comparison} ${p.limit}`,
    },
    en: {
      title: 'Number out of range',
      message: (p) => `must be ${p.comparison} ${p.limit}, got ${se(p.got)}`,
      hint: (p) => p.schemaText ?? `write a number ${p.comparison} ${p.limit}`,
    },
    example: { comparison: '>=', limit: 0, got: '-1' },
  }),
  VALUE_FORBIDDEN: entry<{ schemaText?: string }>({
    vi: { title: 'Trường không được ghi ở đây', message: () => 'không được ghi ở đây', hint: (p) => p.schemaText ?? 'xóa trường này' },
    en: { title: 'Not allowed here', message: () => 'must be left out here', hint: (p) => p.schemaText ?? 'remove this property' },
    example: { schemaText: 'Dùng thay cho "price", không ghi cả hai.' },
  }),
  VALUE_AMBIGUOUS: entry<{ schemaText?: string }>({
    vi: { title: 'Khớp nhiều dạng', message: () => 'khớp với nhiều hơn một dạng cho phép', hint: (p) => p.schemaText ?? 'sửa để giá trị khớp đúng một dạng' },
    en: {
      title: 'Matches several forms',
      message: () => 'matches more than one of the allowed forms',
      hint: (p) => p.schemaText ?? 'make the value fit exactly one form',
    },
    example: {},
  }),
  VALUE_NO_FORM: entry<{ expected: JsonType[]; got: Shown; schemaText?: string }>({
    vi: {
      title: 'Không khớp dạng nào',
      message: (p) => `phải là ${typesVi(p.expected)}, nhưng là ${sv(p.got)}`,
      hint: (p) => p.schemaText ?? `viết ${typesVi(p.expected)}`,
    },
    en: {
      title: 'Matches no form',
      message: (p) => `must be ${typesEn(p.expected)}, got ${se(p.got)}`,
      hint: (p) => p.schemaText ?? `write ${typesEn(p.expected)}`,
    },
    example: { expected: ['string', 'array'], got: '5' },
  }),
  SCHEMA_RULE: entry<{ keyword: string; detail: string; schemaText?: string }>({
    vi: {
      title: 'Vi phạm quy tắc của schema',
      message: (p) => `không đạt quy tắc "${p.keyword}" (${p.detail})`,
      hint: (p) => p.schemaText ?? `xem quy tắc "${p.keyword}" trong schema của tệp này`,
    },
    en: {
      title: 'Schema rule',
      message: (p) => `fails the "${p.keyword}" rule (${p.detail})`,
      hint: (p) => p.schemaText ?? `see the "${p.keyword}" rule in the schema of this file`,
    },
    example: { keyword: 'uniqueItems', detail: 'must NOT have duplicate items' },
  }),

  // ─── Links ──────────────────────────────────────────────────────────────────────────────────
  LINK_UNSAFE: entry<{ value: Shown; scheme: string; route: string }>({
    vi: {
      title: 'Liên kết nguy hiểm',
      message: (p) => `${sv(p.value)} không được phép: liên kết ${p.scheme}: có thể chạy mã hoặc mở nội dung trên máy`,
      hint: (p) => LINK_FORMS_VI(p.route),
    },
    en: {
      title: 'Unsafe link',
      message: (p) => `${se(p.value)} is not allowed: ${p.scheme}: links can run code or open local content`,
      hint: (p) => LINK_FORMS_EN(p.route),
    },
    example: { value: '"javascript:alert(1)"', scheme: 'javascript', route: '/contact' },
  }),
  LINK_NOT_HTTPS: entry<{ value: Shown; fixed: string }>({
    vi: { title: 'Liên kết http:', message: (p) => `${sv(p.value)} không được phép: liên kết phải dùng https`, hint: (p) => `viết "${p.fixed}"` },
    en: { title: 'http: link', message: (p) => `${se(p.value)} is not allowed: links must use https`, hint: (p) => `write "${p.fixed}"` },
    example: { value: '"http://example.vn"', fixed: 'https://example.vn' },
  }),
  LINK_PROTOCOL_RELATIVE: entry<{ value: Shown; fixed: string }>({
    vi: {
      title: 'Liên kết bắt đầu bằng //',
      message: (p) => `${sv(p.value)} không được phép: liên kết bắt đầu bằng "//" dẫn ra ngoài website`,
      hint: (p) => `viết đầy đủ "${p.fixed}"`,
    },
    en: {
      title: 'Link starting with //',
      message: (p) => `${se(p.value)} is not allowed: a link starting with "//" leaves the site`,
      hint: (p) => `write the full address, "${p.fixed}"`,
    },
    example: { value: '"//example.vn"', fixed: 'https://example.vn' },
  }),
  LINK_HAS_SPACE: entry<{ value: Shown }>({
    vi: {
      title: 'Khoảng trắng trong liên kết',
      message: (p) => `${sv(p.value)} có khoảng trắng hoặc xuống dòng`,
      hint: () => 'xóa nó, hoặc viết khoảng trắng trong đường dẫn thành %20',
    },
    en: {
      title: 'Space in a link',
      message: (p) => `${se(p.value)} contains a space or line break`,
      hint: () => 'remove it, or write a space in a path as %20',
    },
    example: { value: '"/pricing seo"' },
  }),
  LINK_BAD_TEL: entry<{ value: Shown }>({
    vi: {
      title: 'Liên kết tel: sai',
      message: (p) => `${sv(p.value)} không phải liên kết gọi điện`,
      hint: () => 'viết tel: và số điện thoại không có khoảng trắng, ví dụ "tel:+84901234567"',
    },
    en: {
      title: 'Bad tel: link',
      message: (p) => `${se(p.value)} is not a phone link`,
      hint: () => 'write tel: and the number without spaces, e.g. "tel:+84901234567"',
    },
    example: { value: '"tel:hotline"' },
  }),
  LINK_BAD_MAILTO: entry<{ value: Shown }>({
    vi: {
      title: 'Liên kết mailto: sai',
      message: (p) => `${sv(p.value)} không phải liên kết email`,
      hint: () => 'viết mailto: và địa chỉ email, ví dụ "mailto:lienhe@example.vn"',
    },
    en: {
      title: 'Bad mailto: link',
      message: (p) => `${se(p.value)} is not an email link`,
      hint: () => 'write mailto: and the address, e.g. "mailto:lienhe@example.vn"',
    },
    example: { value: '"mailto:hello"' },
  }),
  LINK_BAD_ANCHOR: entry<{ value: Shown }>({
    vi: {
      title: 'Neo viết sai',
      message: (p) => `${sv(p.value)} không phải neo của section`,
      hint: () => 'neo là "#" và mã của section: chữ thường không dấu, số và dấu gạch ngang, ví dụ "#bang-gia"',
    },
    en: {
      title: 'Bad anchor',
      message: (p) => `${se(p.value)} is not a section anchor`,
      hint: () => 'anchors are "#" and a section id: lower-case letters, digits and hyphens, e.g. "#bang-gia"',
    },
    example: { value: '"#Bảng giá"' },
  }),
  LINK_NOT_ALLOWED: entry<{ value: Shown; route: string }>({
    vi: { title: 'Liên kết không được phép', message: (p) => `${sv(p.value)} không phải liên kết được phép`, hint: (p) => LINK_FORMS_VI(p.route) },
    en: { title: 'Link not allowed', message: (p) => `${se(p.value)} is not an allowed link`, hint: (p) => LINK_FORMS_EN(p.route) },
    example: { value: '"contact"', route: '/contact' },
  }),
  LINK_OWN_SITE: entry<{ value: string; fixed: string }>({
    vi: {
      title: 'Liên kết ghi cả tên miền của website',
      message: (p) => `"${p.value}" là một trang của chính website này, viết kèm tên miền`,
      hint: (p) => `viết "${p.fixed}" (liên kết trong website không ghi tên miền, để được kiểm tra và chạy cả khi xem thử)`,
    },
    en: {
      title: 'Link with our own domain',
      message: (p) => `"${p.value}" is a page of this site written with its domain`,
      hint: (p) => `write "${p.fixed}" (internal links leave out the domain, so they are checked and work in the preview too)`,
    },
    example: { value: 'https://amdigital.vn/contact', fixed: '/contact' },
  }),
  LINK_TRAILING_SLASH: entry<{ value: string; fixed: string }>({
    vi: { title: 'Liên kết kết thúc bằng /', message: (p) => `"${p.value}" kết thúc bằng "/"`, hint: (p) => `viết "${p.fixed}"` },
    en: { title: 'Trailing slash', message: (p) => `"${p.value}" ends with "/"`, hint: (p) => `write "${p.fixed}"` },
    example: { value: '/about/', fixed: '/about' },
  }),
  LINK_TO_INDEX: entry<{ target: string; file: string; fixed: string }>({
    vi: {
      title: 'Liên kết tới /index',
      message: (p) => `liên kết tới "${p.target}", không phải một trang`,
      hint: (p) => `${p.file} là trang ${p.fixed.replace(/[?#].*$/, '')}; viết "${p.fixed}"`,
    },
    en: {
      title: 'Link to /index',
      message: (p) => `links to "${p.target}", which is not a page`,
      hint: (p) => `${p.file} is the page ${p.fixed.replace(/[?#].*$/, '')}; write "${p.fixed}"`,
    },
    example: { target: '/about/index', file: 'pages/about/index.json', fixed: '/about' },
  }),
  PAGE_LINK_NOT_FOUND: entry<{ target: string; meant?: string; file: string }>({
    vi: {
      title: 'Liên kết tới trang không có',
      message: (p) => `liên kết tới "${p.target}", nhưng không có trang này${meantVi(p.meant)}`,
      hint: (p) =>
        p.meant !== undefined
          ? `viết "${p.meant}"; mỗi liên kết trong website phải ứng với một tệp trong pages/ (không có ${p.file})`
          : `mỗi liên kết trong website phải ứng với một tệp trong pages/ (không có ${p.file})`,
    },
    en: {
      title: 'Link to a missing page',
      message: (p) => `links to "${p.target}", which is not a page${meantEn(p.meant)}`,
      hint: (p) =>
        p.meant !== undefined
          ? `write "${p.meant}"; every internal link must match a file in pages/ (there is no ${p.file})`
          : `every internal link must match a file in pages/ (there is no ${p.file})`,
    },
    example: { target: '/lien-he', meant: '/contact', file: 'pages/lien-he.json' },
  }),
  LINK_EMPTY_ANCHOR: entry<{ value: string; fixed: string }>({
    vi: {
      title: 'Neo rỗng',
      message: (p) => `"${p.value}" kết thúc bằng neo rỗng "#"`,
      hint: (p) => `viết "${p.fixed}", hoặc thêm mã của một section sau "#"`,
    },
    en: {
      title: 'Empty anchor',
      message: (p) => `"${p.value}" ends with an empty anchor "#"`,
      hint: (p) => `write "${p.fixed}", or add the id of a section after "#"`,
    },
    example: { value: '/#', fixed: '/' },
  }),
  ANCHOR_NOT_FOUND: entry<{ anchor: string; route: string; meant?: string }>({
    vi: {
      title: 'Neo không có trên trang đích',
      message: (p) => `liên kết tới "#${p.anchor}" trên ${p.route}, nhưng không section nào ở đó có mã này${meantVi(p.meant)}`,
      hint: (p) => `thêm "id": "${p.anchor}" cho section đích trên ${p.route}`,
    },
    en: {
      title: 'Anchor missing on the target page',
      message: (p) => `links to "#${p.anchor}" on ${p.route}, but no section there has that id${meantEn(p.meant)}`,
      hint: (p) => `give the target section on ${p.route} "id": "${p.anchor}"`,
    },
    example: { anchor: 'form', route: '/contact', meant: 'dang-ky' },
  }),
  LOCAL_ANCHOR_NOT_FOUND: entry<{ anchor: string; meant?: string }>({
    vi: {
      title: 'Neo không có trên trang',
      message: (p) => `liên kết tới "#${p.anchor}" nhưng không section nào trên trang này có mã "${p.anchor}"${meantVi(p.meant)}`,
      hint: (p) => `thêm "id": "${p.anchor}" cho section đích`,
    },
    en: {
      title: 'Anchor missing on this page',
      message: (p) => `links to "#${p.anchor}" but no section on this page has the id "${p.anchor}"${meantEn(p.meant)}`,
      hint: () => 'give the target section an "id"',
    },
    example: { anchor: 'bang-gia' },
  }),

  // ─── Anchors (section and group ids) ─────────────────────────────────────────────────────────
  ANCHOR_ID_DUPLICATE: entry<{
    id: string;
    kind: 'section' | 'group';
    otherKind: 'section' | 'group';
    otherLine: number;
    otherPath: string;
    otherTrail: Trail;
  }>({
    vi: {
      title: 'Mã neo bị trùng',
      message: (p) =>
        `"${p.id}" đã là mã của ${p.otherKind === 'section' ? (p.kind === 'section' ? 'một section khác' : 'một section') : 'một thẻ'} trên trang này: ${positionText(p.otherTrail, 'vi') || p.otherPath} (dòng ${p.otherLine})`,
      hint: (p) => `mã section và mã thẻ là neo (#${p.id}) nên không được trùng trong một trang; đổi một trong hai mã`,
    },
    en: {
      title: 'Duplicate anchor id',
      message: (p) =>
        `"${p.id}" is already the id of ${p.otherKind === 'section' ? (p.kind === 'section' ? 'another section' : 'a section') : 'a tab'} on this page: ${positionText(p.otherTrail, 'en') || p.otherPath} (line ${p.otherLine})`,
      hint: (p) => `section ids and tab ids are anchors (#${p.id}) and must be unique within a page; change one of them`,
    },
    example: {
      id: 'gioi-thieu',
      kind: 'section',
      otherKind: 'section',
      otherLine: 5,
      otherPath: 'sections[0].id',
      otherTrail: [{ key: 'sections', index: 0, label: 'hero' }],
    },
  }),

  // ─── Shared data and page lists ───────────────────────────────────────────────────────────────
  DATA_REF_NOT_FOUND: entry<{ value: string; collection: string; meant?: string; available: string[] }>({
    vi: {
      title: 'Mã dữ liệu dùng chung không có',
      message: (p) => `"${p.value}" không có trong ${p.collection}${meantVi(p.meant)}`,
      hint: (p) => `các mã đang có: ${list(p.available) || '(chưa có)'} — các tệp trong pages/_data/${p.collection}/`,
    },
    en: {
      title: 'Unknown shared data id',
      message: (p) => `"${p.value}" is not in the shared ${p.collection}${meantEn(p.meant)}`,
      hint: (p) => `available: ${list(p.available) || '(none)'} — files in pages/_data/${p.collection}/`,
    },
    example: { value: 'seoo', collection: 'planSets', meant: 'seo', available: ['ads', 'seo'] },
  }),
  PAGE_LIST_EMPTY: entry<{ route: string; meant?: string; listed: string[] }>({
    vi: {
      title: 'Danh sách trang không có trang nào',
      message: (p) => `không trang nào ngay dưới "${p.route}" có "card"${meantVi(p.meant)}`,
      hint: (p) =>
        `danh sách hiện các trang ${p.route === '/' ? 'pages/<tên>.json' : `pages${p.route}/<tên>.json`} có "card"; ${p.listed.length ? `các địa chỉ có những trang như vậy: ${list(p.listed)}` : 'chưa trang nào có "card"'}`,
    },
    en: {
      title: 'Page list with no pages',
      message: (p) => `no page directly below "${p.route}" has a "card"${meantEn(p.meant)}`,
      hint: (p) =>
        `the list shows the pages in ${p.route === '/' ? 'pages/<name>.json' : `pages${p.route}/<name>.json`} that have "card"; ${p.listed.length ? `routes with such pages: ${list(p.listed)}` : 'no page has a "card" yet'}`,
    },
    example: { route: '/blogg', meant: '/blog', listed: ['/blog', '/portfolio'] },
  }),
  PAGE_LIST_ROUTE_TAKEN: entry<{ route: string; listing: string }>({
    vi: {
      title: 'Địa chỉ trùng với trang của danh sách',
      message: (p) => `"${p.route}" là địa chỉ dành cho các trang tiếp theo của danh sách "${p.listing}" (trang 2, 3… và từng chủ đề)`,
      hint: (p) => `đổi tên tệp của trang này; mọi địa chỉ "${p.listing}/trang/…" và "${p.listing}/chu-de/…" do danh sách tự tạo`,
    },
    en: {
      title: 'Route taken by a listing',
      message: (p) => `"${p.route}" is where the list at "${p.listing}" puts its further pages (page 2, 3… and each tag)`,
      hint: (p) => `rename this page's file; every "${p.listing}/trang/…" and "${p.listing}/chu-de/…" route is made by the list`,
    },
    example: { route: '/blog/trang', listing: '/blog' },
  }),
  PAGE_LIST_TWO_LISTINGS: entry<{ first: number }>({
    vi: {
      title: 'Hai danh sách không giới hạn trên một trang',
      message: (p) => `trang đã có một danh sách không giới hạn (section số ${p.first + 1}); mỗi trang chỉ chia được một danh sách thành nhiều trang`,
      hint: () => `đặt "limit" cho danh sách này (ví dụ 3), hoặc chuyển nó sang trang khác`,
    },
    en: {
      title: 'Two unlimited lists on one page',
      message: (p) => `the page already has a list without a limit (section ${p.first + 1}); a page can split only one list into pages`,
      hint: () => `give this list a "limit" (e.g. 3), or move it to another page`,
    },
    example: { first: 0 },
  }),

  // ─── Images ───────────────────────────────────────────────────────────────────────────────────
  IMAGE_REMOTE: entry<{ value: Shown; example?: string }>({
    vi: {
      title: 'Ảnh là địa chỉ ngoài',
      message: (p) => `${sv(p.value)} không được phép: ảnh phải là tệp trong public/, không phải địa chỉ trên mạng`,
      hint: (p) => `tải ảnh về thư mục public/images/ rồi ghi đường dẫn của nó${p.example ? `, ví dụ "${p.example}"` : ''}`,
    },
    en: {
      title: 'Remote image',
      message: (p) => `${se(p.value)} is not allowed: images must be files in public/, not remote addresses`,
      hint: (p) => `download the image into public/images/ and write its path${p.example ? `, e.g. "${p.example}"` : ''}`,
    },
    example: { value: '"https://cdn.example.vn/a.png"', example: '/images/hero-growth.svg' },
  }),
  IMAGE_PATH_NOT_ROOTED: entry<{ value: string; fixed: string; exists: boolean }>({
    vi: {
      title: 'Đường dẫn ảnh thiếu / ở đầu',
      message: (p) => `"${p.value}" phải bắt đầu bằng "/"${p.value.startsWith('public/') ? ' và không ghi "public/"' : ''}`,
      hint: (p) =>
        p.exists
          ? `viết "${p.fixed}" (đường dẫn tính từ thư mục public/)`
          : `đường dẫn tính từ thư mục public/ và bắt đầu bằng "/": "${p.fixed}" — nhưng chưa có tệp public${p.fixed}, hãy thêm tệp đó`,
    },
    en: {
      title: 'Image path without a leading /',
      message: (p) => `"${p.value}" must start with "/"${p.value.startsWith('public/') ? ' and leave out "public/"' : ''}`,
      hint: (p) =>
        p.exists
          ? `write "${p.fixed}" (paths are from the public/ folder)`
          : `paths are from the public/ folder and start with "/": "${p.fixed}" — but public${p.fixed} does not exist yet; add it`,
    },
    example: { value: 'images/hero-growth.svg', fixed: '/images/hero-growth.svg', exists: true },
  }),
  IMAGE_PATH_PUBLIC_PREFIX: entry<{ value: string; fixed: string; exists: boolean }>({
    vi: {
      title: 'Đường dẫn ảnh ghi cả public/',
      message: (p) => `"${p.value}" ghi cả thư mục public/: trên website, các tệp trong public/ nằm ngay ở gốc`,
      hint: (p) => (p.exists ? `viết "${p.fixed}"` : `viết "${p.fixed}" — và thêm tệp public${p.fixed}, hiện chưa có`),
    },
    en: {
      title: 'Image path with public/',
      message: (p) => `"${p.value}" names the public/ folder: on the site, the files in public/ sit at the root`,
      hint: (p) => (p.exists ? `write "${p.fixed}"` : `write "${p.fixed}" — and add the file public${p.fixed}, which does not exist yet`),
    },
    example: { value: '/public/images/hero-growth.svg', fixed: '/images/hero-growth.svg', exists: true },
  }),
  IMAGE_PATH_INVALID: entry<{ value: Shown; example?: string }>({
    vi: {
      title: 'Không phải đường dẫn ảnh',
      message: (p) => `${sv(p.value)} không phải đường dẫn ảnh`,
      hint: (p) => `ảnh là tệp .svg, .png, .jpg, .jpeg, .webp hoặc .avif trong public/, không có khoảng trắng${p.example ? `, ví dụ "${p.example}"` : ''}`,
    },
    en: {
      title: 'Not an image path',
      message: (p) => `${se(p.value)} is not an image path`,
      hint: (p) => `an image is a .svg, .png, .jpg, .jpeg, .webp or .avif file in public/, without spaces${p.example ? `, e.g. "${p.example}"` : ''}`,
    },
    example: { value: '"/images/anh bia.gif"', example: '/images/hero-growth.svg' },
  }),
  IMAGE_BAD_ESCAPE: entry<{ value: string; example?: string }>({
    vi: {
      title: 'Mã %-thoát sai',
      message: (p) => `"${p.value}" có mã %-thoát sai`,
      hint: (p) => `ghi tên tệp đúng như trên đĩa${p.example ? `, ví dụ ${p.example}` : ''}`,
    },
    en: {
      title: 'Malformed %-escape',
      message: (p) => `"${p.value}" has a malformed %-escape`,
      hint: (p) => `write the file name as it is on disk${p.example ? `, e.g. ${p.example}` : ''}`,
    },
    example: { value: '/images/50%.svg', example: '/images/hero-growth.svg' },
  }),
  IMAGE_OUTSIDE_PUBLIC: entry<{ value: string }>({
    vi: {
      title: 'Ảnh nằm ngoài public/',
      message: (p) => `"${p.value}" trỏ ra ngoài public/`,
      hint: () => 'ảnh phải là tệp trong public/; bỏ ".." khỏi đường dẫn',
    },
    en: {
      title: 'Image outside public/',
      message: (p) => `"${p.value}" points outside public/`,
      hint: () => 'images must be files inside public/; remove ".." from the path',
    },
    example: { value: '/../secret.svg' },
  }),
  IMAGE_NOT_FOUND: entry<{ value: string; file: string }>({
    vi: { title: 'Không có tệp ảnh', message: (p) => `"${p.value}" không có trong public/`, hint: (p) => `thêm tệp ${p.file} hoặc sửa đường dẫn` },
    en: { title: 'Image file missing', message: (p) => `"${p.value}" does not exist in public/`, hint: (p) => `add the file ${p.file} or fix the path` },
    example: { value: '/images/og.png', file: 'public/images/og.png' },
  }),
  IMAGE_SIZE_MISMATCH: entry<{ value: string; width: number; height: number; actualWidth: number; actualHeight: number }>({
    vi: {
      title: 'Kích thước ảnh khai báo sai',
      message: (p) => `"${p.value}" khai báo ${p.width}×${p.height} nhưng tệp ảnh là ${p.actualWidth}×${p.actualHeight} px`,
      hint: (p) =>
        `viết "width": ${p.actualWidth}, "height": ${p.actualHeight} (trang giữ chỗ cho ảnh theo hai số này; sai thì ảnh méo hoặc bố cục nhảy khi ảnh tải xong)`,
    },
    en: {
      title: 'Declared image size is wrong',
      message: (p) => `"${p.value}" declares ${p.width}×${p.height} but the file is ${p.actualWidth}×${p.actualHeight} px`,
      hint: (p) =>
        `write "width": ${p.actualWidth}, "height": ${p.actualHeight} (the page reserves the image's box from these; wrong ones distort the picture or move the layout when it loads)`,
    },
    example: { value: '/images/templates/landing-saas.webp', width: 640, height: 400, actualWidth: 640, actualHeight: 2480 },
  }),
  IMAGE_WRONG_CASE: entry<{ value: string; actual: string }>({
    vi: {
      title: 'Sai chữ hoa/thường trong tên ảnh',
      message: (p) => `"${p.value}" không có trong public/; có "${p.actual}" (khác chữ hoa/thường, máy chủ phân biệt)`,
      hint: (p) => `viết "${p.actual}"`,
    },
    en: {
      title: 'Image name letter case',
      message: (p) => `"${p.value}" does not exist in public/; "${p.actual}" does (letter case matters on the server)`,
      hint: (p) => `write "${p.actual}"`,
    },
    example: { value: '/images/Hero.svg', actual: '/images/hero.svg' },
  }),

  // ─── A/B experiments (a page's "experiment") ─────────────────────────────────────────────────
  EXPERIMENT_WEIGHTS_SUM: entry<{ sum: number; weights: string }>({
    vi: {
      title: 'Tỉ lệ thử nghiệm không cộng lại bằng 100',
      message: (p) => `tỉ lệ của bản gốc và các phiên bản cộng lại bằng ${p.sum} (${p.weights}), phải bằng 100`,
      hint: () => 'sửa các "weight" (số nguyên từ 1 đến 99, là phần trăm khách thấy mỗi phiên bản) cho tổng đúng bằng 100, ví dụ 50 và 50',
    },
    en: {
      title: 'Experiment weights do not add up to 100',
      message: (p) => `the original's and the variants' weights add up to ${p.sum} (${p.weights}); they must add up to 100`,
      hint: () => 'change the "weight"s (whole numbers from 1 to 99, the percentage of visitors who see each version) so they add up to 100, e.g. 50 and 50',
    },
    example: { sum: 110, weights: 'a 50 + b 60' },
  }),
  EXPERIMENT_SECTION_NOT_FOUND: entry<{ key: string; variant: string; ids: string[]; meant?: string }>({
    vi: {
      title: 'Phiên bản thay một section không có trên trang',
      message: (p) => `phiên bản "${p.variant}" thay section "${p.key}", nhưng trang không có section nào ở cấp trên cùng với mã này${meantVi(p.meant)}`,
      hint: (p) =>
        p.ids.length > 0
          ? `mỗi khóa trong "replace" là mã (id) của một section của trang: ${p.ids.map((id) => `"${id}"`).join(', ')}`
          : 'các section của trang chưa có mã (id): thêm "id" cho section muốn thay, rồi dùng mã đó làm khóa trong "replace"',
    },
    en: {
      title: 'A variant replaces a section the page does not have',
      message: (p) => `variant "${p.variant}" replaces the section "${p.key}", but no top-level section of the page has that id${meantEn(p.meant)}`,
      hint: (p) =>
        p.ids.length > 0
          ? `each key of "replace" is the id of a section of the page: ${p.ids.map((id) => `"${id}"`).join(', ')}`
          : 'the page\'s sections have no id yet: give the section to replace an "id" and use it as the key in "replace"',
    },
    example: { key: 'herro', variant: 'b', ids: ['hero', 'bang-gia'], meant: 'hero' },
  }),
  EXPERIMENT_REPLACE_ID: entry<{ key: string; id?: string }>({
    vi: {
      title: 'Section thay thế đổi mã neo',
      message: (p) =>
        p.id === undefined ? `section thay cho "${p.key}" không có "id"` : `section thay cho "${p.key}" có mã "${p.id}", khác mã của section nó thay`,
      hint: (p) => `viết "id": "${p.key}": section thay thế giữ mã của section bị thay, để liên kết #${p.key} dẫn tới đúng chỗ ở mọi phiên bản`,
    },
    en: {
      title: 'A replacing section changes its anchor',
      message: (p) =>
        p.id === undefined
          ? `the section replacing "${p.key}" has no "id"`
          : `the section replacing "${p.key}" has the id "${p.id}", not the replaced section's`,
      hint: (p) => `write "id": "${p.key}": a replacing section keeps the replaced section's id, so that links to #${p.key} work in every version`,
    },
    example: { key: 'hero', id: 'hero-moi' },
  }),
  EXPERIMENT_ANCHOR_MISSING: entry<{ anchor: string; variant: string; key: string }>({
    vi: {
      title: 'Phiên bản bỏ mất một mã neo của trang',
      message: (p) => `ở phiên bản "${p.variant}", section thay cho "${p.key}" không còn mã neo "${p.anchor}" mà bản gốc có`,
      hint: (p) => `liên kết tới #${p.anchor} phải dẫn tới đúng chỗ ở mọi phiên bản: giữ một thẻ hoặc section có "id": "${p.anchor}" trong section thay thế`,
    },
    en: {
      title: 'A variant loses an anchor of the page',
      message: (p) => `in variant "${p.variant}", the section replacing "${p.key}" no longer has the anchor "${p.anchor}" the original has`,
      hint: (p) => `links to #${p.anchor} must work in every version: keep a tab or section with "id": "${p.anchor}" in the replacing section`,
    },
    example: { anchor: 'goi-nang-cao', variant: 'b', key: 'bang-gia' },
  }),
  EXPERIMENT_ON_DEMO: entry<Record<string, never>>({
    vi: {
      title: 'Trang demo không thể có thử nghiệm A/B',
      message: () => 'trang này là bản demo của một mẫu giao diện ("demo") nên không thể có "experiment"',
      hint: () => 'bỏ "experiment", hoặc làm thử nghiệm trên một trang bán hàng thật (trang đích của chiến dịch)',
    },
    en: {
      title: 'A template demo cannot have an A/B experiment',
      message: () => 'this page is a template\'s demo ("demo"), so it cannot have an "experiment"',
      hint: () => 'remove "experiment", or run the experiment on a real landing page',
    },
    example: {},
  }),
  EXPERIMENT_ID_DUPLICATE: entry<{ id: string; other: string }>({
    vi: {
      title: 'Mã thử nghiệm bị trùng',
      message: (p) => `mã thử nghiệm "${p.id}" đã được dùng ở ${p.other}`,
      hint: () => 'mỗi thử nghiệm có mã riêng (cookie và báo cáo của nó dùng mã này): đặt một mã khác, ví dụ thêm tên trang hoặc tháng',
    },
    en: {
      title: 'Duplicate experiment id',
      message: (p) => `the experiment id "${p.id}" is already used in ${p.other}`,
      hint: () => 'each experiment has its own id (its cookie and its report use it): choose another, e.g. add the page or the month',
    },
    example: { id: 'bf-tieu-de', other: 'pages/uu-dai/black-friday.json' },
  }),

  // ─── Rules declared in section schemas (x- keywords) ────────────────────────────────────────
  SECTION_NOT_NESTABLE: entry<{ type: string; container: string }>({
    vi: {
      title: 'Section không đặt lồng được',
      message: (p) => `section "${p.type}" không đặt được bên trong section "${p.container}"`,
      hint: (p) => `chuyển section "${p.type}" ra "sections" của trang (schema của nó khai báo "x-nestable": false)`,
    },
    en: {
      title: 'Section cannot be nested',
      message: (p) => `a "${p.type}" section cannot be inside a "${p.container}" section`,
      hint: (p) => `move the "${p.type}" section to the page's "sections" (its schema declares "x-nestable": false)`,
    },
    example: { type: 'tabs', container: 'tabs' },
  }),
  LIST_KEY_DUPLICATE: entry<{ value: string; key: string; firstIndex: number; firstLine: number }>({
    vi: {
      title: 'Mã trùng trong danh sách',
      message: (p) => `"${p.value}" đã là "${p.key}" của phần tử thứ ${p.firstIndex + 1} trong danh sách này (dòng ${p.firstLine})`,
      hint: (p) => `"${p.key}" không được trùng trong một danh sách; đổi một trong hai`,
    },
    en: {
      title: 'Duplicate key in a list',
      message: (p) => `"${p.value}" is already the "${p.key}" of item ${p.firstIndex + 1} in this list (line ${p.firstLine})`,
      hint: (p) => `"${p.key}" must be unique within a list; change one of them`,
    },
    example: { value: 'basic', key: 'id', firstIndex: 0, firstLine: 4 },
  }),
  NUMBER_NOT_GREATER: entry<{ property: string; other: string; value: number; otherValue: number }>({
    vi: {
      title: 'Số phải lớn hơn',
      message: (p) => `phải lớn hơn "${p.other}" (${p.otherValue}), nhưng là ${p.value}`,
      hint: (p) => `tăng "${p.property}" lên trên ${p.otherValue}, hoặc bỏ nó`,
    },
    en: {
      title: 'Number must be greater',
      message: (p) => `must be greater than "${p.other}" (${p.otherValue}), got ${p.value}`,
      hint: (p) => `raise "${p.property}" above ${p.otherValue}, or remove it`,
    },
    example: { property: 'originalPrice', other: 'price', value: 100, otherValue: 4900000 },
  }),
  LIST_COUNT_MISMATCH: entry<{ list: string; of: string; count: number; expected: number; names: string[]; source?: string }>({
    vi: {
      title: 'Số giá trị không khớp số mục',
      message: (p) => `"${p.list}" có ${p.count} giá trị nhưng "${p.of}" có ${p.expected} mục${p.source ? ` (trong ${p.source})` : ''}`,
      hint: (p) =>
        `mỗi mục của "${p.of}" cần đúng một giá trị, theo thứ tự: ${p.names.map((n) => `"${n}"`).join(', ')}; ${
          p.count < p.expected ? `thêm ${p.expected - p.count} giá trị còn thiếu` : `bỏ ${p.count - p.expected} giá trị thừa`
        }`,
    },
    en: {
      title: 'Value count does not match',
      message: (p) =>
        `"${p.list}" has ${p.count} value${p.count === 1 ? '' : 's'} but "${p.of}" has ${p.expected} item${p.expected === 1 ? '' : 's'}${p.source ? ` (in ${p.source})` : ''}`,
      hint: (p) =>
        `each item of "${p.of}" needs exactly one value, in order: ${p.names.map((n) => `"${n}"`).join(', ')}; ${
          p.count < p.expected ? `add the ${p.expected - p.count} missing` : `remove the ${p.count - p.expected} extra`
        }`,
    },
    example: { list: 'values', of: 'plans', count: 2, expected: 3, names: ['Cơ bản', 'Tăng trưởng', 'Toàn diện'], source: 'pages/_data/planSets/seo.json' },
  }),
} satisfies Record<string, MessageEntry<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each entry has its own parameters

export type MessageCode = keyof typeof MESSAGE_TABLE;
export type ParamsOf<C extends MessageCode> = (typeof MESSAGE_TABLE)[C]['example'];
export const MESSAGE_CODES = Object.keys(MESSAGE_TABLE) as MessageCode[];

/** The guide that explains every code (a generated region, `npm run gen:docs`). */
export const DOCS_FILE = 'docs/authoring.md';
/** `PAGE_LINK_NOT_FOUND` → `page-link-not-found`, the id of its entry in the guide. */
export const docsAnchor = (code: MessageCode) => code.toLowerCase().replace(/_/g, '-');
export const docsLink = (code: MessageCode) => `${DOCS_FILE}#${docsAnchor(code)}`;

export interface RenderedMessage {
  title: string;
  message: string;
  hint: string;
  docs: string;
}

/**
 * The table seen as one entry type per code. The check that the table is one (each entry's texts
 * take its example's parameters) is this assignment; indexing it with a generic code then gives
 * that code's entry, which indexing the table itself does not (TypeScript cannot relate the
 * entries of a union of codes to its parameters).
 */
const ENTRIES: { [C in MessageCode]: MessageEntry<ParamsOf<C>> } = MESSAGE_TABLE;

/** The text of a problem in a language. */
export function renderMessage<C extends MessageCode>(code: C, params: ParamsOf<C>, lang: Lang = 'vi'): RenderedMessage {
  const text = ENTRIES[code][lang];
  return { title: text.title, message: text.message(params), hint: text.hint(params), docs: docsLink(code) };
}

// ─── Human positions ────────────────────────────────────────────────────────────────────────────

const stepNouns: Record<Lang, Record<string, string>> = {
  vi: {
    sections: 'section',
    tabs: 'thẻ',
    plans: 'gói',
    rows: 'hàng',
    items: 'mục',
    buttons: 'nút',
    features: 'tính năng',
    steps: 'bước',
    mainMenu: 'mục menu',
    children: 'mục con',
    columns: 'cột',
    links: 'liên kết',
    dock: 'mục dock',
    launchpad: 'mục launchpad',
  },
  en: {
    sections: 'section',
    tabs: 'tab',
    plans: 'plan',
    rows: 'row',
    items: 'item',
    buttons: 'button',
    features: 'feature',
    steps: 'step',
    mainMenu: 'menu entry',
    children: 'sub-entry',
    columns: 'column',
    links: 'link',
    dock: 'dock entry',
    launchpad: 'launchpad entry',
  },
};

/** "thẻ thứ 2 › section thứ 1 (planGrid)": where a problem is, counted from 1 as people count. */
export function positionText(trail: Trail, lang: Lang = 'vi'): string {
  return trail
    .map(({ key, index, label }) => {
      const noun = stepNouns[lang][key];
      const n = index + 1;
      const head = lang === 'vi' ? (noun ? `${noun} thứ ${n}` : `phần tử thứ ${n} của "${key}"`) : noun ? `${noun} ${n}` : `item ${n} of "${key}"`;
      return label ? `${head} (${label})` : head;
    })
    .join(' › ');
}
