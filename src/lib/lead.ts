// The lead form's rules, one module for both sides: the browser checks a field as the visitor
// leaves it, the server checks the whole body before anything is stored (POST /api/leads).
// Messages are Vietnamese and shown beside the field they belong to. It also reads where the visit
// came from (the attribution the server stores with each lead) and the domain checker's short lead.

export const LEAD_FIELDS = ['name', 'email', 'phone', 'service', 'needs', 'page', 'template'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/**
 * Where a lead was sent from: the lead form, or the domain checker's answer when it could not check
 * (a phone number and the typed domain; the name may be left empty there).
 */
export const LEAD_SOURCES = ['form', 'domain-check'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The campaign parameters read from the landing page's address (Google Analytics' names). */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];
/**
 * The click ids ad platforms add to the landing page's address: Google Ads (gclid, and gbraid/wbraid
 * on iOS), Google Marketing Platform (dclid), Meta (fbclid), Microsoft Ads (msclkid), TikTok (ttclid),
 * Zalo (zarsrc).
 */
export const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'ttclid', 'zarsrc'] as const;
export type ClickId = (typeof CLICK_IDS)[number];

/** Where the visit that sent a lead came from. Empty strings (and no click id) when unknown. */
export interface Attribution {
  /** The first page of the visit (a path of this site, without its query), e.g. "/uu-dai/black-friday". */
  landingPage: string;
  /** The host name of the site the visit came from (never this site's own), e.g. "www.google.com". */
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  /** The click ids the landing page's address carried, by name. */
  clickIds: Partial<Record<ClickId, string>>;
  /** The page experiment (A/B test) of the last experiment page seen in the tab, e.g. "bf-tieu-de", or ''. */
  experiment: string;
  /** Its variant shown to the visitor: "a" (the page as written) or "b"…"z"; '' without an experiment. */
  variant: string;
}

/** Nothing known of the visit (never changed: readAttribution copies it). Not frozen: a call would stay in the browser bundle. */
export const NO_ATTRIBUTION: Readonly<Attribution> = {
  landingPage: '',
  referrer: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  clickIds: {},
  experiment: '',
  variant: '',
};

/**
 * What the browser keeps for the visit (sessionStorage, key VISIT_STORAGE_KEY): the first page's path
 * and query, and the referrer, as the inline bootstrap saw them (src/app/bootstrapScript.ts). Sent
 * with a lead as is; the server keeps only what readAttribution accepts.
 */
export interface Visit {
  landing: string;
  referrer: string;
  /**
   * The experiment page last seen in the tab, as the bootstrap stored it (sessionStorage, key
   * EXPERIMENT_STORAGE_KEY: [experiment id, variant id], from the page's `<meta name="experiment">`).
   */
  experiment?: string;
  variant?: string;
}
export const VISIT_STORAGE_KEY = 'visit';
export const EXPERIMENT_STORAGE_KEY = 'experiment';

/** A pair of strings kept under `key`, or undefined (none, storage blocked, or not ours). */
function savedPair(key: string): [string, string] | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (Array.isArray(saved) && typeof saved[0] === 'string' && typeof saved[1] === 'string') return [saved[0], saved[1]];
  } catch {
    // Storage blocked or a value that is not JSON: no attribution.
  }
  return undefined;
}

/** The visit (and the experiment variant seen) as the bootstrap stored it, or undefined (none, storage blocked, or not ours). */
export function readVisit(): Visit | undefined {
  const visit = savedPair(VISIT_STORAGE_KEY);
  const experiment = savedPair(EXPERIMENT_STORAGE_KEY);
  if (!visit && !experiment) return undefined;
  return { landing: visit?.[0] ?? '', referrer: visit?.[1] ?? '', ...(experiment && { experiment: experiment[0], variant: experiment[1] }) };
}

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
  /** The lead form (default) or the domain checker. */
  source?: LeadSource;
  /** The domain the visitor typed into the domain checker (Unicode, e.g. "cửahàng.vn"), or ''. */
  domain?: string;
  /** Where the visit came from (default: unknown). */
  attribution?: Attribution;
}

