// Generates, from the section folders src/sections/<type>/ (schema.json, section.json, the component
// <Type>.tsx), everything that lists the section types, so adding a type is one folder + `npm run gen`:
//   schema/page.schema.json       the section union ($defs.section: its oneOf, and the "type" property's
//                                 enum with each type's Vietnamese description, which VS Code offers)
//   src/sections/registry.generated.ts  the registry's list: each type's component, loaded on demand,
//                                 and whether and when it hydrates (section.json's "hydrate")
//   docs/sections.md, README.md   the generated regions "section-types" (the table, the list)
// Run by `npm run gen` (then gen-types reads the new union); tests/unit/gen-sections.test.ts fails when an
// output is stale and proves a new folder reaches every output.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { PROJECT_ROOT } from '../src/engine/project.ts';
import { sectionName } from '../src/content/labels.ts';
import { SECTION_SCHEMA_FILE, sectionFolders } from '../src/engine/schemaFiles.ts';
import { replaceRegion } from './lib/generatedRegion.ts';
import { STRATEGIES, type Strategy } from '../src/model/islandSpec.ts';

/** A section folder's behaviour declaration, src/sections/<type>/section.json. */
export interface SectionDeclaration {
  /**
   * Whether and when its sections hydrate in the browser: "never" (final HTML, prerendered by the
   * build, no code loaded), a strategy ("interaction", "visible", "urlState": src/model/islandSpec.ts),
   * or { "strategy": …, "when": "<property>" } — only the sections where that property is set.
   */
  hydrate: 'never' | Strategy | { strategy: Strategy; when: string };
  /** One line for docs/sections.md: what the section shows (Markdown, English). */
  summary: string;
}

export interface SectionFolder {
  type: string;
  /** The component's export and file name: `pageList` → PageList (./pageList/PageList.tsx). */
  component: string;
  /** The schema's Vietnamese description (what VS Code shows for the type). */
  description: string;
  declaration: SectionDeclaration;
}

type Json = Record<string, unknown>;
const STRATEGY_LIST = STRATEGIES.map((name) => `"${name}"`).join(', ');
const pascal = (type: string) => type[0].toUpperCase() + type.slice(1);

function readDeclaration(file: string): SectionDeclaration {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const { hydrate, summary } = raw;
  const isStrategy = (value: unknown) => (STRATEGIES as readonly unknown[]).includes(value);
  const conditional = typeof hydrate === 'object' && hydrate !== null ? (hydrate as Json) : undefined;
  const validHydrate =
    hydrate === 'never' ||
    isStrategy(hydrate) ||
    (conditional !== undefined &&
      Object.keys(conditional).length === 2 &&
      isStrategy(conditional.strategy) &&
      typeof conditional.when === 'string' &&
      /^[A-Za-z]\w*$/.test(conditional.when));
  if (!validHydrate)
    throw new Error(
      `${file}: "hydrate" must be "never", one of ${STRATEGY_LIST} or { "strategy": ${STRATEGY_LIST.replaceAll(', ', ' | ')}, "when": "<property>" }`,
    );
  if (typeof summary !== 'string' || summary.trim() === '') throw new Error(`${file}: "summary" must be a line saying what the section shows`);
  const unknown = Object.keys(raw).filter((key) => key !== 'hydrate' && key !== 'summary' && key !== '$schema');
  if (unknown.length > 0) throw new Error(`${file}: unknown ${unknown.map((k) => `"${k}"`).join(', ')}`);
  return { hydrate: hydrate as SectionDeclaration['hydrate'], summary };
}

/** Every section folder of `root`'s src/sections/ (those with a schema.json), sorted by type. */
export function readSectionFolders(root: string = PROJECT_ROOT): SectionFolder[] {
  const sectionsDir = path.join(root, 'src/sections');
  return sectionFolders(sectionsDir).map((type) => {
    const dir = path.join(sectionsDir, type);
    const schema = JSON.parse(readFileSync(path.join(dir, SECTION_SCHEMA_FILE), 'utf8')) as Json;
    const tag = (schema.properties as Json | undefined)?.type as Json | undefined;
    if (tag?.const !== type)
      throw new Error(`src/sections/${type}/${SECTION_SCHEMA_FILE}: "properties.type" must be { "const": "${type}" } (the folder's name)`);
    if (typeof schema.description !== 'string') throw new Error(`src/sections/${type}/${SECTION_SCHEMA_FILE}: no "description"`);
    const component = pascal(type);
    if (!existsSync(path.join(dir, `${component}.tsx`)))
      throw new Error(`src/sections/${type}/: no ${component}.tsx (the component, exported as ${component})`);
    if (!existsSync(path.join(dir, 'section.json'))) throw new Error(`src/sections/${type}/: no section.json ({ "hydrate": …, "summary": … })`);
    return { type, component, description: schema.description, declaration: readDeclaration(path.join(dir, 'section.json')) };
  });
}

