// @vitest-environment jsdom
// Every admin page with hostile text in every field it shows (names, emails, titles, notes, campaigns,
// experiments, lead fields, audit entries, releases, sessions, draft paths…): read back through the
// DOM, each page has the same elements and attributes as with plain text, nothing runs, and each
// field's text comes back exactly as written (escaped once: shown, not lost, not escaped twice).
import { describe, expect, it } from 'vitest';
import type { User } from './accounts.ts';
import { auditPage } from './auditPage.ts';
import { contentListPage, discardLink, discardPage, historyPage, notSentPage, reviewListPage, reviewPage, sendForReviewForm } from './content/contentPages.ts';
import type { Draft } from './content/contentRepo.ts';
import { experimentsPage } from './experimentsPage.ts';
import { html, type SafeHtml } from './html.ts';
import { leadPage, leadsPage } from './leadsPage.ts';
import type { InboxLead } from './leadQuery.ts';
import { forgotPasswordPage, hiddenFields, invitationPage, landingPage, noticePage, passwordPage, signInPage } from './pages.ts';
import { withPreviewNotice } from './preview/previewDocument.ts';
import { linksPage, previewLinkForm, problemsPage } from './preview/previewPages.ts';
import { releasesPage } from './releases/releasesPage.ts';
import { sessionsPage } from './sessionsPage.ts';
import { signInCodePage, twoFactorPage } from './twoFactorPages.ts';
import { usersPage } from './usersPage.ts';

/** Markup that would run or break out of an attribute if it were inserted raw. */
const HOSTILE = `<img src=x onerror=alert(1)>"><script>alert(1)</script>' onmouseover='x`;

/**
 * A field's value: `field` names it (each field can then be found in the page), followed by the
 * hostile text, or by plain text for the page to compare with. `quiet`: a value the page may leave
 * out or show changed (cut, upper- or lower-cased, a key's groups), which still must not become
 * markup; `except(…)`: the same values, those fields quiet (a record the page shows only in part).
 */
interface Text {
  (field: string): string;
  quiet: (field: string) => string;
  except: (...fields: string[]) => Text;
}

function texts(hostile: boolean): { text: Text; shown: Set<string> } {
  const shown = new Set<string>();
  const value = (field: string) => `${field}${hostile ? HOSTILE : ' văn bản'}`;
  const textWithout = (quiet: readonly string[]): Text =>
    Object.assign(
      (field: string) => {
        if (!quiet.includes(field)) shown.add(field);
        return value(field);
      },
      { quiet: value, except: (...fields: string[]) => textWithout([...quiet, ...fields]) },
    );
  return { text: textWithout([]), shown };
}

const AT = '2026-11-22T08:30:00.000Z';

