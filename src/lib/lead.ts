// The lead form's rules, one module for both sides: the browser checks a field as the visitor
// leaves it, the server checks the whole body before anything is stored (POST /api/leads).
// Messages are Vietnamese and shown beside the field they belong to.

export const LEAD_FIELDS = ['name', 'email', 'phone', 'service', 'needs', 'page', 'template'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** A lead as stored: trimmed, the phone without spaces, dots or dashes. */
export interface Lead {
  name: string;
  email: string;
  phone: string;
  service: string;
  needs: string;
  /** The page the form was sent from, e.g. "/contact". */
  page: string;
  /** The template chosen in the gallery (/contact?template=<id>), or ''. */
  template: string;
}

/** What the form sends. `website` is the honeypot: people leave it empty, form-filling bots don't. */
export interface LeadInput extends Lead {
  website?: string;
}

export type LeadErrors = Partial<Record<LeadField, string>>;

export const LEAD_LIMITS = { name: 100, email: 254, phone: 20, needs: 2000, page: 200, template: 64 } as const;

/** A dot-atom part of an address (RFC 5322 atext, letters of any script as RFC 6531 allows). */
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
/** A domain label: letters or digits, hyphens inside only. */
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?';
/**
 * One plain address: no comma, semicolon, quote, angle bracket, parenthesis, colon or backslash. A
 * mail library (nodemailer) reads those as a list, a display name or a group, and the address
 * becomes the Reply-To of the staff email: "victim,bcc-me@evil.vn" would be two addresses there.
 */
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, 'u');
/** What people type between two addresses. */
const ADDRESS_SEPARATOR = /[,;]/;
/** Vietnamese mobile numbers: 0 or +84, then 3/5/7/8/9 and eight digits. */
const VN_PHONE = /^(0|\+84)(3|5|7|8|9)\d{8}$/;
const TEMPLATE_ID = /^[a-z0-9][a-z0-9-]*$/;
/**
 * The path of a page of this site, as the router gives it: "/" or lower-case segments of letters,
 * digits and single hyphens (the route rule of pages/ file names), an optional trailing "/" (sirv
 * serves /contact/ too), and "_" before the first segment for the section catalogue, whose /_catalogue/lead-form shows a live form.
 */
const ROUTE_PATH = /^\/(?:_?[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*\/?)?$/;
/**
 * Characters no field may hold: C0 controls, DEL, C1 controls (\p{Cc}), and the bidi embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069), which can make stored text read differently from
 * what it is (in the export, the terminal, the agency's mail). Tab and line breaks are allowed in
 * `needs`, the one multi-line field, where a line break is stored as "\n".
 */
const HIDDEN = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const HIDDEN_MULTILINE = /(?![\t\n])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
export const HIDDEN_CHARACTER_MESSAGE =
  'Ô này có ký tự ẩn không hợp lệ (ký tự điều khiển hoặc ký tự đảo chiều văn bản). Vui lòng xoá rồi gõ lại nội dung ô này.';
/** CRLF and lone CR (sent by some clients) are line breaks too. */
const unifyLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');

/** Whether `value` is one plain email address of at most 254 characters (the lead form's rule; the staff email's Reply-To). */
export const isEmailAddress = (value: string) => value.length <= LEAD_LIMITS.email && EMAIL.test(value);

export const normalizePhone = (phone: string) => phone.trim().replace(/[\s.-]/g, '');

/**
 * The message for one field's value, or undefined when it is fine. `services`: the form's options.
 * `phone`: the phone number typed in the same form; the email may be left empty when there is one
 * (the agency calls back; an email is only a second way to answer).
 */
export function checkLeadField(field: LeadField, raw: string, services: readonly string[], phone = ''): string | undefined {
  const value = field === 'needs' ? unifyLineBreaks(raw).trim() : raw.trim();
  if ((field === 'needs' ? HIDDEN_MULTILINE : HIDDEN).test(value)) return HIDDEN_CHARACTER_MESSAGE;
  switch (field) {
    case 'name':
      if (value.length < 2) return 'Vui lòng nhập họ và tên.';
      return value.length > LEAD_LIMITS.name ? `Họ và tên tối đa ${LEAD_LIMITS.name} ký tự.` : undefined;
    case 'email':
      if (!value) return phone.trim() ? undefined : 'Vui lòng nhập email.';
      if (ADDRESS_SEPARATOR.test(value)) return 'Chỉ nhập một địa chỉ email, ví dụ: ten@congty.vn.';
      return isEmailAddress(value) ? undefined : 'Email chưa đúng định dạng, ví dụ: ten@congty.vn.';
    case 'phone':
      if (!value) return 'Vui lòng nhập số điện thoại.';
      return VN_PHONE.test(normalizePhone(value)) ? undefined : 'Số điện thoại chưa đúng, ví dụ: 0901 234 567.';
    case 'service':
      return value === '' || services.includes(value) ? undefined : 'Vui lòng chọn dịch vụ trong danh sách.';
    case 'needs':
      return value.length > LEAD_LIMITS.needs ? `Nội dung nhu cầu tối đa ${LEAD_LIMITS.needs} ký tự.` : undefined;
    case 'page':
      return ROUTE_PATH.test(value) && value.length <= LEAD_LIMITS.page ? undefined : 'Trang gửi biểu mẫu không hợp lệ.';
    case 'template':
      return value === '' || (value.length <= LEAD_LIMITS.template && TEMPLATE_ID.test(value)) ? undefined : 'Mẫu giao diện không hợp lệ.';
  }
}

/**
 * The whole body, as the server receives it (anything JSON): a clean Lead, or a message per bad
 * field. A field that is missing or not a string counts as empty.
 */
export function validateLead(body: unknown, services: readonly string[]): { ok: true; lead: Lead } | { ok: false; errors: LeadErrors } {
  const source = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const text = (field: LeadField) => (typeof source[field] === 'string' ? (source[field] as string) : '');
  const errors: LeadErrors = {};
  for (const field of LEAD_FIELDS) {
    const message = checkLeadField(field, text(field), services, text('phone'));
    if (message) errors[field] = message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    lead: {
      name: text('name').trim(),
      email: text('email').trim(),
      phone: normalizePhone(text('phone')),
      service: text('service').trim(),
      needs: unifyLineBreaks(text('needs')).trim(),
      page: text('page').trim(),
      template: text('template').trim(),
    },
  };
}

/** Whether the honeypot field was filled (a bot): accepted silently, never stored as a lead. */
export const isHoneypotFilled = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { website?: unknown }).website === 'string' &&
  (body as { website: string }).website.trim() !== '';
