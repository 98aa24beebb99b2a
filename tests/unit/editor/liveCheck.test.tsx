// useLiveCheck (src/editor/ui/useLiveCheck.ts): the page goes to the validator 0.4 s after the last edit,
// and only the newest check's answer counts: an older one arriving late, or early, is dropped.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorClient, EditorIssue } from '../../../src/editor/api/client.ts';
import { useLiveCheck } from '../../../src/editor/ui/useLiveCheck.ts';

const FILE = 'pages/about.json';
const issue = (message: string): EditorIssue => ({ file: FILE, path: 'meta.title', message, line: 1, column: 1 });

/** A client whose checks are answered by the test, in the order it chooses. */
function heldChecks() {
  const asked: { value: unknown; answer(issues: EditorIssue[]): void; fail(): void }[] = [];
  const client = {
    check: (_file: string, value: unknown) =>
      new Promise<EditorIssue[]>((resolve, reject) => asked.push({ value, answer: resolve, fail: () => reject(new Error('mạng')) })),
  } as unknown as EditorClient;
  return { client, asked };
}

const pageA = { meta: { title: 'A' } };
const pageB = { meta: { title: 'B' } };
const pageC = { meta: { title: 'C' } };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Each edit left long enough for its check to be sent. */
async function openAndEdit(client: EditorClient, ...edits: unknown[]) {
  const hook = renderHook(({ page }) => useLiveCheck(client, FILE, page), { initialProps: { page: edits[0] } });
  await act(async () => vi.advanceTimersByTime(400));
  for (const page of edits.slice(1)) {
    hook.rerender({ page });
    await act(async () => vi.advanceTimersByTime(400));
  }
  return hook;
}

describe('useLiveCheck', () => {
  it('keeps the newest answer when an older check answers after it', async () => {
    const { client, asked } = heldChecks();
    const { result } = await openAndEdit(client, pageA, pageB);
    expect(asked.map((a) => a.value)).toEqual([pageA, pageB]);
    expect(result.current.checking).toBe(true);

    await act(async () => asked[1].answer([issue('of B')]));
    expect(result.current.issues).toEqual([issue('of B')]);
    expect(result.current.checked).toBe(pageB);
    expect(result.current.checking).toBe(false);

    await act(async () => asked[0].answer([issue('of A')]));
    expect(result.current.issues).toEqual([issue('of B')]);
    expect(result.current.checked).toBe(pageB);
  });

  it('drops an older answer that arrives first: still checking until the newest answers', async () => {
    const { client, asked } = heldChecks();
    const { result } = await openAndEdit(client, pageA, pageB);
    await act(async () => asked[0].answer([issue('of A')]));
    expect(result.current.issues).toEqual([]);
    expect(result.current.checking).toBe(true);
    await act(async () => asked[1].answer([]));
    expect(result.current.checking).toBe(false);
  });

  it('sends only the last of edits made within 0.4 s', async () => {
    const { client, asked } = heldChecks();
    const { rerender } = renderHook(({ page }) => useLiveCheck(client, FILE, page), { initialProps: { page: pageA as unknown } });
    await act(async () => vi.advanceTimersByTime(200));
    rerender({ page: pageB });
    await act(async () => vi.advanceTimersByTime(200));
    rerender({ page: pageC });
    await act(async () => vi.advanceTimersByTime(399));
    expect(asked).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(asked.map((a) => a.value)).toEqual([pageC]);
  });

  it('a failed newest check ends "checking" and keeps the problems found before', async () => {
    const { client, asked } = heldChecks();
    const { result, rerender } = await openAndEdit(client, pageA);
    await act(async () => asked[0].answer([issue('of A')]));
    rerender({ page: pageB });
    await act(async () => vi.advanceTimersByTime(400));
    expect(result.current.checking).toBe(true);
    await act(async () => asked[1].fail());
    expect(result.current.checking).toBe(false);
    expect(result.current.checked).toBe(pageB);
    expect(result.current.issues).toEqual([issue('of A')]);
  });
});