/** Every page (and piece of page) the admin renders, from the values `t` gives. */
const VIEWS: Record<string, (t: Text) => SafeHtml | string> = {
  'sign-in': (t) => signInPage({ error: t('error'), email: t('email') }),
  'forgot password': (t) => forgotPasswordPage({ mailOn: true, email: t('email'), error: t('error') }),
  'forgot password, sent': (t) => forgotPasswordPage({ mailOn: true, sentTo: t('sentTo') }),
  landing: (t) => landingPage(user(t.except('userId'), 'admin'), t('csrf'), [{ href: t('/href'), text: t('waiting') }]),
  password: (t) =>
    passwordPage({ email: t('email'), csrf: t('csrf'), message: t('message'), errors: { 'mat-khau-moi': t('newError'), 'nhap-lai': t('againError') } }),
  invitation: (t) => invitationPage({ token: t('token'), email: t('email'), reset: true, error: t('error') }),
  "the first admin's link": (t) =>
    invitationPage({ token: t('token'), email: '', typedEmail: t('typedEmail'), emailError: t('emailError'), error: t('error') }),
  notice: (t) => noticePage(404, t('message')),
  'hidden fields': (t) => hiddenFields({ a: t('a'), b: t('b') }),
  'audit log': (t) =>
    auditPage({
      entries: [
        { seq: 2, at: AT, actor: t('actor'), action: t('action'), target: t('target'), detail: t('detail'), address: t('address') },
        { seq: 1, at: AT, actor: null, action: 'view-lead', target: null, detail: null, address: null },
      ],
      older: 1,
      query: { 'doi-tuong': t('about'), viec: t.quiet('viec'), from: t('from'), to: t('to'), truoc: t.quiet('truoc') },
      errors: {},
    }),
  'audit log, refused filter': (t) => auditPage({ entries: [], query: { from: t('from') }, errors: { from: t('fromError'), truoc: t('pageError') } }),
  'A/B results': (t) => {
    const interval = { low: 0.05, high: 0.2, rate: 0.1 };
    const variants = [
      { id: t.quiet('a'), name: t('nameA'), views: 100, leads: 10, interval },
      { id: t.quiet('b'), name: t('nameB'), views: 0, leads: 0, interval },
    ];
    const experiment = {
      id: t('experiment'),
      name: t('experimentName'),
      route: t('/route'),
      variants: variants.map(({ id, name }) => ({ id, name, weight: 50 })),
    };
    return experimentsPage({
      results: [
        {
          experiment,
          file: 'pages/x.json',
          variants,
          verdict: { kind: 'significant', best: variants[0] },
          days: { first: t.quiet('first'), last: t.quiet('last') },
        },
      ],
      canEnd: true,
      canSeeLeads: true,
      csrf: t('csrf'),
      message: t('message'),
      error: t('error'),
    });
  },
  // The list shows a lead's main fields; the rest are on the lead's own page (below).
  'leads inbox': (t) => {
    const choices = { services: [t('service')], pages: [t('/page')], campaigns: [t('campaign')], experiments: [t('experiment')], variants: [t('variant')] };
    return leadsPage({
      leads: [lead(t.except('needs', 'template', 'referrer', 'utmTerm', 'utmContent', 'gclid'))],
      total: 1,
      stored: 60,
      choices,
      query: { q: t('search'), from: t('from'), to: t('to'), service: t.quiet('service') },
      errors: {},
      page: 1,
      pages: 2,
      csrf: t('csrf'),
      message: t('message'),
    });
  },
  'leads inbox, refused filter': (t) =>
    leadsPage({
      leads: [],
      total: 0,
      stored: 0,
      choices: { services: [], pages: [], campaigns: [], experiments: [], variants: [] },
      query: { from: t('from') },
      errors: { from: t('fromError') },
      page: 1,
      pages: 1,
      // No rows, so no form: the token is not on the page.
      csrf: t.quiet('csrf'),
    }),
  'a lead': (t) =>
    leadPage({
      lead: lead(t),
      changes: [{ at: AT, actor: t('changedBy'), status: 'da-lien-he', previous: 'moi' }],
      notes: [{ at: AT, actor: t('noteBy'), note: t('note') }],
      csrf: t('csrf'),
      message: t('message'),
      noteError: { error: t('noteError'), text: t('noteTyped') },
      statusError: t('statusError'),
      auditLink: true,
    }),
  sessions: (t) =>
    sessionsPage({
      sessions: [
        { handle: t('handle'), startedAt: AT, lastSeenAt: AT, device: t('device'), address: t('ip'), current: false },
        { handle: 'h2', startedAt: AT, lastSeenAt: AT, device: t('thisDevice'), address: null, current: true },
      ],
      csrf: t('csrf'),
      idleMinutes: 30,
      maxHours: 12,
      message: t('message'),
      error: t('error'),
    }),
  'two-factor code': (t) => signInCodePage({ email: t('email'), error: t('error') }),
  'two-factor on, recovery codes': (t) =>
    twoFactorPage({
      email: t('email'),
      csrf: t('csrf'),
      state: { enabledAt: AT, recoveryLeft: 3 },
      recoveryCodes: [t('code1'), t('code2')],
      message: t('message'),
      errors: { 'ma-du-phong': t('recoveryError'), tat: t('offError') },
    }),
  'two-factor setup': (t) =>
    twoFactorPage({
      email: t('email'),
      csrf: t('csrf'),
      state: { recoveryLeft: 0 },
      setup: { secret: t.quiet('secret'), uri: `otpauth://totp/${t('uri')}` },
      errors: { bat: t('error') },
    }),
  accounts: (t) => {
    // One's own account has no actions, so its id is not on the page.
    const self = user(t.except('userId'), 'admin');
    const other: User = { ...self, id: t('otherId'), email: `${t('otherEmail')}@b.vn`, role: 'editor', twoFactor: true };
    return usersPage({
      users: [self, other],
      lastSignIns: new Map([[other.email, AT]]),
      self,
      csrf: t('csrf'),
      message: t('message'),
      error: t('error'),
      invitation: { email: t('invited'), link: t('link'), expiresAt: AT, reset: true },
    });
  },
  'content pages': (t) => {
    const own = draft(t);
    const actions = (d: Draft) => html`${previewLinkForm(d, t('csrf'))}${sendForReviewForm(d, t('csrf'))}${discardLink(d)}`;
    return contentListPage({
      files: ['pages/index.json', own.file],
      titles: new Map([[own.file, t('title')]]),
      drafts: [own, { ...own, file: `pages/${t('newPage')}.json` }],
      leases: [{ file: own.file, userId: 'u2', email: `${t('editing')}@a.vn`, takenAt: AT, expiresAt: AT }],
      csrf: t('csrf'),
      message: t('message'),
      error: t('error'),
      form: { 'dia-chi': t('typedAddress'), 'bat-dau': t.quiet('start') },
      draftAction: actions,
      syncConflict: { message: t('conflict'), since: AT },
    });
  },
  'drafts waiting for review': (t) =>
    reviewListPage({
      drafts: [draft(t.except('returnedBy', 'returnReason'))],
      titleOf: () => t('title'),
      message: t('message'),
      error: t('error'),
      syncConflict: { message: t('conflict'), since: AT },
    }),
  'a review': (t) =>
    reviewPage({
      draft: draft(t.except('returnedBy', 'returnReason')),
      title: t('title'),
      changes: html`<p>${t('changes')}</p>`,
      problems: problems(t),
      conflict: t('conflict'),
      csrf: t('csrf'),
    }),
  'discard a draft': (t) => discardPage({ draft: draft(t.except(...DRAFT_PEOPLE)), published: true, csrf: t('csrf'), error: t('error') }),
  'not sent for review': (t) => notSentPage(draft(t.except(...DRAFT_PEOPLE)).file, t('summary'), problems(t)),
  'page history': (t) =>
    historyPage({
      file: draft(t.except(...DRAFT_PEOPLE)).file,
      title: t('title'),
      versions: [
        { commit: t.quiet('commit1'), author: t('author1'), email: 'a@a.vn', at: AT, message: t('publishNote'), byAdmin: true },
        { commit: t('commit2'), author: t('author2'), email: 'a@a.vn', at: AT, message: t('developerNote'), byAdmin: false },
      ],
      canRestore: true,
      csrf: t('csrf'),
      message: t('message'),
    }),
  releases: (t) =>
    releasesPage({
      releases: [
        { id: t('release'), createdAt: AT, by: t('by'), reason: t('reason'), changedRoutes: [t('/changed')] },
        { id: 'r1', createdAt: AT, by: 'cli', reason: 'deploy' },
      ],
      current: 'r1',
      since: { id: 'r1', by: t('switchedBy'), at: AT, reason: t.quiet('switchReason') },
      csrf: t('csrf'),
      message: t('message'),
      error: t('error'),
    }),
  'preview links': (t) => {
    const link = {
      id: t('linkId'),
      file: draft(t.except(...DRAFT_PEOPLE)).file,
      authorId: 'u1',
      version: t.quiet('version'),
      createdBy: 'u1',
      createdByEmail: `${t('maker')}@a.vn`,
      createdAt: AT,
      expiresAt: '2099-01-01T00:00:00.000Z',
    };
    return linksPage({
      links: [link],
      drafts: [{ ...draft(t.except('authorId', 'returnedBy', 'returnReason')), userId: 'u2' }],
      userId: 'u1',
      canRevokeAny: false,
      csrf: t('csrf'),
      now: Date.parse(AT),
      made: { url: t('url'), link },
      message: t('message'),
      error: t('error'),
    });
  },
  'preview problems': (t) => problemsPage(draft(t.except(...DRAFT_PEOPLE)).file, problems(t)),
  'preview notice': (t) =>
    withPreviewNotice('<!doctype html><html><head><title>Trang</title></head><body><main></main></body></html>', {
      createdByEmail: `${t('maker')}@a.vn`,
      expiresAt: AT,
    }),
};

