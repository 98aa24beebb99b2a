// The signed-in person's own sessions (access.ts: any signed-in user, their own rows): the page, ending one
// other session, ending all others. Only one's own, and never the current one (that is signing out); each end audited.
import type { Request, Response } from 'express';
import { rowsOf } from './access.ts';
import type { Accounts, Session, SessionTimeouts } from './accounts.ts';
import type { Audit } from './auditActions.ts';
import { SESSION_MESSAGES, sessionsPage } from './sessionsPage.ts';
import { sendPage } from './pages.ts';
import type { RouteHandlers } from './routes.ts';
import { shownMinute } from './time.ts';

const locals = (res: Response) => res.locals as { session: Session; sessionId: string };

export function sessionHandlers({ accounts, audit, now, timeouts }: { accounts: Accounts; audit: Audit; now: () => number; timeouts: SessionTimeouts }) {
  const page = async (res: Response, notice: { message?: string; error?: string }) => {
    const { session, sessionId } = locals(res);
    return sessionsPage({
      sessions: await accounts.sessionsOf(rowsOf('GET /phien-dang-nhap', session).userId, now(), sessionId),
      csrf: session.csrf,
      idleMinutes: Math.round(timeouts.idleMs / 60_000),
      maxHours: Math.round(timeouts.absoluteMs / 3_600_000),
      ...notice,
    });
  };
  /** What the address says after a form (post/redirect/get). */
  const noticeOf = (req: Request) => {
    const { 'thong-bao': said, 'da-ket-thuc-khac': others } = req.query;
    if (said === 'het-roi') return { error: SESSION_MESSAGES.gone };
    if (said === 'da-ket-thuc') return { message: SESSION_MESSAGES.ended };
    return typeof others === 'string' ? { message: SESSION_MESSAGES.endedOthers(Number(others) || 0) } : {};
  };

  return {
    'GET /phien-dang-nhap': [async (req, res) => void sendPage(res, await page(res, noticeOf(req)))],
    'POST /phien-dang-nhap/ket-thuc': [
      async (req, res) => {
        const { session, sessionId } = locals(res);
        const { phien: handle } = req.body;
        const { userId } = rowsOf('POST /phien-dang-nhap/ket-thuc', session);
        const ended = (await accounts.sessionsOf(userId, now(), sessionId)).find((s) => s.handle === handle && !s.current);
        if (!ended || !(await accounts.endSessionOf(userId, handle))) return res.redirect(303, '/phien-dang-nhap?thong-bao=het-roi');
        await audit(req, 'end-session', { detail: `${ended.device || 'không rõ thiết bị'}, đăng nhập lúc ${shownMinute(ended.startedAt)}` });
        res.redirect(303, '/phien-dang-nhap?thong-bao=da-ket-thuc');
      },
    ],
    'POST /phien-dang-nhap/ket-thuc-khac': [
      async (req, res) => {
        const { session, sessionId } = locals(res);
        const count = await accounts.endOtherSessions(rowsOf('POST /phien-dang-nhap/ket-thuc-khac', session).userId, sessionId, now());
        await audit(req, 'end-other-sessions', { detail: String(count) });
        res.redirect(303, `/phien-dang-nhap?da-ket-thuc-khac=${count}`);
      },
    ],
  } satisfies Partial<RouteHandlers>;
}
