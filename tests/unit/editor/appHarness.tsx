// The whole editor (App) in jsdom over the project's real pages: its client answers from the editor's
// own ProjectStore (the list, a page, its problems as the validator finds them); nothing is written
// (a save, a creation and a delete answer as refused), and the preview frame is never drawn.
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { EditorClient } from '../../../src/editor/api/client.ts';
import { ProjectStore } from '../../../src/editor/server/store.ts';
import { App } from '../../../src/editor/ui/App.tsx';
import { NEW_PAGE_TEXT } from '../../../src/engine/pageCreation/newPageText.ts';
import { TEMPLATE_NAMES } from '../../../src/engine/pageCreation/pageTemplates.ts';
import { defaultDirs } from '../../../src/engine/project.ts';
import { project } from './formHarness.tsx';

export type ClientChanges = { [K in keyof EditorClient]?: (...args: Parameters<EditorClient[K]>) => unknown };

let store: ProjectStore | undefined;

/** A client over the project's pages, read only; `changes` replace some answers (a page as edited, another hash on disk…). */
export function projectClient(changes: ClientChanges = {}): EditorClient {
  store ??= new ProjectStore(defaultDirs);
  const pages = store;
  const client = {
    project: async () => ({ ...project, templates: TEMPLATE_NAMES.map((name) => ({ name, summary: NEW_PAGE_TEXT.vi.templates[name] })) }),
    pages: async () => pages.listPages(),
    page: async (file: string) => pages.readPage(file),
    hash: async (file: string) => pages.currentHash(file),
    check: async (file: string, value: unknown) => pages.check(file, value),
    save: async () => ({ status: 422, body: { status: 'invalid', issues: [] } }),
    create: async () => ({ status: 409, body: { status: 'exists', file: '', report: 'Đường dẫn này đã có trang.' } }),
    remove: async (file: string) => {
      const issues = pages.linkedFrom(file);
      return { status: 409, body: issues.length ? { status: 'linked', issues } : { status: 'conflict' } };
    },
    preview: () => new Promise(() => {}),
    upload: async () => ({ src: '/images/uploads/anh.png', width: 3, height: 2 }),
    ...changes,
  };
  return client as unknown as EditorClient;
}

export function renderApp(client: EditorClient = projectClient()): RenderResult {
  return render(
    <MantineProvider>
      <App client={client} />
    </MantineProvider>,
  );
}
