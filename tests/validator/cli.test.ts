// `npm run validate` as CI runs it: its output and its exit code. The command runs in-process
// (src/engine/validateCommand.ts); the last tests run the script as npm does, a child process, and
// check it prints exactly that and exits with that code.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue, formatIssueGithub, localizeIssue } from '../../src/engine/issue.ts';
import { validateCommand } from '../../src/engine/validateCommand.ts';
import { runNpmScript } from '../npmScript.ts';
import { FIXTURES, validateFixture } from './helpers.ts';

// The machine's own locale must not choose the language of these runs.
const NEUTRAL_LOCALE = { LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' };

function cli(args: string[], env: Record<string, string> = {}) {
  return validateCommand(args, { ...NEUTRAL_LOCALE, ...env });
}

const pagesOf = (fixture: string) => path.join(FIXTURES, fixture, 'pages');

describe('npm run validate', { timeout: 60_000 }, () => {
  it('checks the real project by default and exits 0 when it is clean', () => {
    const { status, stdout } = cli([]);
    expect(stdout).toMatch(/^✓ \d+ tệp nội dung hợp lệ\n$/);
    expect(status).toBe(0);
  });

  it('exits 0 on a clean fixture given with --pages', () => {
    const { status, stdout } = cli(['--pages', pagesOf('valid')]);
    expect(stdout).toBe('✓ 5 tệp nội dung hợp lệ\n');
    expect(status).toBe(0);
  });

  it('exits 1 and prints every issue in Vietnamese, with its code frame, and a summary', () => {
    const { status, stdout } = cli(['--pages', pagesOf('broken/broken-links')]);
    const { issues, sources } = validateFixture('broken/broken-links');
    expect(issues.length).toBe(10);
    expect(stdout).toBe(`${issues.map((i) => formatIssue(i, { source: sources!.get(i.file) })).join('\n\n')}\n\n✗ 10 lỗi trong 4 tệp\n`);
    expect(stdout).toContain('\n  > 10 |         { "label": "Không có", "href": "/nope" },\n       |                                ^\n');
    expect(status).toBe(1);
  });

  it('--lang en, or an English locale, gives English', () => {
    const byOption = cli(['--pages', pagesOf('broken/price-not-a-number'), '--lang', 'en']);
    const byLocale = cli(['--pages', pagesOf('broken/price-not-a-number')], { LANG: 'en_US.UTF-8' });
    for (const { status, stdout } of [byOption, byLocale]) {
      expect(stdout.split('\n')[0]).toBe('pages/pricing/seo.json:14:9 sections[2].plans[0].price must be a whole number, got "4.9M" [NUMBER_WRITTEN_AS_TEXT]');
      expect(stdout).toMatch(/\n {4}hint: write 4900000 /);
      expect(stdout).toMatch(/✗ 1 problem in 1 file\n$/);
      expect(status).toBe(1);
    }
    // --lang wins over the locale.
    expect(cli(['--pages', pagesOf('valid'), '--lang', 'vi'], { LANG: 'en_US.UTF-8' }).stdout).toBe('✓ 5 tệp nội dung hợp lệ\n');
  });

  it('--format github prints one ::error workflow command per issue, titled with its code', () => {
    const { status, stdout } = cli(['--pages', pagesOf('broken/unknown-section-type'), '--format', 'github']);
    const { issues } = validateFixture('broken/unknown-section-type');
    expect(stdout.trimEnd().split('\n')).toEqual([...issues.map((i) => formatIssueGithub(i)), '3 lỗi']);
    expect(stdout).toContain(
      '::error file=pages/index.json,line=5,col=7,title=SECTION_TYPE_UNKNOWN::sections[0].type (section thứ 1 (heor)) "heor" không phải là loại section. Có phải ý bạn là "hero"?%0Acách sửa: viết "type": "hero"',
    );
    expect(status).toBe(1);
  });

  it('--format github on a clean project prints no ::error and exits 0', () => {
    const { status, stdout } = cli(['--format', 'github', '--pages', pagesOf('valid')]);
    expect(stdout).toBe('5 tệp nội dung hợp lệ\n');
    expect(status).toBe(0);
  });

  it('--format json prints parseable JSON with the issues: code, params, place, text (also as --format=json)', () => {
    for (const args of [['--format', 'json'], ['--format=json']]) {
      const { status, stdout } = cli([...args, '--pages', pagesOf('broken/malformed-json')]);
      const report = JSON.parse(stdout) as { ok: boolean; fileCount: number; lang: string; issues: unknown[] };
      expect(report.ok).toBe(false);
      expect(report.fileCount).toBe(11);
      expect(report.lang).toBe('vi');
      expect(report.issues).toEqual(JSON.parse(JSON.stringify(validateFixture('broken/malformed-json').issues)));
      expect(status).toBe(1);
    }
    const english = JSON.parse(cli(['--format', 'json', '--lang', 'en', '--pages', pagesOf('broken/malformed-json')]).stdout) as { issues: unknown[] };
    expect(english.issues).toEqual(JSON.parse(JSON.stringify(validateFixture('broken/malformed-json').issues.map((i) => localizeIssue(i, 'en')))));
  });

  it('--format json on a clean project says ok with no issues', () => {
    const { status, stdout } = cli(['--pages', pagesOf('valid'), '--format', 'json']);
    expect(JSON.parse(stdout)).toEqual({ ok: true, fileCount: 5, lang: 'vi', issues: [] });
    expect(status).toBe(0);
  });

  it('--public chooses the static folder (default: public/ next to the pages folder)', () => {
    // The valid fixture's og.png only exists in its own public/, not in the shared fixture one.
    const shared = cli(['--pages', pagesOf('valid'), '--public', path.join(FIXTURES, 'public'), '--format', 'json']);
    expect((JSON.parse(shared.stdout) as { issues: { code: string; params: unknown }[] }).issues.map((i) => [i.code, i.params])).toEqual([
      ['IMAGE_NOT_FOUND', { value: '/images/og.png', file: 'public/images/og.png' }],
    ]);
    expect(shared.status).toBe(1);
  });

  it('refuses unknown formats and languages, unknown options and missing folders with exit code 2', () => {
    for (const args of [['--format', 'xml'], ['--lang', 'fr'], ['--pagez', 'x'], ['--pages', path.join(FIXTURES, 'no-such-folder')], ['--pages']]) {
      const { status, stderr, stdout } = cli(args);
      expect(status, args.join(' ')).toBe(2);
      expect(stderr).toMatch(/^cách dùng: validate \[--format/m);
      expect(stdout).toBe('');
    }
    // The refusal itself is worded in Vietnamese too, and in English when asked.
    expect(cli(['--format', 'xml']).stderr).toContain('không có định dạng "xml"');
    const english = cli(['--format', 'xml', '--lang', 'en']);
    expect(english.stderr).toContain('unknown format "xml"');
    expect(english.stderr).toMatch(/^usage: validate/m);
  });

  it('--help describes every option in the chosen language and exits 0 without checking', () => {
    const vi = cli(['--help']);
    expect(vi.status).toBe(0);
    for (const option of ['--format', '--lang', '--pages', '--public', '--schema']) expect(vi.stdout).toContain(option);
    expect(vi.stdout).toContain('Kiểm tra mọi tệp trong pages/');
    expect(vi.stdout).not.toContain('tệp nội dung hợp lệ');
    const en = cli(['-h'], { LANG: 'en_US.UTF-8' });
    expect(en.status).toBe(0);
    expect(en.stdout).toContain('Checks every file in pages/');
  });

  describe('as npm runs it', () => {
    it.each([
      ['the project, clean', []],
      ['a fixture with problems', ['--pages', pagesOf('broken/broken-links')]],
      ['a usage mistake', ['--format', 'xml', '--lang', 'en']],
    ])('%s: the script prints what the command returns and exits with its code', (_, args) => {
      expect(runNpmScript('validate', args, { ...process.env, NO_COLOR: '1', ...NEUTRAL_LOCALE })).toEqual(cli(args));
    });
  });
});
