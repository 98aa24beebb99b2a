// The project's schemas on the admin's server: the SchemaSet the editor builds in the browser, from the
// same documents (baked into the production bundle; see schemaDocuments.ts).
import { SchemaSet } from '../../content/schemaSet.ts';
import { projectSchemaDocuments } from './schemaDocuments.ts';

let schemas: SchemaSet | undefined;

/** The project's SchemaSet, built on first use. */
export function loadSchemaSet(): SchemaSet {
  return (schemas ??= new SchemaSet(projectSchemaDocuments()));
}
