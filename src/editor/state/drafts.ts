// Unsaved edits kept in the browser (localStorage), per file, with the hash of the file they started
// from: after closing the tab or a reload the editor offers them back; nothing typed is lost.
export interface Draft {
  value: unknown;
  baseHash: string;
  savedAt: number;
}

const key = (file: string) => `page-editor:draft:${file}`;

export function readDraft(file: string, storage: Storage = localStorage): Draft | undefined {
  try {
    const raw = storage.getItem(key(file));
    return raw ? (JSON.parse(raw) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(file: string, draft: Draft, storage: Storage = localStorage): void {
  try {
    storage.setItem(key(file), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the edit is still on screen; saving is the way to keep it.
  }
}

export function clearDraft(file: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key(file));
  } catch {
    // nothing to clear
  }
}
