// Links to pages that are not always on the site. Decided from the schedules as written, not from the
// time of the check (the editor, npm run validate and the build agree whenever they run): a link to a page
// with publishAt needs its own page published no earlier; a link to a page that expires without redirectTo
// needs its own page to expire no later. The site file is always shown; a redirect is shown from its page's
// expiry on. Each problem is at the link, in Vietnamese, with the fix.
import { afterEach, describe, expect, it } from 'vitest';
import { located, VALID_HOME, VALID_SITE, validateValues } from './helpers.ts';

let project: ReturnType<typeof validateValues>['project'] | undefined;
afterEach(() => project?.cleanup());

const START = '2026-11-27T00:00:00+07:00';
const END = '2026-12-01T00:00:00+07:00';
const linking = (href: string, schedule?: object) => ({
  meta: VALID_HOME.meta,
  ...(schedule ? { schedule } : {}),
  sections: [{ type: 'cta', heading: 'Xem ưu đãi', buttons: [{ label: 'Xem ngay', href }] }],
});
const target = (schedule: object) => ({ meta: VALID_HOME.meta, schedule, sections: [{ type: 'hero', id: 'uu-dai', title: 'Ưu đãi Black Friday' }] });

function validate(values: Record<string, object>) {
  const made = validateValues({ '_site.json': VALID_SITE, 'index.json': VALID_HOME, 'uu-dai/quanh-nam.json': VALID_HOME, ...values });
  project = made.project;
  return made.result;
}
const problems = (values: Record<string, object>) => validate(values).issues.map((i) => [i.code, i.file, i.path]);
const BUTTON = 'sections[0].buttons[0].href';

describe('a link to a page not yet published', () => {
  const scheduled = { 'uu-dai/black-friday.json': target({ publishAt: START, expiresAt: END, redirectTo: '/uu-dai/quanh-nam' }) };

  it('from a page always on the site: refused at the link, with the schedule to give this page', () => {
    const result = validate({ ...scheduled, 'gioi-thieu.json': linking('/uu-dai/black-friday#uu-dai') });
    expect(located(result.issues)).toEqual([['LINK_BEFORE_PUBLISH', expect.stringMatching(/^pages\/gioi-thieu\.json:\d+:\d+$/), BUTTON]]);
    const [issue] = result.issues;
    expect(issue.message).toBe(
      'liên kết tới "/uu-dai/black-friday", trang chỉ có trên website từ 27/11/2026 00:00, nhưng trang này luôn có: trước giờ đó liên kết dẫn tới trang 404',
    );
    expect(issue.hint).toContain(`đặt lịch cho trang này: "schedule": { "publishAt": "${START}" }`);
    expect(issue.hint).toContain('bỏ "publishAt" trong pages/uu-dai/black-friday.json');
  });

  it('from a page published earlier: refused, with the later time; from one published at the same time or later: valid', () => {
    const early = validate({ ...scheduled, 'gioi-thieu.json': linking('/uu-dai/black-friday', { publishAt: '2026-11-26T00:00:00+07:00' }) });
    expect(early.issues.map((i) => [i.code, i.path])).toEqual([['LINK_BEFORE_PUBLISH', BUTTON]]);
    expect(early.issues[0].message).toContain('nhưng trang này đăng từ 26/11/2026 00:00');
    expect(early.issues[0].hint).toBe(`dời "publishAt" của trang này tới "${START}" hoặc muộn hơn, hoặc bỏ liên kết này`);
    project?.cleanup();
    // The same instant written in another zone counts as the same.
    expect(problems({ ...scheduled, 'gioi-thieu.json': linking('/uu-dai/black-friday', { publishAt: '2026-11-26T17:00:00Z' }) })).toEqual([]);
    project?.cleanup();
    expect(problems({ ...scheduled, 'gioi-thieu.json': linking('/uu-dai/black-friday', { publishAt: '2026-11-28T00:00:00+07:00' }) })).toEqual([]);
  });

  it('from the site file (a menu entry): refused there, menus being always shown', () => {
    const site = { ...VALID_SITE, mainMenu: [...VALID_SITE.mainMenu, { label: 'Black Friday', href: '/uu-dai/black-friday' }] };
    const result = validate({ ...scheduled, '_site.json': site });
    expect(result.issues.map((i) => [i.code, i.file, i.path])).toEqual([['LINK_BEFORE_PUBLISH', 'pages/_site.json', 'mainMenu[1].href']]);
    expect(result.issues[0].message).toContain('nhưng tệp website (menu, chân trang) luôn hiển thị');
  });

  it('a redirect to a page published after the expiry: refused at redirectTo', () => {
    const result = validate({
      'uu-dai/black-friday.json': target({ publishAt: START, expiresAt: END, redirectTo: '/uu-dai/giang-sinh' }),
      'uu-dai/giang-sinh.json': target({ publishAt: '2026-12-10T00:00:00+07:00' }),
    });
    expect(result.issues.map((i) => [i.code, i.file, i.path])).toEqual([['LINK_BEFORE_PUBLISH', 'pages/uu-dai/black-friday.json', 'schedule.redirectTo']]);
    expect(result.issues[0].hint).toBe('dời "expiresAt" của trang này tới "2026-12-10T00:00:00+07:00" hoặc muộn hơn, hoặc chuyển khách tới một trang luôn có');
  });
});

