// Regenerates the generated regions of docs/authoring.md (the authoring guide), so the guide never
// drifts from the code: the section list (from the page schema's oneOf, each section's schema and
// its src/sections/<type>/example.json), the shared-data fields, the `npm run new-page` templates
// and the validator's output for the guide's example pages
// (the real validator run on a copy of pages/ with the example added). Everything outside the
// regions is hand-written. Run by `npm run gen:docs`; tests/unit/authoring-guide.test.ts fails when
// a region is stale.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatIssueGithub, type ValidationIssue } from '../src/engine/issue.ts';
import { defaultDirs, PROJECT_ROOT, type ContentDirs } from '../src/engine/project.ts';
import { loadSchemas, SCHEMA_BASE } from '../src/engine/schemas.ts';
import { catalogueRoute } from '../src/model/catalogueRoutes.ts';
import { MESSAGE_TABLE, docsAnchor, MESSAGE_CODES, renderMessage } from '../src/engine/messages/messageTable.ts';
import { CHECKS, formatReport, validateProject } from '../src/engine/validateProject.ts';
import { replaceRegion } from './lib/generatedRegion.ts';
import { TEMPLATE_NAMES, TEMPLATES, type PageTemplate } from '../src/engine/pageCreation/pageTemplates.ts';

export const GUIDE_FILE = path.join(PROJECT_ROOT, 'docs/authoring.md');

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

// ─── The section list ─────────────────────────────────────────────────────────────────────────────

/** Prose longer than this is cut in the one-line examples. */
const LONG_TEXT = 40;

/** "Đưa website của bạn lên trang đầu Google và giữ vị trí" → "Đưa website của bạn lên trang…". */
function shorten(text: string): string {
  if (text.length <= LONG_TEXT || !/\s/.test(text)) return text;
  const cut = text.slice(0, LONG_TEXT - 8);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,.:;–-]+$/, '')}…`;
}

/**
 * The smallest readable form of a valid section: optional properties dropped, lists cut to as few
 * items as the schema allows, long prose cut. Each step is kept only if the section is still valid,
 * so the schema decides (required fields, minItems, lengths) and the result stays copyable.
 */
export function compactExample(section: unknown, isValid: (value: unknown) => boolean): unknown {
  const root = structuredClone(section);
  const tryEdit = (edit: () => void, undo: () => void) => {
    edit();
    if (!isValid(root)) undo();
  };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (let n = node.length - 1; n >= 1; n--) {
        const removed = node.slice(n);
        let kept = true;
        tryEdit(
          () => node.splice(n),
          () => ((kept = false), node.push(...removed)),
        );
        if (!kept) break;
      }
      node.forEach((item, i) => {
        if (typeof item === 'string')
          tryEdit(
            () => (node[i] = shorten(item)),
            () => (node[i] = item),
          );
        else visit(item);
      });
    } else if (isObject(node)) {
      for (const key of Object.keys(node)) {
        const before = { ...node };
        const restore = () => {
          for (const k of Object.keys(node)) delete node[k];
          Object.assign(node, before);
        };
        if (key !== 'type') tryEdit(() => delete node[key], restore);
        if (!(key in node)) continue;
        const value = node[key];
        if (typeof value === 'string')
          tryEdit(
            () => (node[key] = shorten(value)),
            () => (node[key] = value),
          );
        else visit(value);
      }
    }
  };
  visit(root);
  return root;
}

/** JSON on one line with a space after each colon and comma: `{ "type": "faq", "items": [...] }`. */
export function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

interface SharedDataField {
  /** `plans`, `template.templates[]` (each item of the list). */
  field: string;
  collection: string;
  /** The field may hold the content itself instead (an anyOf branch: `"plans": [ … ]`). */
  orInline: boolean;
}

/** The fields of a schema marked x-ref (ids of shared data): `plans` → planSets, `templates[]` → templates. */
function sharedDataFields(schema: unknown, at = '', orInline = false): SharedDataField[] {
  if (Array.isArray(schema)) return schema.flatMap((s) => sharedDataFields(s, at, orInline));
  if (!isObject(schema)) return [];
  const found = typeof schema['x-ref'] === 'string' ? [{ field: at, collection: String(schema['x-ref']).split('#')[0], orInline }] : [];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isObject(value)) {
      for (const [name, prop] of Object.entries(value)) found.push(...sharedDataFields(prop, at ? `${at}.${name}` : name));
    } else if (key === 'items') found.push(...sharedDataFields(value, `${at}[]`));
    else if (key === 'anyOf' || key === 'oneOf') found.push(...sharedDataFields(value, at, Array.isArray(value) && value.length > 1));
  }
  return found;
}

/** How one shared-data field reads in the guide: `plans`, or "mỗi phần tử của `templates`". */
const fieldText = (field: string) => (field.endsWith('[]') ? `mỗi phần tử của \`${field.slice(0, -2)}\`` : `\`${field}\``);

