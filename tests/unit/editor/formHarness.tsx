// Renders editor forms in jsdom with the project's real schemas and a page value kept in state.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import path from 'node:path';
import { useState, type ReactNode } from 'react';
import type { EditorIssue } from '../../../src/editor/api/client.ts';
import { defaultDirs, PROJECT_ROOT } from '../../../src/engine/project.ts';
import { FormContext } from '../../../src/editor/form/FormContext.tsx';
import { issuesByField } from '../../../src/editor/form/issuePlacement.ts';
import { placeholderFields } from '../../../src/editor/form/placeholderFields.ts';
import { imageNotes } from '../../../src/editor/form/imageNotes.ts';
import { projectInfo } from '../../../src/editor/server/projectInfo.ts';
import { SchemaSet } from '../../../src/content/schemaSet.ts';
import { setIn, type JsonPath } from '../../../src/content/jsonValue.ts';

export const project = projectInfo(defaultDirs, path.join(PROJECT_ROOT, 'src/sections'));
export const schemas = new SchemaSet(project.schemas);
const placeholderTexts = new Set(project.placeholderTexts);

export interface Harness {
  current(): unknown;
}

export function renderForm(initial: unknown, ui: ReactNode, { issues = [], route = '/thu' }: { issues?: EditorIssue[]; route?: string } = {}): Harness {
  const state = { value: initial };
  function Host() {
    const [page, setPage] = useState(initial);
    state.value = page;
    const byPath = issuesByField(issues, { schemas, page });
    const orderAt = (prefix: JsonPath) => Object.keys(schemas.deref(schemas.schemaAt(page, prefix)).properties ?? {});
    return (
      <MantineProvider>
        <FormContext.Provider
          value={{
            schemas,
            project,
            page,
            route,
            issues: byPath,
            placeholders: placeholderFields(page, placeholderTexts),
            notes: imageNotes(page, schemas),
            change: (p, v) => setPage((prev: unknown) => setIn(prev, p, v, orderAt)),
            upload: async () => ({ src: '/images/uploads/x.png', width: 3, height: 2 }),
          }}
        >
          {ui}
        </FormContext.Provider>
      </MantineProvider>
    );
  }
  render(<Host />);
  return { current: () => state.value };
}
