// Unsaved edits kept in the browser (localStorage), one per tab and file, with the version of the
// file they started from (its hash and value): after closing the tab or a reload the editor offers
// them back, and a draft over a file changed since is merged field by field (./merge.ts).
// One key per tab: two tabs on one page used to share a key, so one tab's draft replaced the other's
// and its save cleared it. Another tab's draft is offered only once that tab is closed (an orphan):
// while it is open, its draft is that tab's work in progress, and offering it here would fork it.
// Each tab holds a Web Lock named after its id while it is open (released when it closes); the
// held locks tell which tabs are open.
import { sameJson } from '../../content/merge.ts';

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

const LOCK_PREFIX = 'page-editor:open-tab:';

/** The browser's Web Locks, when it has them (jsdom has none). */
type Locks = Pick<LockManager, 'request' | 'query'>;
const browserLocks = (): Locks | undefined => (typeof navigator !== 'undefined' ? navigator.locks : undefined);

/** This tab's id: kept in sessionStorage, which is the tab's own (and survives its reloads). */
export function tabId(session: Storage = sessionStorage, locks: Locks | undefined = browserLocks()): string {
  let id = session.getItem(TAB_KEY);
  if (!id) {
    id = Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
    session.setItem(TAB_KEY, id);
  }
  holdOpen(id, locks);
  return id;
}

const holding = new WeakMap<Locks, string>();
/** Says "tab `id` is open" to the other tabs for as long as this document lives. */
function holdOpen(id: string, locks: Locks | undefined) {
  if (!locks || holding.get(locks) === id) return;
  holding.set(locks, id);
  locks.request(LOCK_PREFIX + id, () => new Promise<never>(() => {})).catch(() => {});
}

/** The ids of the tabs open now; undefined when the browser cannot tell. */
export async function openTabs(locks: Locks | undefined = browserLocks()): Promise<Set<string> | undefined> {
  if (!locks) return undefined;
  try {
    const { held = [] } = await locks.query();
    return new Set(held.flatMap(({ name }) => (name?.startsWith(LOCK_PREFIX) ? [name.slice(LOCK_PREFIX.length)] : [])));
  } catch {
    return undefined;
  }
}

export interface DraftOffer {
  /** This tab's draft, else the newest one a closed tab left behind. */
  draft?: Draft;
  /** Another tab open now has unsaved edits of this file (its draft is not offered here). */
  openElsewhere: boolean;
}

/**
 * What to offer when `file` opens in tab `tab` showing `value`: never a draft equal to it, never the
 * draft of a tab that is still open (when the browser cannot tell, every other tab counts as closed).
 */
export async function draftOffer(
  file: string,
  tab: string,
  value: unknown,
  storage: Storage = localStorage,
  locks: Locks | undefined = browserLocks(),
): Promise<DraftOffer> {
  const drafts = listDrafts(file, tab, storage).filter((d) => !sameJson(d.value, value));
  const own = drafts.find((d) => d.tab === tab);
  const others = drafts.filter((d) => d.tab !== tab);
  if (own || others.length === 0) return { draft: own, openElsewhere: false };
  const open = await openTabs(locks);
  const orphan = others.find((d) => !open?.has(d.tab));
  return { draft: orphan, openElsewhere: others.some((d) => open?.has(d.tab) ?? false) };
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