describe('a link to a page that expires', () => {
  const gone = { 'uu-dai/black-friday.json': target({ publishAt: START, expiresAt: END }) };

  it('without redirectTo, from a page that stays longer: refused at the link, with "thêm redirectTo"', () => {
    const result = validate({ ...gone, 'uu-dai/tuan-le.json': linking('/uu-dai/black-friday', { publishAt: START }) });
    expect(result.issues.map((i) => [i.code, i.file, i.path])).toEqual([['LINK_AFTER_EXPIRY', 'pages/uu-dai/tuan-le.json', BUTTON]]);
    expect(result.issues[0].message).toBe(
      'liên kết tới "/uu-dai/black-friday", trang hết hạn lúc 01/12/2026 00:00 và không có "redirectTo", nhưng trang này luôn có: sau giờ đó liên kết dẫn tới trang 404',
    );
    expect(result.issues[0].hint).toBe(
      `thêm "redirectTo" vào lịch của pages/uu-dai/black-friday.json (trang khách được chuyển tới khi hết hạn), hoặc đặt lịch cho trang này: "expiresAt" không muộn hơn "${END}"`,
    );
  });

  it('from a campaign page that ends no later: valid; one that ends later: refused', () => {
    expect(problems({ ...gone, 'uu-dai/tuan-le.json': linking('/uu-dai/black-friday', { publishAt: START, expiresAt: END }) })).toEqual([]);
    project?.cleanup();
    const later = validate({ ...gone, 'uu-dai/tuan-le.json': linking('/uu-dai/black-friday', { publishAt: START, expiresAt: '2026-12-02T00:00:00+07:00' }) });
    expect(later.issues.map((i) => [i.code, i.path])).toEqual([['LINK_AFTER_EXPIRY', BUTTON]]);
    expect(later.issues[0].message).toContain('nhưng trang này còn tới 02/12/2026 00:00');
  });

  it('with redirectTo: valid from any page, the site file too (visitors are sent on)', () => {
    const site = { ...VALID_SITE, mainMenu: [...VALID_SITE.mainMenu, { label: 'Tết', href: '/uu-dai/tet' }] };
    expect(
      problems({
        '_site.json': site,
        'uu-dai/tet.json': target({ expiresAt: END, redirectTo: '/uu-dai/quanh-nam' }),
        'gioi-thieu.json': linking('/uu-dai/tet'),
      }),
    ).toEqual([]);
  });

  it('a redirect to a page that itself expires without redirectTo: refused at redirectTo', () => {
    const result = validate({
      'uu-dai/tet.json': target({ expiresAt: END, redirectTo: '/uu-dai/black-friday' }),
      'uu-dai/black-friday.json': target({ expiresAt: '2026-12-31T00:00:00+07:00' }),
    });
    expect(result.issues.map((i) => [i.code, i.file, i.path])).toEqual([['LINK_AFTER_EXPIRY', 'pages/uu-dai/tet.json', 'schedule.redirectTo']]);
  });

  it('a page linking to itself, and a page without a schedule, raise nothing', () => {
    expect(problems({ 'uu-dai/tet.json': { ...linking('/uu-dai/tet', { expiresAt: END }) }, 'gioi-thieu.json': linking('/uu-dai/quanh-nam') })).toEqual([]);
  });
});
