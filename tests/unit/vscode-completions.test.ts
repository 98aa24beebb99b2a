// What VS Code offers in a page file (its "$schema" is ../schema/page.schema.json), through the JSON
// language service VS Code itself uses: typing `"type": "` in a new section lists every section type
// (the generated enum: the oneOf alone offers only the branches whose other required fields are there),
// and hovering a type shows its Vietnamese description (the schema's, as "enumDescriptions").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getLanguageService, TextDocument, type MarkupContent } from 'vscode-json-languageservice';
import { describe, expect, it } from 'vitest';
import { defaultDirs, PROJECT_ROOT } from '../../src/engine/project.ts';
import { loadSchemas, sectionSchema } from '../../src/engine/schemas.ts';
import { registeredSectionTypes } from '../../src/sections/registry.ts';

const service = getLanguageService({
  // The schemas are read from disk by their file URLs, as VS Code does for a relative "$schema".
  schemaRequestService: async (uri) => readFileSync(new URL(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});

/** A page file in pages/ whose text has `|` where the cursor is. */
function pageAt(textWithCursor: string) {
  const offset = textWithCursor.indexOf('|');
  const text = textWithCursor.replace('|', '');
  const document = TextDocument.create(pathToFileURL(path.join(PROJECT_ROOT, 'pages/trang-moi.json')).href, 'json', 1, text);
  return { document, json: service.parseJSONDocument(document), position: document.positionAt(offset) };
}

const page = (section: string) =>
  `{\n  "$schema": "../schema/page.schema.json",\n  "meta": { "title": "Trang mới", "description": "Mô tả" },\n  "sections": [\n    ${section}\n  ]\n}\n`;

const schemas = loadSchemas(defaultDirs.schemaDir);

describe('VS Code in a page file', () => {
  it('offers every registered section type at `"type": "` in a new section', async () => {
    const { document, json, position } = pageAt(page('{ "type": "|" }'));
    const list = await service.doComplete(document, position, json);
    const offered = new Set(list!.items.map((item) => item.label.replace(/^"|"$/g, '')));
    expect(registeredSectionTypes.length).toBeGreaterThan(20);
    for (const type of registeredSectionTypes) expect(offered, type).toContain(type);
  });

  it("shows a type's Vietnamese description beside it in the list and on hover", async () => {
    const { document, json, position } = pageAt(page('{ "type": "|" }'));
    const items = (await service.doComplete(document, position, json))!.items;
    const describe = (item: (typeof items)[number]) =>
      typeof item.documentation === 'string' ? item.documentation : ((item.documentation as MarkupContent | undefined)?.value ?? '');
    const hero = items.find((item) => item.label.replace(/^"|"$/g, '') === 'hero')!;
    expect(describe(hero)).toContain(String(sectionSchema(schemas, 'hero')!.description).slice(0, 40));

    for (const type of ['pageList', 'faq']) {
      const at = pageAt(page(`{ "type": "${type.slice(0, 2)}|${type.slice(2)}" }`));
      const hover = await service.doHover(at.document, at.position, at.json);
      // Markdown: one string or a list of them, with Markdown's characters escaped.
      const contents = [hover!.contents].flat().map((part) => (typeof part === 'string' ? part : part.value));
      const text = contents.join('\n').replace(/\\(.)/g, '$1');
      expect(text, type).toContain(`\`${type}\``);
      expect(text, type).toContain(String(sectionSchema(schemas, type)!.description).slice(0, 40));
    }
  });

  it('still checks a section against its own type once the type is chosen', async () => {
    const { document, json } = pageAt(page('{ "type": "faq", "khongCo": 1 }'));
    const problems = await service.doValidation(document, json, { schemaValidation: 'error' });
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(/khongCo/);
  });
});
