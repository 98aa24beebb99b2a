// Each parsed file against its JSON Schema (page, site file, shared data collection): ajv's errors
// become one precise problem per mistake (src/engine/schemaErrors.ts); the marker keywords' values
// (links, images, references, page lists, declared rules) are kept for the checks that follow.
// Also the "$schema" pointer each file carries for the editor.
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { describeSchemaErrors, type SchemaErrorContext } from '../schemaErrors.ts';
import { collectMarks } from '../schemas.ts';
import { isObject, type Check, type LoadedFile, type Project } from './project.ts';
import { imageExample, imageExists } from './assets.ts';

export const schemaCheck: Check = {
  name: 'schema',
  title: 'Nội dung so với schema: kiểu, trường, loại section, liên kết và ảnh viết sai dạng',
  codes: [
    'VALUE_WRONG_TYPE',
    'NUMBER_WRITTEN_AS_TEXT',
    'BOOLEAN_WRITTEN_AS_TEXT',
    'PROPERTY_MISSING',
    'PROPERTY_UNKNOWN',
    'SECTION_TYPE_UNKNOWN',
    'SECTION_TYPE_MISSING',
    'SECTION_TYPE_NOT_TEXT',
    'VALUE_NOT_IN_LIST',
    'VALUE_NOT_CONST',
    'VALUE_FORM',
    'DATE_NOT_ISO',
    'DATE_TIME_FORM',
    'TEXT_EMPTY',
    'TEXT_TOO_SHORT',
    'TEXT_TOO_LONG',
    'LIST_TOO_SHORT',
    'LIST_TOO_LONG',
    'NUMBER_OUT_OF_RANGE',
    'VALUE_FORBIDDEN',
    'VALUE_AMBIGUOUS',
    'VALUE_NO_FORM',
    'SCHEMA_RULE',
    'LINK_UNSAFE',
    'LINK_NOT_HTTPS',
    'LINK_PROTOCOL_RELATIVE',
    'LINK_HAS_SPACE',
    'LINK_BAD_TEL',
    'LINK_BAD_MAILTO',
    'LINK_BAD_ANCHOR',
    'LINK_NOT_ALLOWED',
    'IMAGE_REMOTE',
    'IMAGE_PATH_NOT_ROOTED',
    'IMAGE_PATH_INVALID',
    'SCHEMA_POINTER_MISSING',
    'SCHEMA_POINTER_WRONG',
  ],
  run(project) {
    const { schemas } = project;
    const routes = [...project.pages.keys()].sort();
    const context: SchemaErrorContext = {
      sectionTypes: schemas.sectionTypes,
      sectionAliases: schemas.sectionAliases,
      exampleRoute: routes.includes('/contact') ? '/contact' : (routes.find((r) => r !== '/') ?? '/'),
      imageExists: (p) => imageExists(project, p),
      get exampleImage() {
        return imageExample(project);
      },
    };
    for (const file of project.checkedFiles()) {
      const target = schemaOf(project, file);
      if (!target) continue;
      const remembered = project.source.validMarks?.(file.rel, file.doc.text, target.schemaFile);
      if (remembered) {
        file.marks = remembered;
        file.valid = true;
        checkSchemaPointer(project, file, target.schemaFile);
        continue;
      }
      const { result: ok, marks } = collectMarks(() => target.validate(file.value));
      file.marks = marks;
      file.valid = ok;
      if (ok) project.source.rememberValid?.(file.rel, file.doc.text, target.schemaFile, marks);
      if (!ok) {
        for (const p of describeSchemaErrors(target.validate.errors ?? [], context)) {
          file.schemaErrorAt.add(JSON.stringify(p.segments));
          project.report(file, p.segments, p.code, p.params as never);
        }
      }
      checkSchemaPointer(project, file, target.schemaFile);
    }
  },
};

function schemaOf(project: Project, file: LoadedFile): { validate: ValidateFunction; schemaFile: string } | undefined {
  const { kind } = file;
  if (kind.kind === 'page') return { validate: project.schemas.page, schemaFile: 'page.schema.json' };
  if (kind.kind === 'site') return { validate: project.schemas.site, schemaFile: 'site.schema.json' };
  if (kind.kind === 'data' && project.schemas.collections.has(kind.collection)) {
    return { validate: project.schemas.collections.get(kind.collection)!, schemaFile: `data/${kind.collection}.schema.json` };
  }
  return undefined;
}

function checkSchemaPointer(project: Project, file: LoadedFile, schemaFile: string) {
  // A file that is not an object already has an error saying so.
  if (!isObject(file.value)) return;
  const { dirs } = project;
  const expected = path
    .relative(path.dirname(path.join(dirs.pagesDir, file.rel)), path.join(dirs.schemaDir, schemaFile))
    .split(path.sep)
    .join('/');
  const actual = file.value.$schema;
  if (actual === undefined) project.report(file, [], 'SCHEMA_POINTER_MISSING', { expected });
  else if (typeof actual === 'string' && path.posix.normalize(actual) !== expected)
    project.report(file, ['$schema'], 'SCHEMA_POINTER_WRONG', { actual, expected });
}
