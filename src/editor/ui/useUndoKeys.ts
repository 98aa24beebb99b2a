// Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y): undo and redo every kind of edit.
import { useEffect, type Dispatch } from 'react';
import type { HistoryAction } from '../state/history.ts';

export function useUndoKeys(dispatch: Dispatch<HistoryAction<unknown>>) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        e.preventDefault();
        dispatch({ type: key === 'y' || e.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
}