/** What the forms send. `website` is the honeypot: people leave it empty, form-filling bots don't. */
export interface LeadInput extends Omit<Lead, 'attribution'> {
  website?: string;
  /** The visit as the browser kept it (readVisit). */
  visit?: Visit;
}

export type LeadErrors = Partial<Record<LeadField | 'domain', string>>;

export const LEAD_LIMITS = { name: 100, email: 254, phone: 20, needs: 2000, page: 200, template: 64, domain: 253 } as const;
/**
 * Attribution limits: a campaign parameter longer than `utm` characters is cut there; a click id
 * longer than `clickId` is dropped (a cut id would name another click); a landing address longer
 * than `landing` or a referrer longer than `referrer` is ignored.
 */
export const ATTRIBUTION_LIMITS = { utm: 100, clickId: 200, landing: 2000, referrer: 2000 } as const;

/** An experiment id (the page schema's rule, docs/authoring.md): lower-case letters, digits, hyphens; 2–40 characters. */
export const EXPERIMENT_ID = /^[a-z0-9][a-z0-9-]{1,39}$/;
/** A variant id: "a" (the page as written) or one letter b–z. */
export const VARIANT_ID = /^[a-z]$/;

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
export const HIDDEN_MULTILINE = /(?![\t\n])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
export const HIDDEN_CHARACTER_MESSAGE =
  'Ô này có ký tự ẩn không hợp lệ (ký tự điều khiển hoặc ký tự đảo chiều văn bản). Vui lòng xoá rồi gõ lại nội dung ô này.';
/** CRLF and lone CR (sent by some clients) are line breaks too. */
const unifyLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');

/** Whether `value` is one plain email address of at most 254 characters (the lead form's rule; the staff email's Reply-To). */
export const isEmailAddress = (value: string) => value.length <= LEAD_LIMITS.email && EMAIL.test(value);

export const normalizePhone = (phone: string) => phone.trim().replace(/[\s.-]/g, '');

/** The phone rule alone (the domain checker asks for nothing else): required, a Vietnamese mobile number. */
export function phoneProblem(raw: string): string | undefined {
  const value = raw.trim();
  if (HIDDEN.test(value)) return HIDDEN_CHARACTER_MESSAGE;
  if (!value) return 'Vui lòng nhập số điện thoại.';
  return VN_PHONE.test(normalizePhone(value)) ? undefined : 'Số điện thoại chưa đúng, ví dụ: 0901 234 567.';
}

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
      return phoneProblem(value);
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

/** The domain of a domain-checker lead as stored, or the refusal (checkLeadDomain in src/lib/domain.ts). */
export type LeadDomainCheck = { ok: true; domain: string } | { ok: false; message: string };

/** Options of validateLead the server knows and the form does not. */
export interface LeadCheckOptions {
  /**
   * The domain checker's rule for the domain its lead names (the server passes checkLeadDomain of
   * src/lib/domain.ts with the site's extensions; passed in, so the lead form's code does not carry
   * the domain rules). Without it, every domain-checker lead is refused.
   */
  checkDomain?: (raw: string) => LeadDomainCheck;
  /** This site's host ("amdigital.vn", from the request): a referrer of the site itself is no referrer. */
  ownHost?: string;
}

/**
 * The whole body, as the server receives it (anything JSON): a clean Lead, or a message per bad
 * field. A field that is missing or not a string counts as empty; keys it does not know are dropped.
 * A lead from the domain checker (`source: "domain-check"`) needs a phone number and the domain;
 * the name and the email may be empty (the visitor gave only a phone number); given, they are checked as usual.
 * The attribution never refuses a lead (the visitor cannot correct it): what does not pass
 * readAttribution's rules is left out.
 */
