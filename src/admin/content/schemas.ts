// The project's schemas for the admin's server: the SchemaSet the editor builds in the browser, read
// here from a content checkout's schema/ and section folders (by default this project's own).
import path from 'node:path';
import { SchemaSet } from '../../editor/schema/schemaSet.ts';
import { schemaDocuments } from '../../editor/server/projectInfo.ts';
import { PROJECT_ROOT } from '../../engine/project.ts';

/** A SchemaSet from `root`'s schema/ and src/sections/<type>/schema.json (read once per call; keep it). */
export function loadSchemaSet(root: string = PROJECT_ROOT): SchemaSet {
  return new SchemaSet(schemaDocuments(path.join(root, 'schema'), path.join(root, 'src/sections')));
}
