// "Lưu": the server writes the page only when it has no problem of its own and no new problem elsewhere,
// and only over the file this page was loaded or last saved from (else it answers a conflict and
// nothing is overwritten).
import { useCallback } from 'react';
import type { EditorClient, EditorIssue } from '../api/client.ts';
import { clearDraft } from '../state/drafts.ts';
import type { StatusMessage } from './StatusNotes.tsx';

/** The page as last loaded or saved here: its value and the file's hash (a save is made over it). */
export interface SavedVersion {
  value: unknown;
  hash: string;
}

/** What a save reads and changes here: the author's save and the one after a take-over (useTakeOverSave). */
export interface SaveTarget {
  client: EditorClient;
  file: string;
  /** This tab's id: its draft is dropped once saved. */
  tab: string;
  page: unknown;
  base: SavedVersion;
  setBase(base: SavedVersion): void;
  setIssues(issues: EditorIssue[]): void;
  setStatus(status: StatusMessage | undefined): void;
  /** The page list refreshes its counts; a delete checks against the new hash. */
  onSaved(hash: string): void;
}

/** The save button's action; `onConflict`: the file changed on disk since it was loaded. */
export function useSave({ client, file, tab, page, base, setBase, setIssues, setStatus, onSaved, onConflict }: SaveTarget & { onConflict(): void }) {
  return useCallback(async () => {
    setStatus(undefined);
    try {
      const { body } = await client.save(file, page, base.hash);
      if (body.status === 'saved' && body.hash) {
        setBase({ value: page, hash: body.hash });
        clearDraft(file, tab);
        setStatus({ kind: 'saved', text: 'Đã lưu.' });
        onSaved(body.hash);
      } else if (body.status === 'invalid') {
        setIssues(body.issues ?? []);
        setStatus({ kind: 'invalid', text: `Chưa lưu: trang còn ${body.issues?.length ?? 0} lỗi (xem danh sách bên dưới).` });
      } else {
        onConflict();
        setStatus({ kind: 'conflict', text: 'Chưa lưu: tệp đã bị thay đổi bên ngoài trình soạn thảo từ khi bạn mở nó.' });
      }
    } catch (error) {
      setStatus({ kind: 'error', text: `Chưa lưu: ${(error as Error).message}` });
    }
  }, [client, file, tab, page, base.hash, setBase, setIssues, setStatus, onSaved, onConflict]);
}
