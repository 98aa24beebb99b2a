// The project's schema documents for the admin's server (the review diff names fields with them). From
// source they are read from schema/ and src/sections/; the production bundle (scripts/lib/buildServer.ts)
// replaces this module with the documents taken at build time, so the admin runs without those folders
// (and without pages/, which finding the project folder needs).
import path from 'node:path';
import { schemaDocuments } from '../../editor/server/projectInfo.ts';
import { PROJECT_ROOT } from '../../engine/project.ts';
import { SECTIONS_DIR } from '../../engine/schemaFiles.ts';

/** Every schema document by its name (`page.schema.json`, `sections/hero.schema.json`). */
export function projectSchemaDocuments(): Record<string, unknown> {
  return schemaDocuments(path.join(PROJECT_ROOT, 'schema'), SECTIONS_DIR);
}
