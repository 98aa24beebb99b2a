// Nothing typed is lost: unsaved edits are kept in the browser per tab and file (src/editor/state/drafts.ts),
// a kept draft is offered back when the page opens, and leaving with unsaved edits asks first.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { clearDraft, draftOffer, tabId, writeDraft, type Draft } from '../state/drafts.ts';
import type { SavedVersion } from './useSave.ts';

export interface DraftKeepingInput {
  file: string;
  /** The page as loaded: a draft is offered over it. */
  loadedValue: unknown;
  /** What is on screen now. */
  page: unknown;
  base: SavedVersion;
  dirty: boolean;
}

export function useDraftKeeping({ file, loadedValue, page, base, dirty }: DraftKeepingInput) {
  /** This tab's id: its drafts are its own. */
  const tab = useMemo(() => tabId(), []);
  const [offered, setOffered] = useState<Draft>();
  /** Another tab open now has unsaved edits of this page: said, and its draft left to it. */
  const [openElsewhere, setOpenElsewhere] = useState(false);
  useEffect(() => {
    let current = true;
    void draftOffer(file, tab, loadedValue).then((offer) => {
      if (!current) return;
      setOffered(offer.draft);
      setOpenElsewhere(offer.openElsewhere);
    });
    return () => {
      current = false;
    };
  }, [file, loadedValue, tab]);

  // Unsaved edits survive a reload or a closed tab.
  const keepDraft = useCallback(
    () => writeDraft(file, { value: page, base: { hash: base.hash, value: base.value }, savedAt: Date.now(), tab }),
    [file, page, base, tab],
  );
  useEffect(() => {
    if (dirty) keepDraft();
  }, [dirty, keepDraft]);

  // Leaving (closing the tab, reloading, typing another address) with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** The offered draft was restored into the page on screen. */
  const restored = () => {
    // Restored here: this tab's draft holds it from now on (another tab's is taken over).
    if (offered && offered.tab !== tab) clearDraft(file, offered.tab);
    setOffered(undefined);
  };
  /** The offered draft was thrown away. */
  const discarded = () => {
    if (offered) clearDraft(file, offered.tab);
    setOffered(undefined);
  };
  return { tab, offered, openElsewhere, keepDraft, restored, discarded };
}