const user = (t: Text, role: User['role']): User => ({ id: t('userId'), email: `${t('userEmail')}@a.vn`, role, createdAt: AT, twoFactor: false });

function lead(t: Text): InboxLead {
  return {
    id: t('leadId'),
    createdAt: AT,
    name: t('name'),
    email: t('leadEmail'),
    phone: t('phone'),
    service: t('service'),
    needs: t('needs'),
    page: t('/sentFrom'),
    template: t('template'),
    source: 'domain-check',
    domain: t('domain'),
    attribution: {
      landingPage: t('/landing'),
      referrer: t('referrer'),
      utm_source: t('utmSource'),
      utm_medium: t('utmMedium'),
      utm_campaign: t('campaign'),
      utm_term: t('utmTerm'),
      utm_content: t('utmContent'),
      clickIds: { gclid: t('gclid') },
      experiment: t('experiment'),
      variant: t('variant'),
    },
    status: 'moi',
  };
}

/** A draft's people: its author and who sent it back, shown where drafts are listed. */
const DRAFT_PEOPLE = ['author', 'authorId', 'returnedBy', 'returnReason'];

function draft(t: Text): Draft {
  const saved = { commit: 'c1', author: t('author'), email: 'a@a.vn', at: AT, message: t.quiet('saveNote'), byAdmin: true };
  return {
    file: `pages/${t('draftPath')}.json`,
    userId: t('authorId'),
    head: t.quiet('head'),
    base: 'b',
    content: '',
    saved,
    inReview: 'c0',
    returned: { by: t('returnedBy'), reason: t('returnReason') },
  };
}

