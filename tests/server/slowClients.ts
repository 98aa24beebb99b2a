// Raw TCP clients that hold a connection to a server the way slow or stalled peers do: headers a
// line at a time, a body a byte at a time, a kept-alive connection left idle, a connection that
// never sends anything. Each reports when the server closed it and what it answered.
import net from 'node:net';

export interface SlowClient {
  /**
   * Resolves when the server closes the connection: when (Date.now()), after how many ms from the
   * connection and from its first answer (undefined without one), and what it sent.
   */
  closed: Promise<{ at: number; afterMs: number; afterAnswerMs: number | undefined; received: string }>;
  /** Resolves when the connection is established. */
  connected: Promise<void>;
  /** Resolves when the server first sends something. */
  answered: Promise<void>;
  /** Stops sending and closes the connection from this side (cleanup). */
  stop(): void;
}

export type Kind = 'slow-headers' | 'slow-body' | 'idle-keep-alive' | 'silent';

const TRICKLE_MS = 100;

/** One client of `kind` to `url` (http://host:port). */
export function slowClient(url: string, kind: Kind): SlowClient {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const started = Date.now();
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  const trickle = (piece: () => string) => {
    timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(piece());
    }, TRICKLE_MS);
  };
  socket.on('connect', () => {
    if (kind === 'slow-headers') {
      socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n`);
      trickle(() => 'X-Slow: a\r\n');
    } else if (kind === 'slow-body') {
      socket.write(`POST /api/leads HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"needs":"`);
      trickle(() => 'a');
    } else if (kind === 'idle-keep-alive') {
      socket.write(`GET /robots.txt HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
    }
  });
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let answeredAt: number | undefined;
  const answered = new Promise<void>((resolve) =>
    socket.once('data', () => {
      answeredAt = Date.now();
      resolve();
    }),
  );
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  // A write racing the server's close may fail: the close is what is being measured.
  socket.on('error', () => {});
  const closed = new Promise<{ at: number; afterMs: number; afterAnswerMs: number | undefined; received: string }>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      const at = Date.now();
      resolve({ at, afterMs: at - started, afterAnswerMs: answeredAt === undefined ? undefined : at - answeredAt, received });
    }),
  );
  return {
    closed,
    connected,
    answered,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** `count` clients of `kind`. */
export const slowClients = (url: string, kind: Kind, count: number): SlowClient[] => Array.from({ length: count }, () => slowClient(url, kind));