/** "`plans` là mã một tệp trong `pages/_data/planSets/` (hoặc danh sách viết thẳng)". */
const sharedDataText = ({ field, collection, orInline }: SharedDataField) =>
  `${fieldText(field)} là mã một tệp trong \`pages/_data/${collection}/\`${orInline ? ' (hoặc nội dung viết thẳng trong trang)' : ''}`;

/** Each section type of the page schema's oneOf, in its order, with its schema and validator. */
function sectionSchemas(dirs: ContentDirs) {
  const schemas = loadSchemas(dirs.schemaDir, dirs.sectionsDir);
  return schemas.sectionTypes.map((type) => {
    const schemaRel = `sections/${type}.schema.json`;
    const schema = schemas.documents.get(schemaRel) as Json | undefined;
    const validate = schemas.ajv.getSchema(`${SCHEMA_BASE}${schemaRel}`);
    if (!schema || !validate) throw new Error(`no schema/${schemaRel}`);
    return { type, schemaRel, schema, isValid: (value: unknown) => validate(value) === true };
  });
}

/** The Markdown of the section list: every type of the page schema's oneOf, in its order. */
export function sectionList(dirs: ContentDirs = defaultDirs): string {
  const sections = sectionSchemas(dirs);
  const out = [`Có ${sections.length} loại section: ${sections.map(({ type }) => `\`${type}\``).join(', ')}.`];
  for (const { type, schema, isValid } of sections) {
    const example = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'src/sections', type, 'example.json'), 'utf8'));
    if (!isValid(example)) throw new Error(`src/sections/${type}/example.json is not valid (npx vitest run src/sections/examples.test.ts)`);
    const required = ((schema.required ?? []) as string[]).filter((name) => name !== 'type');
    const shared = sharedDataFields(schema).map(sharedDataText);
    out.push(
      '',
      `### \`${type}\``,
      '',
      // The description is what the editor shows an author; $comment adds what a JSON author needs (files, keys).
      [schema.description, schema.$comment].filter(Boolean).join(' '),
      '',
      `- Bắt buộc: ${required.length > 0 ? required.map((name) => `\`${name}\``).join(', ') : 'chỉ `type`'}.`,
      ...(shared.length > 0 ? [`- Dữ liệu dùng chung: ${shared.join('; ')}.`] : []),
      `- Ví dụ đầy đủ, hiển thị như trên trang thật và kèm JSON để sao chép: [\`${catalogueRoute(type)}\`](http://127.0.0.1:5173${catalogueRoute(type)}) (khi đang chạy \`npm run dev\`).`,
      '',
      '```json',
      oneLine(compactExample(example, isValid)),
      '```',
    );
  }
  return out.join('\n');
}

/** The Markdown table of the shared-data collections and the section fields that take their ids. */
export function sharedDataTable(dirs: ContentDirs = defaultDirs): string {
  const uses = new Map<string, string[]>();
  for (const { type, schema } of sectionSchemas(dirs)) {
    for (const { field, collection } of sharedDataFields(schema)) uses.set(collection, [...(uses.get(collection) ?? []), `\`${type}\`: ${fieldText(field)}`]);
  }
  return [
    '| thư mục (bộ sưu tập) | section và trường nhận mã |',
    '|---|---|',
    ...[...uses].map(([collection, fields]) => `| \`pages/_data/${collection}/\` | ${fields.join('; ')} |`),
  ].join('\n');
}

/** The Markdown table of the `npm run new-page` templates: the sections each one starts with. */
export function pageTemplateTable(dirs: ContentDirs = defaultDirs): string {
  const shared = new Map(
    sectionSchemas(dirs).map(({ type, schema }) => [type, sharedDataFields(schema).filter((f) => !f.field.includes('.') && !f.field.endsWith('[]'))]),
  );
  const rows = TEMPLATE_NAMES.map((name) => {
    const template: PageTemplate = TEMPLATES[name];
    const page = template.build({ route: '/blog/ten-bai-viet', parent: '/blog', today: '2026-01-01' });
    const parts = page.sections.map((section) => {
      const ids = (shared.get(section.type) ?? []).map((f) => section[f.field]).filter((v) => typeof v === 'string');
      return `\`${section.type}\`${ids.length > 0 ? ` (dùng chung ${ids.map((id) => `\`"${id}"\``).join(', ')})` : ''}`;
    });
    return `| \`${name}\` | ${[...(page.card ? ['`card`'] : []), ...parts].join(', ')} |`;
  });
  return ['| mẫu (`--from`) | trang mới có sẵn |', '|---|---|', ...rows].join('\n');
}

// ─── The validator's output for the guide's example pages ──────────────────────────────────────────

/** An example page in the guide: `<!-- page-example: <name> pages/<file>.json -->` then a json block. */
export interface PageExample {
  name: string;
  /** Path below pages/, e.g. `khuyen-mai-seo.json`. */
  file: string;
  text: string;
}

export function pageExamples(guide: string): PageExample[] {
  const found = [...guide.matchAll(/<!-- page-example: ([a-z0-9-]+) pages\/(\S+\.json) -->\n```json\n([\s\S]*?)\n```/g)];
  return found.map(([, name, file, text]) => ({ name, file, text: `${text}\n` }));
}

