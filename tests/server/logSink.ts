// A pino destination for tests: every JSON log line the server writes, parsed, pushed onto `into`.
import { PassThrough } from 'node:stream';

export function jsonLogSink(into: Record<string, unknown>[]): PassThrough {
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) =>
    into.push(
      ...chunk
        .toString()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    ),
  );
  return sink;
}
