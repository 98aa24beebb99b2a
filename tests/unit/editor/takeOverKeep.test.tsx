// Inside the admin, a page taken over by someone else while it was open here (LeaseGate's LeaseTaken):
// PageEditor saves what was typed and not saved as the author's own draft (a save flagged afterTakeOver)
// and says so; nothing is saved when nothing changed; a conflict or a page with problems stays in the
// browser, said in Vietnamese.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorClient } from '../../../src/editor/api/client.ts';
import { ProjectStore } from '../../../src/editor/server/store.ts';
import { LeaseTaken } from '../../../src/editor/ui/leaseTaken.ts';
import { PageEditor } from '../../../src/editor/ui/PageEditor.tsx';
import { defaultDirs } from '../../../src/engine/project.ts';
import { projectClient } from './appHarness.tsx';
import { project, schemas } from './formHarness.tsx';

const FILE = 'pages/about.json';
const store = new ProjectStore(defaultDirs);
const TAKEN = 'publisher đã nhận sửa trang này lúc 10:40. Những gì bạn đã lưu vẫn nằm trong bản nháp của bạn.';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

type Answer = { status: number; body: { status: 'saved' | 'conflict' | 'invalid'; hash?: string; issues?: unknown[] } };

/** PageEditor over about.json inside LeaseTaken; `saves` holds each save's arguments; `take()` is the renewal's news. */
function open(answer: Answer) {
  const saves: unknown[][] = [];
  const saved: string[] = [];
  const client = projectClient({
    save: async (...args: unknown[]) => {
      saves.push(args);
      return answer;
    },
    preview: () => new Promise(() => {}),
  }) as EditorClient;
  const loaded = { ...store.readPage(FILE), route: '/about' };
  const view = (taken?: string) => (
    <MantineProvider>
      <LeaseTaken.Provider value={taken}>
        <PageEditor client={client} schemas={schemas} project={project} loaded={loaded} onSaved={(hash) => saved.push(hash)} onReload={() => {}} />
      </LeaseTaken.Provider>
    </MantineProvider>
  );
  const { rerender } = render(view());
  return { saves, saved, loaded, take: () => rerender(view(TAKEN)) };
}

const typeTitle = async (text: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Tiêu đề chính/ }), { target: { value: text } });
};
const storedDrafts = () => Object.keys(localStorage).filter((key) => localStorage.getItem(key)?.includes('Chưa lưu — tiếp quản'));

describe('a page taken over while open here', () => {
  it('saves the unsaved edits as the author’s draft (flagged afterTakeOver) and says so; the browser’s copy is dropped', async () => {
    const editor = open({ status: 200, body: { status: 'saved', hash: 'h2' } });
    await typeTitle('Chưa lưu — tiếp quản');
    await waitFor(() => expect(storedDrafts()).toHaveLength(1));
    editor.take();
    await screen.findByText('Những thay đổi chưa lưu của bạn đã được lưu vào bản nháp của bạn.');
    expect(editor.saves).toHaveLength(1);
    const [file, value, hash, afterTakeOver] = editor.saves[0] as [string, { sections: { title?: string }[] }, string, boolean];
    expect([file, hash, afterTakeOver]).toEqual([FILE, editor.loaded.hash, true]);
    expect(JSON.stringify(value)).toContain('Chưa lưu — tiếp quản');
    expect(editor.saved).toEqual(['h2']);
    expect(storedDrafts()).toHaveLength(0);
    // Told once: the next renders save nothing more.
    editor.take();
    expect(editor.saves).toHaveLength(1);
  }, 60_000);

  it('saves nothing when nothing changed since the last save', async () => {
    const editor = open({ status: 200, body: { status: 'saved', hash: 'h2' } });
    await screen.findByRole('textbox', { name: /^Tiêu đề chính/ });
    // rerender runs in act(), which runs the effects before it returns, and the client records a save
    // the moment it is asked: a save would be in `saves` by now (the message only follows a save).
    editor.take();
    expect(editor.saves).toHaveLength(0);
    expect(screen.queryByText(/bản nháp của bạn\.$/)).toBeNull();
  }, 60_000);

  it('keeps the edits in the browser and says why when the draft moved (409) or the page has problems (422)', async () => {
    const conflict = open({ status: 409, body: { status: 'conflict', hash: 'other' } });
    await typeTitle('Chưa lưu — tiếp quản');
    conflict.take();
    await screen.findByText(
      /^Những thay đổi chưa lưu của bạn chưa được lưu vào bản nháp: bản nháp đã thay đổi từ khi bạn mở trang\. Chúng vẫn còn trong trình duyệt này/,
    );
    expect(storedDrafts()).toHaveLength(1);
    expect(conflict.saved).toEqual([]);
    cleanup();
    localStorage.clear();
    const invalid = open({ status: 422, body: { status: 'invalid', issues: [{ file: FILE, path: 'meta.title', message: 'thiếu' }] } });
    await typeTitle('Chưa lưu — tiếp quản');
    invalid.take();
    await screen.findByText(/^Những thay đổi chưa lưu của bạn chưa được lưu vào bản nháp: trang còn 1 lỗi\. Chúng vẫn còn trong trình duyệt này/);
    expect(storedDrafts()).toHaveLength(1);
  }, 60_000);
});
