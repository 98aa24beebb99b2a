// @vitest-environment node
// scripts/validate.ts as CI runs it: a child process, its output and its exit code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/engine/issue.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { FIXTURES, SECTION_TYPES_HINT, validateFixture } from './helpers.ts';

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const pagesOf = (fixture: string) => path.join(FIXTURES, fixture, 'pages');

describe('scripts/validate.ts', { timeout: 60_000 }, () => {
  it('checks the real project by default and exits 0 when it is clean', () => {
    const { status, stdout } = cli();
    expect(stdout).toMatch(/^✓ \d+ content files valid\n$/);
    expect(status).toBe(0);
  });

  it('exits 0 on a clean fixture given with --pages', () => {
    const { status, stdout } = cli('--pages', pagesOf('valid'));
    expect(stdout).toBe('✓ 5 content files valid\n');
    expect(status).toBe(0);
  });

  it('exits 1 and prints every issue, formatted, with a summary', () => {
    const { status, stdout } = cli('--pages', pagesOf('broken/broken-links'));
    const issues = validateFixture('broken/broken-links').issues;
    expect(issues.length).toBe(10);
    expect(stdout).toBe(`${issues.map(formatIssue).join('\n')}\n\n✗ 10 problems in 4 files\n`);
    expect(status).toBe(1);
  });

  it('shows paths relative to the folder holding pages/, as the example in the issue', () => {
    const { status, stdout } = cli('--pages', pagesOf('broken/price-not-a-number'));
    expect(stdout.split('\n')[0]).toBe('pages/pricing/seo.json:14:9 sections[2].plans[0].price must be a whole number, got "4.9M"');
    expect(stdout.split('\n')[1]).toMatch(/^ {4}hint: write 4900000 /);
    expect(status).toBe(1);
  });

  it('--format github prints one ::error workflow command per issue', () => {
    const { status, stdout } = cli('--pages', pagesOf('broken/unknown-section-type'), '--format', 'github');
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toEqual([
      `::error file=pages/index.json,line=5,col=7::sections[0].type "heor" is not a section type. Did you mean "hero"?%0Ahint: ${SECTION_TYPES_HINT}`,
      `::error file=pages/index.json,line=6,col=7::sections[1].type "Hero" is not a section type. Did you mean "hero"?%0Ahint: ${SECTION_TYPES_HINT}`,
      `::error file=pages/index.json,line=7,col=7::sections[2].type "slider" is not a section type%0Ahint: ${SECTION_TYPES_HINT}`,
      '3 problem(s)',
    ]);
    expect(status).toBe(1);
  });

  it('--format github on a clean project prints no ::error and exits 0', () => {
    const { status, stdout } = cli('--format', 'github', '--pages', pagesOf('valid'));
    expect(stdout).toBe('5 content files valid\n');
    expect(status).toBe(0);
  });

  it('--format json prints parseable JSON with the issues (also as --format=json)', () => {
    for (const args of [['--format', 'json'], ['--format=json']]) {
      const { status, stdout } = cli(...args, '--pages', pagesOf('broken/malformed-json'));
      const report = JSON.parse(stdout) as { ok: boolean; fileCount: number; issues: unknown[] };
      expect(report.ok).toBe(false);
      expect(report.fileCount).toBe(11);
      expect(report.issues).toEqual(JSON.parse(JSON.stringify(validateFixture('broken/malformed-json').issues)));
      expect(status).toBe(1);
    }
  });

  it('--format json on a clean project says ok with no issues', () => {
    const { status, stdout } = cli('--pages', pagesOf('valid'), '--format', 'json');
    expect(JSON.parse(stdout)).toEqual({ ok: true, fileCount: 5, issues: [] });
    expect(status).toBe(0);
  });

  it('--public chooses the static folder (default: public/ next to the pages folder)', () => {
    // The valid fixture's og.png only exists in its own public/, not in the shared fixture one.
    const shared = cli('--pages', pagesOf('valid'), '--public', path.join(FIXTURES, 'public'), '--format', 'json');
    expect((JSON.parse(shared.stdout) as { issues: { message: string }[] }).issues.map((i) => i.message)).toEqual([
      '"/images/og.png" does not exist in public/',
    ]);
    expect(shared.status).toBe(1);
  });

  it('refuses unknown formats, unknown options and missing folders with exit code 2', () => {
    for (const args of [['--format', 'xml'], ['--pagez', 'x'], ['--pages', path.join(FIXTURES, 'no-such-folder')], ['--pages']]) {
      const { status, stderr, stdout } = cli(...args);
      expect(status, args.join(' ')).toBe(2);
      expect(stderr).toMatch(/usage: validate/);
      expect(stdout).toBe('');
    }
  });
});
