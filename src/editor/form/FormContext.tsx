// What every generated field needs besides its own schema and value.
import { createContext, useContext } from 'react';
import type { EditorIssue } from '../api/client.ts';
import type { ProjectInfo } from '../contract/types.ts';
import type { SchemaSet } from '../../content/schemaSet.ts';
import type { JsonPath } from '../../content/jsonValue.ts';

export interface FormContextValue {
  schemas: SchemaSet;
  project: ProjectInfo;
  /** The whole page being edited (ids unique on the page, this page's anchors). */
  page: unknown;
  /** The page's route (links to "#anchor" on this page). */
  route: string;
  /** The validator's problems of this page by display path ("sections[0].title"). */
  issues: Map<string, EditorIssue[]>;
  /** The fields (display paths) still holding a starter template's placeholder text: marked until rewritten. */
  placeholders: ReadonlySet<string>;
  /** Advice at fields of a valid page (an image too small for its place, a missing description), by display path. */
  notes: ReadonlyMap<string, string>;
  change(path: JsonPath, value: unknown): void;
  /** Uploads an image to public/images/; resolves with its src and size. */
  upload(file: File): Promise<{ src: string; width: number; height: number }>;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('a field outside FormContext');
  return value;
}