const problems = (t: Text) => [{ file: t('problemFile'), position: t('position'), message: t('problem'), hint: t('hint') }];

/** The page parsed as a browser parses it. */
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');

/** Each element's tag and attribute names, in document order: the page's structure without its texts. */
const structure = (doc: Document) => [...doc.querySelectorAll('*')].map((element) => `${element.localName}[${element.getAttributeNames().join(' ')}]`);

/** Everything the page shows or holds as text: its text and its attribute values, entities decoded. */
const textsOf = (doc: Document) => [
  doc.documentElement.textContent ?? '',
  ...[...doc.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => a.value)),
];

describe('admin pages with hostile text in every field', () => {
  it.each(Object.keys(VIEWS))('%s: same markup as with plain text, nothing runs, every field shown as written', (name) => {
    const plain = texts(false);
    const hostile = texts(true);
    const safe = String(VIEWS[name](plain.text));
    const attacked = String(VIEWS[name](hostile.text));
    // Read from the raw HTML, before any parser repairs it.
    expect(attacked).not.toMatch(/<(img|script)\b/i);
    const doc = parse(attacked);
    expect(doc.querySelectorAll('script, img, iframe, object, embed').length).toBe(0);
    for (const element of doc.querySelectorAll('*')) expect(element.getAttributeNames().filter((attribute) => attribute.startsWith('on'))).toEqual([]);
    expect(structure(doc)).toEqual(structure(parse(safe)));
    // Each field is on the page, its text exactly as written: escaped once, not lost, not twice.
    const found = textsOf(doc);
    expect(hostile.shown.size).toBeGreaterThan(0);
    expect([...hostile.shown].filter((field) => !found.some((text) => text.includes(`${field}${HOSTILE}`)))).toEqual([]);
  });
});