export function validateLead(
  body: unknown,
  services: readonly string[],
  { checkDomain = () => ({ ok: false, message: 'Tên miền cần kiểm tra không hợp lệ.' }), ownHost }: LeadCheckOptions = {},
): { ok: true; lead: Required<Lead> } | { ok: false; errors: LeadErrors } {
  const source = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const text = (field: LeadField | 'domain') => (typeof source[field] === 'string' ? (source[field] as string) : '');
  const from: LeadSource = source.source === 'domain-check' ? 'domain-check' : 'form';
  const errors: LeadErrors = {};
  for (const field of LEAD_FIELDS) {
    // The domain checker asks for a phone number only: its name and email may be left empty.
    if (from === 'domain-check' && (field === 'name' || field === 'email') && text(field).trim() === '') continue;
    const message = checkLeadField(field, text(field), services, text('phone'));
    if (message) errors[field] = message;
  }
  const domain: LeadDomainCheck = from === 'domain-check' ? checkDomain(text('domain').slice(0, 4 * LEAD_LIMITS.domain)) : { ok: true, domain: '' };
  if (!domain.ok) errors.domain = domain.message;
  if (Object.keys(errors).length > 0 || !domain.ok) return { ok: false, errors };
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
      source: from,
      domain: domain.domain,
      attribution: readAttribution(source.visit, ownHost),
    },
  };
}

/** Letters of any script, digits, spaces and the punctuation campaign names use; nothing else. */
const UTM_VALUE = /^[\p{L}\p{M}\p{N} ._\-+:/|,()&%#@!~]+$/u;
/** A click id: URL-safe characters only (what the platforms send). */
const CLICK_ID_VALUE = /^[A-Za-z0-9._~-]+$/;

/** A campaign parameter: NFC, spaces collapsed, cut to the limit; '' when it holds anything else. */
function utmValue(raw: string | null): string {
  if (raw === null) return '';
  const value = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (value === '' || !UTM_VALUE.test(value)) return '';
  return Array.from(value).slice(0, ATTRIBUTION_LIMITS.utm).join('').trim();
}

/**
 * The attribution of a lead from the visit the browser sent (`{ landing, referrer }`, as readVisit
 * gives it): the landing page's path when it is a route of this site, the campaign parameters and
 * click ids of its query (first value of each; every other parameter dropped), the referrer's
 * host when it is another site, and the experiment and variant seen (both well formed, or neither).
 * Anything odd is left out, never stored as sent.
 */
export function readAttribution(visit: unknown, ownHost?: string): Attribution {
  if (typeof visit !== 'object' || visit === null || Array.isArray(visit)) return NO_ATTRIBUTION;
  const { landing, referrer } = visit as Record<string, unknown>;
  const attribution: Attribution = { ...NO_ATTRIBUTION, clickIds: {} };
  if (typeof landing === 'string' && landing.startsWith('/') && landing.length <= ATTRIBUTION_LIMITS.landing && !HIDDEN.test(landing)) {
    let url: URL | undefined;
    try {
      url = new URL(landing, 'http://site.invalid');
    } catch {
      url = undefined;
    }
    if (url && url.origin === 'http://site.invalid') {
      if (checkLeadField('page', url.pathname, []) === undefined) attribution.landingPage = url.pathname;
      for (const key of UTM_PARAMETERS) attribution[key] = utmValue(url.searchParams.get(key));
      for (const key of CLICK_IDS) {
        const value = url.searchParams.get(key)?.trim();
        if (value && value.length <= ATTRIBUTION_LIMITS.clickId && CLICK_ID_VALUE.test(value)) attribution.clickIds[key] = value;
      }
    }
  }
  // The experiment and its variant together, or neither (the server never trusts one without the other).
  const { experiment, variant } = visit as Record<string, unknown>;
  if (typeof experiment === 'string' && typeof variant === 'string' && EXPERIMENT_ID.test(experiment) && VARIANT_ID.test(variant)) {
    attribution.experiment = experiment;
    attribution.variant = variant;
  }
  if (typeof referrer === 'string' && referrer !== '' && referrer.length <= ATTRIBUTION_LIMITS.referrer) {
    try {
      const url = new URL(referrer);
      const own = ownHost ? new URL(`http://${ownHost}`).hostname : undefined;
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== own && /^[a-z0-9.-]{1,253}$/.test(url.hostname))
        attribution.referrer = url.hostname;
    } catch {
      // Not an address: no referrer.
    }
  }
  return attribution;
}

/** Whether the honeypot field was filled (a bot): accepted silently, never stored as a lead. */
export const isHoneypotFilled = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { website?: unknown }).website === 'string' &&
  (body as { website: string }).website.trim() !== '';
