// Scheduled pages (campaigns): "schedule.publishAt / expiresAt / redirectTo" are checked where they are
// written, in Vietnamese; read at an instant (the build), a page is on the site only between the two,
// and the lists, the redirects and the next change follow.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { located, SCHEMA_DIR, tempProject, VALID_HOME, VALID_SITE, validateValues } from './helpers.ts';
import { validateProject } from '../../src/engine/validateProject.ts';

let project: ReturnType<typeof tempProject> | undefined;
afterEach(() => project?.cleanup());

const image = { src: '/cover.svg', alt: 'Ảnh bìa', width: 1200, height: 630 };
const offer = (schedule: object) => ({
  meta: VALID_HOME.meta,
  card: { title: 'Black Friday', summary: 'Ưu đãi cuối năm', date: '2026-11-20', tags: ['Ưu đãi'], image },
  schedule,
  sections: [{ type: 'hero', title: 'Ưu đãi Black Friday' }],
});
const list = { meta: VALID_HOME.meta, sections: [{ type: 'pageList', pages: '/uu-dai' }] };
const always = { ...offer({}), schedule: undefined, card: { ...offer({}).card, title: 'Ưu đãi quanh năm' } };

function validate(values: Record<string, object>, at?: string) {
  const made = validateValues({ '_site.json': VALID_SITE, 'index.json': list, ...values });
  project = made.project;
  project.write('public/cover.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return validateProject(
    { pagesDir: path.join(project.root, 'pages'), schemaDir: SCHEMA_DIR, publicDir: path.join(project.root, 'public'), displayRoot: project.root },
    undefined,
    at ? { at: new Date(at) } : {},
  );
}

const campaign = { publishAt: '2026-11-27T00:00:00+07:00', expiresAt: '2026-12-01T00:00:00+07:00', redirectTo: '/uu-dai/quanh-nam' };
const pages = { 'uu-dai/black-friday.json': offer(campaign), 'uu-dai/quanh-nam.json': always };
const routes = (result: ReturnType<typeof validate>) => result.model!.pages.map((p) => p.route);
const listed = (result: ReturnType<typeof validate>) =>
  (result.model!.pages.find((p) => p.route === '/')!.sections[0] as { pages: { href: string }[] }).pages.map((p) => p.href);

describe('a page schedule read at an instant', () => {
  it('without an instant (dev server, editor, CLI) every page is in the model', () => {
    const result = validate(pages);
    expect(result.issues).toEqual([]);
    expect(routes(result)).toContain('/uu-dai/black-friday');
    expect(result.model!.redirects).toEqual([]);
  });

  it('before its time the page is left out of the model and of every list; the next change is its start', () => {
    const result = validate(pages, '2026-11-26T16:59:59Z');
    expect(routes(result)).not.toContain('/uu-dai/black-friday');
    expect(listed(result)).toEqual(['/uu-dai/quanh-nam']);
    expect(result.model!.nextScheduleChange?.toISOString()).toBe('2026-11-26T17:00:00.000Z');
  });

  it('from its start to its expiry it is published and listed; the next change is its expiry', () => {
    const result = validate(pages, '2026-11-26T17:00:00Z');
    expect(routes(result)).toContain('/uu-dai/black-friday');
    expect(listed(result)).toContain('/uu-dai/black-friday');
    expect(result.model!.redirects).toEqual([]);
    expect(result.model!.nextScheduleChange?.toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });

  it('at its expiry it is gone from lists and sends its visitors to its redirect; nothing changes after', () => {
    const result = validate(pages, '2026-11-30T17:00:00Z');
    expect(routes(result)).not.toContain('/uu-dai/black-friday');
    expect(listed(result)).toEqual(['/uu-dai/quanh-nam']);
    expect(result.model!.redirects).toEqual([{ from: '/uu-dai/black-friday', to: '/uu-dai/quanh-nam' }]);
    expect(result.model!.nextScheduleChange).toBeUndefined();
  });
});

describe('schedule mistakes, at the field, in Vietnamese', () => {
  it('a date typed the Vietnamese way is refused with the ISO form to write', () => {
    const result = validate({ ...pages, 'uu-dai/black-friday.json': offer({ ...campaign, publishAt: '27/11/2026 00:00' }) });
    expect(result.issues.map((i) => [i.code, i.path])).toEqual([['DATE_TIME_FORM', 'schedule.publishAt']]);
    expect(result.issues[0].hint).toBe('viết "2026-11-27T00:00:00+07:00" (giờ Việt Nam)');
  });

  it('a time without its zone is refused', () => {
    const result = validate({ ...pages, 'uu-dai/black-friday.json': offer({ publishAt: '2026-11-27T00:00:00' }) });
    expect(result.issues.map((i) => [i.code, i.path])).toEqual([['DATE_TIME_FORM', 'schedule.publishAt']]);
    expect(result.issues[0].hint).toContain('"2026-11-27T00:00:00+07:00"');
  });

  it('a day the calendar does not have is refused', () => {
    const result = validate({ ...pages, 'uu-dai/black-friday.json': offer({ publishAt: '2026-02-30T00:00:00+07:00' }) });
    expect(result.issues.map((i) => [i.code, i.path])).toEqual([['DATE_TIME_NOT_ON_CALENDAR', 'schedule.publishAt']]);
  });

  it('an expiry before the start is refused at the expiry, both shown in Vietnam time', () => {
    const result = validate({ ...pages, 'uu-dai/black-friday.json': offer({ ...campaign, expiresAt: '2026-11-26T23:00:00+07:00' }) });
    expect(located(result.issues)).toEqual([
      ['DATE_TIME_NOT_AFTER', expect.stringMatching(/^pages\/uu-dai\/black-friday\.json:\d+:\d+$/), 'schedule.expiresAt'],
    ]);
    expect(result.issues[0].message).toBe('26/11/2026 23:00 không sau 27/11/2026 00:00 ("publishAt")');
  });

  it('a redirect to a page that does not exist is a broken link; one to another site is refused', () => {
    const missing = validate({ ...pages, 'uu-dai/black-friday.json': offer({ ...campaign, redirectTo: '/uu-dai/khong-co' }) });
    expect(missing.issues.map((i) => [i.code, i.path])).toEqual([['PAGE_LINK_NOT_FOUND', 'schedule.redirectTo']]);
    project?.cleanup();
    const outside = validate({ ...pages, 'uu-dai/black-friday.json': offer({ ...campaign, redirectTo: 'https://example.com/' }) });
    expect(outside.issues.map((i) => [i.code, i.path])).toEqual([['VALUE_FORM', 'schedule.redirectTo']]);
    expect(outside.issues[0].hint).toContain("một trang của website, bắt đầu bằng '/'");
  });

  it('a redirect without an expiry is refused', () => {
    const result = validate({ ...pages, 'uu-dai/black-friday.json': offer({ publishAt: campaign.publishAt, redirectTo: '/uu-dai/quanh-nam' }) });
    expect(result.issues.map((i) => [i.code, i.path])).toEqual([['PROPERTY_MISSING', 'schedule']]);
    expect(result.issues[0].message).toBe('thiếu trường bắt buộc "expiresAt"');
    expect(result.issues[0].hint).toContain('giờ hết hạn, lúc khách bắt đầu được chuyển đi');
  });
});
