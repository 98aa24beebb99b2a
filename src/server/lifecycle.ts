// How long the site server lets a client take, and how it stops: a slow or stalled client is cut
// after a few seconds, and on shutdown idle connections close at once, requests under way get a
// short grace period to finish, then every connection left is closed. The whole shutdown ends
// within SHUTDOWN_DEADLINE_MS, under the time Docker waits before SIGKILL (STOP_GRACE_MS).
import http from 'node:http';

export interface ServerTimeouts {
  /** The request line and headers must arrive within this (a slow-header client is cut). */
  headersMs: number;
  /** The whole request, body included, within this (a slow-body client is cut; a lead is ≤ 16 KB). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** A connection with no traffic either way (a client that stops reading an answer) is closed after this. */
  idleMs: number;
  /**
   * How often Node looks for connections past `headersMs`/`requestMs`. Node's default (30 s) lets a
   * slow client stay up to 30 s past its limit.
   */
  checkIntervalMs: number;
}

/** Suited to a small site: pages and API answers take milliseconds; a domain check at most DOMAIN_CHECK_TIMEOUT_MS (8 s). */
export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 30_000, checkIntervalMs: 1_000 };

/** `docker stop` (and Compose's default stop_grace_period) sends SIGKILL this long after SIGTERM. */
export const STOP_GRACE_MS = 10_000;

/**
 * On SIGTERM/SIGINT, requests under way and lead deliveries in flight get this long to finish;
 * then the connections left are closed and the deliveries aborted (sent again after the restart).
 */
export const SHUTDOWN_GRACE_MS = 5_000;

/**
 * The process exits by this time after the signal whatever is still running (a database that does
 * not answer): after the grace, up to 3 s to record the deliveries' outcomes and close the database,
 * and 2 s to spare before Docker's SIGKILL.
 */
export const SHUTDOWN_DEADLINE_MS = 8_000;

/**
 * Runs the shutdown `steps` and ends the process: code 0 when they finished, 1 when one failed
 * (`onError`) or they were still running at `deadlineMs` (`onDeadline`).
 */
export function exitAfter(
  steps: () => Promise<void>,
  { deadlineMs = SHUTDOWN_DEADLINE_MS, onDeadline, onError }: { deadlineMs?: number; onDeadline: () => void; onError: (error: unknown) => void },
): void {
  setTimeout(() => {
    onDeadline();
    process.exit(1);
  }, deadlineMs).unref();
  steps().then(
    () => process.exit(0),
    (error: unknown) => {
      onError(error);
      process.exit(1);
    },
  );
}

export interface GracefulServer extends http.Server {
  /**
   * Stops accepting connections and closes idle ones at once; requests under way may finish within
   * `graceMs` (each one's connection closes after its answer), then every connection left (slow
   * clients included) is closed. Resolves when the server has closed.
   */
  closeGracefully(graceMs?: number): Promise<void>;
}

/** An HTTP server for `handler` with `timeouts`. */
export function createHttpServer(handler: http.RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): GracefulServer {
  const server = http.createServer({
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
  });
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.setTimeout(timeouts.idleMs);

  const open = new Set<http.ServerResponse>();
  let closing: Promise<void> | undefined;
  // Answered during shutdown: the connection closes after this answer instead of waiting for another request.
  const finishLast = (res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    res.once('finish', () => server.closeIdleConnections());
  };
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
    if (closing) finishLast(res);
  });
  // After the listener above, so a request is tracked before the handler can answer it.
  server.on('request', handler);

  return Object.assign(server, {
    closeGracefully: (graceMs = SHUTDOWN_GRACE_MS) =>
      (closing ??= new Promise<void>((resolve) => {
        for (const res of open) finishLast(res);
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      })),
  });
}
