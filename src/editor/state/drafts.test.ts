import { describe, expect, it } from 'vitest';
import { draftOffer, openTabs, tabId, writeDraft, type Draft } from './drafts.ts';

/** Storage in memory (one per test: a browser profile's localStorage, or a tab's sessionStorage). */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

/** Web Locks shared by the tabs of one browser: a tab's lock is held until `close(tab)`. */
function browserLocks() {
  const held = new Set<string>();
  const locks = {
    request: ((name: string) => {
      held.add(name);
      return new Promise(() => {});
    }) as unknown as LockManager['request'],
    query: async () => ({ held: [...held.keys()].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] }),
  };
  return {
    /** A new tab: its own sessionStorage and its own view of the shared locks. */
    open(): { session: Storage; locks: typeof locks } {
      return { session: memoryStorage(), locks: { ...locks } };
    },
    close(tab: string) {
      for (const name of held) if (name.endsWith(`:${tab}`)) held.delete(name);
    },
  };
}

const FILE = 'pages/about.json';
const onDisk = { meta: { title: 'Giới thiệu' } };
const draftOf = (tab: string, title: string, savedAt = 1): Draft => ({ value: { meta: { title } }, base: { hash: 'h1', value: onDisk }, savedAt, tab });

describe('drafts of two tabs', () => {
  it('offers this tab’s own draft, even while other tabs are open', async () => {
    const browser = browserLocks();
    const local = memoryStorage();
    const a = browser.open();
    const tabA = tabId(a.session, a.locks);
    const b = browser.open();
    const tabB = tabId(b.session, b.locks);
    writeDraft(FILE, draftOf(tabB, 'Của thẻ B', 2), local);
    writeDraft(FILE, draftOf(tabA, 'Của thẻ A', 1), local);
    // Tab A reloaded (same sessionStorage: same id).
    expect(tabId(a.session, a.locks)).toBe(tabA);
    const offer = await draftOffer(FILE, tabA, onDisk, local, a.locks);
    expect(offer.draft?.value).toEqual({ meta: { title: 'Của thẻ A' } });
  });

  it('does not offer the draft of a tab that is still open; offers it once that tab is closed', async () => {
    const browser = browserLocks();
    const local = memoryStorage();
    const a = browser.open();
    const tabA = tabId(a.session, a.locks);
    writeDraft(FILE, draftOf(tabA, 'Chưa lưu ở thẻ A'), local);

    const b = browser.open();
    const tabB = tabId(b.session, b.locks);
    expect(tabB).not.toBe(tabA);
    expect((await openTabs(b.locks))?.has(tabA)).toBe(true);
    expect(await draftOffer(FILE, tabB, onDisk, local, b.locks)).toEqual({ draft: undefined, openElsewhere: true });

    browser.close(tabA);
    const offer = await draftOffer(FILE, tabB, onDisk, local, b.locks);
    expect(offer.openElsewhere).toBe(false);
    expect(offer.draft?.tab).toBe(tabA);
    expect(offer.draft?.value).toEqual({ meta: { title: 'Chưa lưu ở thẻ A' } });
  });

  it('of several closed tabs, offers the newest draft; a draft equal to the file is not offered', async () => {
    const browser = browserLocks();
    const local = memoryStorage();
    writeDraft(FILE, draftOf('gone1', 'Cũ', 1), local);
    writeDraft(FILE, draftOf('gone2', 'Mới', 5), local);
    writeDraft(FILE, { ...draftOf('gone3', '', 9), value: onDisk }, local);
    const b = browser.open();
    const offer = await draftOffer(FILE, tabId(b.session, b.locks), onDisk, local, b.locks);
    expect(offer.draft?.value).toEqual({ meta: { title: 'Mới' } });
  });

  it('without Web Locks (the browser cannot tell which tabs are open), another tab’s draft is offered rather than lost', async () => {
    const local = memoryStorage();
    writeDraft(FILE, draftOf('other', 'Của thẻ khác'), local);
    const offer = await draftOffer(FILE, tabId(memoryStorage(), undefined), onDisk, local, undefined);
    expect(offer.draft?.tab).toBe('other');
  });
});
