// Unsaved edits kept in the browser (localStorage), one per tab and file, with the version of the
// file they started from (its hash and value): after closing the tab or a reload the editor offers
// them back, and a draft over a file changed since is merged field by field (./merge.ts).
// One key per tab: two tabs on one page used to share a key, so one tab's draft replaced the other's
// and its save cleared it.
export interface Draft {
  value: unknown;
  /** The file the edits started from: its hash, and its value (for the three-way merge). */
  base: { hash: string; value?: unknown };
  savedAt: number;
  /** The tab that wrote it (this tab's id, or another's: a closed tab leaves its draft behind). */
  tab: string;
}

const PREFIX = 'page-editor:draft:';
const TAB_KEY = 'page-editor:tab';
const key = (tab: string, file: string) => `${PREFIX}${tab}:${file}`;

/** This tab's id: kept in sessionStorage, which is the tab's own (and survives its reloads). */
export function tabId(session: Storage = sessionStorage): string {
  let id = session.getItem(TAB_KEY);
  if (!id) {
    id = Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
    session.setItem(TAB_KEY, id);
  }
  return id;
}

/** A draft as read from storage; the editor before this one wrote `baseHash` and no tab or base value. */
function parse(raw: string, tab: string): Draft | undefined {
  const draft = JSON.parse(raw) as Partial<Draft> & { baseHash?: string };
  if (draft.value === undefined) return undefined;
  return { value: draft.value, base: draft.base ?? { hash: draft.baseHash ?? '' }, savedAt: draft.savedAt ?? 0, tab: draft.tab ?? tab };
}

/** Every draft of `file`: this tab's first, then the others', newest first. */
export function listDrafts(file: string, tab: string, storage: Storage = localStorage): Draft[] {
  const drafts: Draft[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const name = storage.key(i);
      if (!name?.startsWith(PREFIX)) continue;
      const rest = name.slice(PREFIX.length);
      const colon = rest.indexOf(':');
      // "page-editor:draft:<file>" is the older editor's key (no tab).
      const [owner, of] = colon === -1 || rest.startsWith('pages/') ? ['', rest] : [rest.slice(0, colon), rest.slice(colon + 1)];
      if (of !== file) continue;
      const draft = parse(storage.getItem(name) ?? '', owner);
      if (draft) drafts.push({ ...draft, tab: owner });
    }
  } catch {
    // Storage disabled or a draft unreadable: nothing to offer.
  }
  return drafts.sort((a, b) => Number(b.tab === tab) - Number(a.tab === tab) || b.savedAt - a.savedAt);
}

export function writeDraft(file: string, draft: Draft, storage: Storage = localStorage): void {
  try {
    storage.setItem(key(draft.tab, file), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the edit is still on screen; saving is the way to keep it.
  }
}

export function clearDraft(file: string, tab: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(tab ? key(tab, file) : `${PREFIX}${file}`);
  } catch {
    // nothing to clear
  }
}
