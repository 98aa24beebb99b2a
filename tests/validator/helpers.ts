import { loadSchemas } from '../../src/engine/schemas.ts';
// Shared helpers for the validator tests: run validateProject on a fixture project (real schema/ folder,
// messages relative to the fixture so they read `pages/…`), and build throw-away projects in a temp dir.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidationIssue } from '../../src/engine/issue.ts';
import { PROJECT_ROOT } from '../../src/engine/project.ts';
import { validateProject, type ValidationResult } from '../../src/engine/validateProject.ts';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
export const SCHEMA_DIR = path.join(PROJECT_ROOT, 'schema');
/** The section types, as the page schema orders them (not hard-coded: types get added). */
export const SECTION_TYPES = loadSchemas(SCHEMA_DIR).sectionTypes;
/** public/ for fixtures that have none of their own. */
export const SHARED_PUBLIC = path.join(FIXTURES, 'public');

/** Validates the project in `root` (a folder holding pages/ and optionally public/). */
export function validateDir(root: string): ValidationResult {
  const ownPublic = path.join(root, 'public');
  return validateProject({
    pagesDir: path.join(root, 'pages'),
    schemaDir: SCHEMA_DIR,
    publicDir: existsSync(ownPublic) ? ownPublic : SHARED_PUBLIC,
    displayRoot: root,
  });
}

export function validateFixture(name: string): ValidationResult {
  const root = path.join(FIXTURES, name);
  if (!existsSync(path.join(root, 'pages'))) throw new Error(`fixture ${name} has no pages/ folder`);
  return validateDir(root);
}

/** Each issue as the tests name it: its code, `file:line:column` and JSON path (never its wording). */
export const located = (issues: ValidationIssue[]) => issues.map((i) => [i.code, `${i.file}:${i.line}:${i.column}`, i.path] as const);

/** The `$schema` value a file at `relFile` (inside `pagesDir`) must have. */
export function schemaPointer(pagesDir: string, relFile: string, schemaFile: string): string {
  return path
    .relative(path.dirname(path.join(pagesDir, relFile)), path.join(SCHEMA_DIR, schemaFile))
    .split(path.sep)
    .join('/');
}

export const VALID_SITE = {
  siteUrl: 'https://example.vn',
  company: { name: 'Temp Co', email: 'hello@example.vn', phone: '0901 234 567', hotline: '+84901234567', chatUrl: 'https://zalo.me/1', locations: ['Hà Nội'] },
  mainMenu: [{ label: 'Trang chủ', href: '/' }],
  footer: { columns: [], copyright: '© Temp Co' },
  dock: [],
  launchpad: [],
  ui: {
    skipToContent: 'Bỏ qua, tới nội dung chính',
    mainMenu: 'Menu chính',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
    callHotline: 'Gọi hotline',
    chat: 'Chat với chúng tôi',
    opensInNewTab: 'mở trong thẻ mới',
    dock: 'Liên kết nhanh',
    launchpad: 'Launchpad',
    launchpadTitle: 'Dịch vụ nổi bật',
    close: 'Đóng',
    footerContact: 'Liên hệ',
    footerLegal: 'Thông tin pháp lý',
  },
  notFound: { title: 'Không tìm thấy.', homeLabel: 'Về trang chủ' },
};

export const VALID_HOME = {
  meta: { title: 'Trang chủ', description: 'Một trang chủ đủ dài để mô tả hợp lệ theo schema của trang web.' },
  sections: [{ type: 'hero', title: 'Xin chào' }],
};

/** A throw-away project in the OS temp dir; `files` maps paths below it to their text. */
export function tempProject(files: Record<string, string>): { root: string; write(rel: string, text: string): void; cleanup(): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'validator-test-'));
  const write = (rel: string, text: string) => {
    const abs = path.join(root, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  };
  for (const [rel, text] of Object.entries(files)) write(rel, text);
  mkdirSync(path.join(root, 'public'), { recursive: true });
  return { root, write, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * A throw-away project from values (written as JSON with the right "$schema") and raw texts,
 * validated. Returns the project (clean it up afterwards) and the result.
 */
export function validateValues(values: Record<string, object>, texts: Record<string, string> = {}) {
  const project = tempProject({});
  const pagesDir = `${project.root}/pages`;
  const schemaOf = (rel: string) => (rel === '_site.json' ? 'site.schema.json' : rel.startsWith('_data/') ? 'data/planSets.schema.json' : 'page.schema.json');
  for (const [rel, value] of Object.entries(values)) {
    project.write(`pages/${rel}`, JSON.stringify({ $schema: schemaPointer(pagesDir, rel, schemaOf(rel)), ...value }, null, 2));
  }
  for (const [rel, text] of Object.entries(texts)) project.write(`pages/${rel}`, text);
  return { project, result: validateDir(project.root) };
}
