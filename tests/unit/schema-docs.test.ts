// Editors show a property's description on hover: every property of every schema needs one,
// and every object must forbid unknown properties.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTypes, GENERATED_FILE } from '../../scripts/gen-types.ts';
import { defaultDirs } from '../../src/engine/project.ts';
import { readSchemaDocuments } from '../../src/engine/schemaFiles.ts';

type Node = Record<string, unknown>;

function walk(node: unknown, at: string, visit: (node: Node, at: string) => void) {
  if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}[${i}]`, visit));
  else if (node && typeof node === 'object') {
    visit(node as Node, at);
    for (const [k, v] of Object.entries(node as Node)) walk(v, `${at}/${k}`, visit);
  }
}

describe('schema files', () => {
  // schema/ and each section folder's schema.json, by their names in schema/ (sections/hero.schema.json).
  const documents = readSchemaDocuments(defaultDirs.schemaDir);
  const files = [...documents.keys()];

  it('are draft 2020-12', () => {
    for (const rel of files) {
      const { doc } = documents.get(rel)!;
      expect(doc.$schema, rel).toBe('https://json-schema.org/draft/2020-12/schema');
    }
  });

  it('describe every property and close every object', () => {
    const problems: string[] = [];
    for (const rel of files) {
      const { doc } = documents.get(rel)!;
      walk(doc, rel, (node, at) => {
        // Conditions (if/then/else) are rules about content, not content an editor writes.
        if (/\/(if|then|else)(\/|$)/.test(at.slice(rel.length))) return;
        if (node.properties && typeof node.properties === 'object') {
          // A discriminated union's wrapper only names the tag; its branches are closed.
          if (node.additionalProperties !== false && !node.discriminator) problems.push(`${at}: additionalProperties is not false`);
          for (const [name, prop] of Object.entries(node.properties as Record<string, Node>)) {
            if (typeof prop.description !== 'string' || prop.description.length < 3) problems.push(`${at}/properties/${name}: no description`);
          }
        }
      });
    }
    expect(problems).toEqual([]);
  });

  // Compiling every schema to TypeScript is CPU-bound: the timeout fits a loaded machine.
  it('match the generated TypeScript types and section lists (run `npm run gen:types` after a schema change)', { timeout: 60_000 }, async () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(await generateTypes());
  });
});
