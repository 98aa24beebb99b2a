// The page's lease when the editor runs inside the admin (issue 39, "leases instead of silent
// overwrites"): opening a page takes it; it is renewed every few seconds while the tab is visible (and
// at once when the tab comes back), so a take-over reaches this tab within seconds; it is released when
// another page is opened or the tab is left (a keepalive request, which outlives the page and carries
// the CSRF token). Someone else holding it:
// the page is view-only, with their name and since when, and may be taken over. The server's words
// (src/admin/content/contentRoutes.ts heldMessage / takenOverMessage) are shown as they are.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HostedConfig } from './hosted.ts';

/**
 * Renewed this often while the tab is visible (the server lets a lease expire after 5 minutes): the renewal is
 * also how a take-over reaches this tab, within this time (the goal is 5 s). One small write per open tab.
 */
export const LEASE_RENEW_MS = 4_000;

export type LeaseState =
  | { status: 'none' }
  | { status: 'mine' }
  /** Someone else has the page open: view only, `message` says who and since when. */
  | { status: 'held'; message: string }
  /** Someone took the page over while it was open here: view only now. */
  | { status: 'taken'; message: string }
  | { status: 'error'; message: string };

export function useLease(config: HostedConfig | undefined, file: string | undefined): { state: LeaseState; takeOver(): void } {
  const [state, setState] = useState<LeaseState>({ status: 'none' });
  const mine = useRef(false);

  const send = useCallback(
    async (route: string, body: Record<string, unknown>, keepalive = false) => {
      const res = await fetch(`${config!.lease}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': config!.csrf },
        body: JSON.stringify(body),
        keepalive,
      });
      const answer = (await res.json().catch(() => ({}))) as { error?: string };
      return { ok: res.ok, conflict: res.status === 409, error: answer.error ?? `lỗi ${res.status}` };
    },
    [config],
  );

  /** Takes the lease (from someone else too with `takeOver`); the answer says whose the page is now. */
  const take = useCallback(
    (takeOver: boolean) => {
      if (!config || !file) return;
      send('', { file, takeOver }).then(
        (answer) => {
          mine.current = answer.ok;
          setState(answer.ok ? { status: 'mine' } : answer.conflict ? { status: 'held', message: answer.error } : { status: 'error', message: answer.error });
        },
        (error: Error) => setState({ status: 'error', message: error.message }),
      );
    },
    [config, file, send],
  );

  useEffect(() => {
    if (!config || !file) return;
    take(false);
    const renew = () => {
      if (!mine.current || document.visibilityState !== 'visible') return;
      send('/renew', { file }).then(
        (answer) => {
          if (answer.ok) return;
          mine.current = false;
          setState(answer.conflict ? { status: 'taken', message: answer.error } : { status: 'error', message: answer.error });
        },
        () => {}, // offline for a moment: the next renewal tries again
      );
    };
    const release = () => {
      if (!mine.current) return;
      mine.current = false;
      void send('/release', { file }, true).catch(() => {});
    };
    const onVisible = () => document.visibilityState === 'visible' && renew();
    // Back from the browser's page cache after a release: taken again.
    const onShow = (event: PageTransitionEvent) => event.persisted && take(false);
    const timer = setInterval(renew, LEASE_RENEW_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', release);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [config, file, send, take]);

  return { state, takeOver: () => take(true) };
}
