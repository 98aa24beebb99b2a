// Undo / redo over whole page values: every kind of edit (typing, add, move, remove) is one step.
// Typing in the same field within a moment merges into one step, so Ctrl+Z undoes a word, not a letter.
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field of the last edit and when it happened (for merging keystrokes). */
  lastKey?: string;
  lastAt?: number;
}

export type HistoryAction<T> = { type: 'edit'; value: T; key?: string; at?: number } | { type: 'undo' } | { type: 'redo' } | { type: 'reset'; value: T };

const MERGE_MS = 800;
const LIMIT = 200;

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'edit': {
      if (action.value === state.present) return state;
      const merge =
        action.key !== undefined &&
        action.key === state.lastKey &&
        action.at !== undefined &&
        state.lastAt !== undefined &&
        action.at - state.lastAt < MERGE_MS;
      const past = merge ? state.past : [...state.past, state.present].slice(-LIMIT);
      return { past, present: action.value, future: [], lastKey: action.key, lastAt: action.at };
    }
    case 'undo': {
      if (state.past.length === 0) return state;
      return { past: state.past.slice(0, -1), present: state.past[state.past.length - 1], future: [state.present, ...state.future] };
    }
    case 'redo': {
      if (state.future.length === 0) return state;
      return { past: [...state.past, state.present], present: state.future[0], future: state.future.slice(1) };
    }
    case 'reset':
      return { past: [], present: action.value, future: [] };
  }
}

export const initialHistory = <T>(value: T): History<T> => ({ past: [], present: value, future: [] });