/**
 * Validates each example page as the file pages/<file> of a copy of the real project (so its links and
 * shared-data ids meet the real pages), and returns the problems of that file only, with paths shown
 * as `pages/…` exactly as `npm run validate` prints them.
 */
export function validateExamplePages(examples: Pick<PageExample, 'file' | 'text'>[], dirs: ContentDirs = defaultDirs): ValidationIssue[][] {
  const root = mkdtempSync(path.join(os.tmpdir(), 'authoring-guide-'));
  try {
    cpSync(dirs.pagesDir, path.join(root, 'pages'), { recursive: true });
    // The schema folder beside pages/, so each copied file's "$schema" pointer stays right.
    symlinkSync(dirs.schemaDir, path.join(root, 'schema'), 'dir');
    const copy: ContentDirs = { pagesDir: path.join(root, 'pages'), schemaDir: path.join(root, 'schema'), publicDir: dirs.publicDir, displayRoot: root };
    return examples.map(({ file, text }) => {
      const abs = path.join(copy.pagesDir, file);
      if (existsSync(abs)) throw new Error(`the guide's example page pages/${file} would replace a real page: rename the example`);
      writeFileSync(abs, text);
      try {
        return validateProject(copy).issues.filter((issue) => issue.file === `pages/${file}`);
      } finally {
        unlinkSync(abs);
      }
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Region kinds that show an example page's problems, and how each prints them. */
const OUTPUT_KINDS: Record<string, (issues: ValidationIssue[], sources: ReadonlyMap<string, string>) => string> = {
  'validator-output': (issues, sources) => ['```text', formatReport({ issues, fileCount: 0, sources }), '```'].join('\n'),
  'validator-github': (issues) => ['```text', ...issues.map((issue) => formatIssueGithub(issue)), '```'].join('\n'),
  'validator-json-issue': (issues) => ['```json', JSON.stringify(issues[0] ?? null, null, 2), '```'].join('\n'),
};

// ─── The catalogue of messages ────────────────────────────────────────────────────────────────────

/**
 * Every code the validator can report, grouped by the check that owns it, each with its anchor
 * (`#page-link-not-found`, the link every message carries), its title, and its message and hint
 * shown with the catalogue's example values, in Vietnamese with the English title.
 */
export function messageCatalogue(): string {
  const out: string[] = [
    `Mỗi lỗi có một mã cố định (in trong ngoặc vuông ở cuối dòng lỗi, và trong \`code\` của \`--format json\`). Có ${MESSAGE_CODES.length} mã:`,
  ];
  for (const check of CHECKS) {
    out.push('', `#### ${check.title}`);
    for (const code of check.codes) {
      const vi = renderMessage(code, MESSAGE_TABLE[code].example as never, 'vi');
      const en = renderMessage(code, MESSAGE_TABLE[code].example as never, 'en');
      out.push(
        '',
        `<a id="${docsAnchor(code)}"></a>**\`${code}\`: ${vi.title}** (${en.title})`,
        '',
        `- Ví dụ: ${mdText(vi.message)}`,
        `- Cách sửa: ${mdText(vi.hint)}`,
      );
    }
  }
  return out.join('\n');
}

/** Message text inside Markdown: characters Markdown would read as markup are escaped. */
const mdText = (text: string) => text.replace(/([\\`*_[\]<>|])/g, '\\$1');

/** The guide with every generated region rewritten. */
export function generateGuide(guide: string, dirs: ContentDirs = defaultDirs): string {
  let out = replaceRegion(guide, 'section-list', sectionList(dirs));
  out = replaceRegion(out, 'shared-data', sharedDataTable(dirs));
  out = replaceRegion(out, 'page-templates', pageTemplateTable(dirs));
  out = replaceRegion(out, 'message-catalogue', messageCatalogue());
  const examples = new Map(pageExamples(guide).map((example) => [example.name, example]));
  const regions = [...guide.matchAll(/<!-- ([a-z-]+):([a-z0-9-]+):start -->/g)].filter(([, kind]) => kind in OUTPUT_KINDS);
  const names = [...new Set(regions.map(([, , name]) => name))];
  for (const name of names) {
    if (!examples.has(name)) throw new Error(`docs/authoring.md: output region for "${name}" but no "<!-- page-example: ${name} pages/….json -->" block`);
  }
  const issues = new Map(
    validateExamplePages(
      names.map((name) => examples.get(name)!),
      dirs,
    ).map((found, i) => [names[i], found]),
  );
  for (const [, kind, name] of regions) {
    const example = examples.get(name)!;
    out = replaceRegion(out, `${kind}:${name}`, OUTPUT_KINDS[kind](issues.get(name)!, new Map([[`pages/${example.file}`, example.text]])));
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(GUIDE_FILE, generateGuide(readFileSync(GUIDE_FILE, 'utf8')));
  console.log(`wrote ${path.relative(process.cwd(), GUIDE_FILE)}`);
}
