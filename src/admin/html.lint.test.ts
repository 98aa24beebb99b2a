// Keeps the admin's views escaping by default (./html.ts): markup is written in html`…` only, nothing
// escapes by hand, the escape hatch takes constant text only, and pages are sent by sendPage. Read
// from the source's syntax tree (TypeScript's parser), so comments and regular expressions never count.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../engine/project.ts';

const ADMIN = path.join(PROJECT_ROOT, 'src/admin');

/** The admin's source files (tests left out: they write markup to compare with). */
const SOURCES = readdirSync(ADMIN, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

/**
 * Markup outside html`…` that is allowed, each for its reason: both rewrite a whole document made
 * elsewhere, as text, and are no view.
 */
const RAW_MARKUP_ALLOWED: Record<string, string[]> = {
  // The built editor's page gets the hosted settings as a <meta> (its value escaped by escapeAttribute:
  // tests/server/admin-editor.test.ts reads it back with &quot;).
  'content/editorHost.ts': ["'<head>'", '`<head>\\n    <meta name="${HOSTED_META}" content="${escapeAttribute(JSON.stringify(config))}" />`'],
  // The site renderer's own <noscript> style, moved out for the preview.
  'preview/renderer.ts': ['`<style>${css}</style>`'],
};
/** Escaping by hand: only the editor's meta above (its own test reads the named entity). */
const HAND_ESCAPE_ALLOWED: Record<string, string[]> = { 'content/editorHost.ts': ['escapeAttribute'] };
/** `.type('html')`: sendPage, and the two documents above that are sent as text. */
const TYPE_HTML_ALLOWED = ['pages.ts', 'content/editorHost.ts', 'preview/previewRoutes.ts'];

/** Looks like markup: a tag opening or closing, a comment or a doctype. */
const MARKUP = /<\/?[a-zA-Z!][^<>]*>/;

interface Findings {
  rawMarkup: string[];
  handEscapes: string[];
  trustedNotConstant: string[];
  typeHtml: number;
}

/** What the rules find in `text` (the source of `file`). */
function findings(file: string, text = readFileSync(path.join(ADMIN, file), 'utf8')): Findings {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Findings = { rawMarkup: [], handEscapes: [], trustedNotConstant: [], typeHtml: 0 };
  const taggedHtml = (node: ts.Node) => ts.isTaggedTemplateExpression(node.parent) && node.parent.tag.getText() === 'html';
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const literal = ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('${}') : node.text;
      const constantForTrusted = ts.isCallExpression(node.parent) && node.parent.expression.getText() === 'trustedHtml';
      if (MARKUP.test(literal) && !taggedHtml(node) && !constantForTrusted) found.rawMarkup.push(node.getText());
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      // HTML escapers by their usual names (escapeRegExp escapes something else).
      if (/(^|\.)escape(Html|Attribute|Attr)?$/i.test(callee)) found.handEscapes.push(callee);
      if (callee === 'trustedHtml') {
        const [argument] = node.arguments;
        if (node.arguments.length !== 1 || !(ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)))
          found.trustedNotConstant.push(node.getText());
      }
      if (/\.type$/.test(callee) && node.arguments[0]?.getText() === "'html'") found.typeHtml++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the admin writes markup only with the escaping html`…` tag', () => {
  it('reads the admin’s source (the lists below name files that exist)', () => {
    expect(SOURCES.length).toBeGreaterThan(30);
    for (const file of [...Object.keys(RAW_MARKUP_ALLOWED), ...Object.keys(HAND_ESCAPE_ALLOWED), ...TYPE_HTML_ALLOWED]) expect(SOURCES).toContain(file);
  });

  it.each(SOURCES)('%s', (file) => {
    const { rawMarkup, handEscapes, trustedNotConstant, typeHtml } = findings(file);
    // A template or string holding markup and not tagged html: its values would go in raw.
    expect(rawMarkup, 'markup outside html`…`').toEqual(RAW_MARKUP_ALLOWED[file] ?? []);
    // Escaping by hand: inside html`…` it escapes twice, outside it is the discipline the tag replaces.
    expect(handEscapes.filter((name) => name !== 'escapeHtml' || file !== 'html.ts')).toEqual(HAND_ESCAPE_ALLOWED[file] ?? []);
    // The escape hatch takes constant text written here (inline CSS), never a value.
    expect(trustedNotConstant, 'trustedHtml with a value').toEqual([]);
    // A page is sent by sendPage (res.send of SafeHtml itself would answer JSON).
    if (!TYPE_HTML_ALLOWED.includes(file)) expect(typeHtml, "res.type('html') outside sendPage").toBe(0);
  });

  it('finds each thing it refuses, planted in a file, and passes the tagged form', () => {
    const planted = findings(
      'planted.ts',
      [
        'const row = `<td>${name}</td>`;',
        'const cell = \'<td class="none">—</td>\';',
        'const twice = html`<p>${escape(name)}</p>`;',
        'const style = trustedHtml(name);',
        "res.type('html').send(page);",
        'const fine = html`<p>${name}</p>` && trustedHtml(`a>b{c:d}`);',
      ].join('\n'),
    );
    expect(planted).toEqual({
      rawMarkup: ['`<td>${name}</td>`', '\'<td class="none">—</td>\''],
      handEscapes: ['escape'],
      trustedNotConstant: ['trustedHtml(name)'],
      typeHtml: 1,
    });
  });
});

describe('Prettier leaves html`…` templates alone in the admin', () => {
  it('src/admin/.prettierrc.json is the project’s settings with embedded formatting off (it would re-indent the markup)', () => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')) as Record<string, unknown>;
    expect(read('src/admin/.prettierrc.json')).toEqual({ ...read('.prettierrc.json'), embeddedLanguageFormatting: 'off' });
  });
});
