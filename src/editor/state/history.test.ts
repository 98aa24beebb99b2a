import { describe, expect, it } from 'vitest';
import { historyReducer, initialHistory } from './history.ts';

describe('undo / redo', () => {
  it('undoes and redoes each edit, and a new edit drops the redo list', () => {
    let h = initialHistory('a');
    h = historyReducer(h, { type: 'edit', value: 'b' });
    h = historyReducer(h, { type: 'edit', value: 'c' });
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe('b');
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe('a');
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe('a');
    h = historyReducer(h, { type: 'redo' });
    expect(h.present).toBe('b');
    h = historyReducer(h, { type: 'edit', value: 'x' });
    expect(h.future).toEqual([]);
    h = historyReducer(h, { type: 'redo' });
    expect(h.present).toBe('x');
  });

  it('typing in one field within a moment is one step; another field or a pause is a new one', () => {
    let h = initialHistory('');
    h = historyReducer(h, { type: 'edit', value: 'x', key: 'title', at: 1000 });
    h = historyReducer(h, { type: 'edit', value: 'xy', key: 'title', at: 1300 });
    h = historyReducer(h, { type: 'edit', value: 'xyz', key: 'title', at: 1600 });
    h = historyReducer(h, { type: 'edit', value: 'xyz!', key: 'title', at: 5000 });
    h = historyReducer(h, { type: 'edit', value: 'other', key: 'heading', at: 5100 });
    expect(h.past).toEqual(['', 'xyz', 'xyz!']);
  });
});