/** The page schema's section union for these folders. */
export function sectionUnion(folders: readonly SectionFolder[]): Json {
  const types = folders.map(({ type }) => type);
  return {
    type: 'object',
    description: "Một section; trường 'type' chọn loại section.",
    required: ['type'],
    properties: {
      type: {
        type: 'string',
        description: `Loại section: ${types.join(', ')}.`,
        enum: types,
        enumDescriptions: folders.map(({ description }) => description),
        // The Vietnamese name of each type, as the editor's list of types shows it.
        'x-enumLabels': folders.map(({ type, description }) => sectionName({ description }, type)),
      },
    },
    discriminator: { propertyName: 'type' },
    oneOf: types.map((type) => ({ $ref: `../src/sections/${type}/${SECTION_SCHEMA_FILE}` })),
  };
}

async function format(text: string, file: string): Promise<string> {
  // The project's settings, also for a file in a copy of the project (the generator's test).
  const options = await prettier.resolveConfig(path.join(PROJECT_ROOT, 'package.json'));
  return prettier.format(text, { ...options, filepath: file });
}

/** schema/page.schema.json with its section union generated. */
export function pageSchema(current: string, folders: readonly SectionFolder[]): string {
  const page = JSON.parse(current) as { $defs: Json };
  page.$defs.section = sectionUnion(folders);
  return `${JSON.stringify(page, null, 2)}\n`;
}

/** The registry's list, src/sections/registry.generated.ts. */
export async function registryModule(folders: readonly SectionFolder[], file: string): Promise<string> {
  const line = ({ type, component, declaration: { hydrate } }: SectionFolder) => {
    const load = `() => import('./${type}/${component}.tsx').then((m) => m.${component})`;
    if (hydrate === 'never') return `  ${type}: staticSection(${load}),`;
    if (typeof hydrate === 'string') return `  ${type}: interactiveSection(${load}, '${hydrate}'),`;
    return `  ${type}: interactiveSection(${load}, '${hydrate.strategy}', (section) => Boolean(section.${hydrate.when})),`;
  };
  const text = [
    '// Generated from the folders src/sections/<type>/ by `npm run gen`. Do not edit by hand: a type is',
    '// its folder; whether it hydrates is its section.json ("hydrate").',
    "import type { Section } from '../model/generated.ts';",
    "import { interactiveSection, staticSection, type LazySection } from './lazySection.ts';",
    '',
    'export const registry: { [T in Section["type"]]: LazySection<Extract<Section, { type: T }>> } = {',
    ...folders.map(line),
    '};',
    '',
  ].join('\n');
  return format(text, file);
}

/** docs/sections.md's table of the types. */
export const docsTable = (folders: readonly SectionFolder[]) =>
  [
    '| type | what it shows | in the browser |',
    '|---|---|---|',
    ...folders.map(({ type, declaration: { hydrate, summary } }) => {
      const browser =
        hydrate === 'never'
          ? 'HTML only'
          : typeof hydrate === 'string'
            ? `hydrated: \`${hydrate}\``
            : `hydrated: \`${hydrate.strategy}\`, with \`${hydrate.when}\``;
      return `| \`${type}\` | ${summary} | ${browser} |`;
    }),
  ].join('\n');

/** README's one-line list of the types. */
export const readmeList = (folders: readonly SectionFolder[]) =>
  `Section types (${folders.length}, one folder each in \`src/sections/\`): ${folders.map(({ type }) => `\`${type}\``).join(', ')}.`;

/** Every output of this generator for the project at `root`: file → its new text. */
export async function generateSectionOutputs(root: string = PROJECT_ROOT): Promise<Map<string, string>> {
  const folders = readSectionFolders(root);
  const at = (rel: string) => path.join(root, rel);
  const read = (rel: string) => readFileSync(at(rel), 'utf8');
  return new Map([
    ['schema/page.schema.json', pageSchema(read('schema/page.schema.json'), folders)],
    ['src/sections/registry.generated.ts', await registryModule(folders, at('src/sections/registry.generated.ts'))],
    ['docs/sections.md', replaceRegion(read('docs/sections.md'), 'section-types', docsTable(folders))],
    ['README.md', replaceRegion(read('README.md'), 'section-types', readmeList(folders))],
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [rel, text] of await generateSectionOutputs()) {
    writeFileSync(path.join(PROJECT_ROOT, rel), text);
    console.log(`wrote ${rel}`);
  }
}
