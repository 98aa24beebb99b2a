import { describe, expect, it } from 'vitest';
import { mainThreadFigures, type TraceEvent } from '../../scripts/lib/mainThread.ts';

const PAGE = 7;
const MAIN = 1;
const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const task = (ts: number, wallMs: number, threadMs: number, pid = PAGE, tid = MAIN): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: wallMs * 1000,
  tdur: threadMs * 1000,
});

describe('mainThreadFigures', () => {
  const events: TraceEvent[] = [
    meta(PAGE, MAIN, 'CrRendererMain'),
    meta(PAGE, 2, 'Compositor'),
    meta(3, 1, 'CrRendererMain'), // another renderer (an extension page, another tab)
    task(1_000, 40, 30),
    task(2_000, 10, 10),
    { name: 'firstContentfulPaint', ph: 'R', pid: PAGE, tid: MAIN, ts: 5_000 },
    task(6_000, 90, 20), // waited for a core: 90 ms of wall time, 20 of work
    task(7_000, 12, 12),
    task(8_000, 5, 5),
    task(6_500, 500, 500, PAGE, 2), // not the main thread
    task(6_500, 500, 500, 3, 1), // not the page's renderer
  ];

  it('splits the main thread’s work at the first contentful paint, by thread time', () => {
    const figures = mainThreadFigures(events);
    expect(figures.beforeFcpMs).toBe(40);
    expect(figures.afterFcpMs).toBe(37);
    expect(figures.longestAfterFcpMs).toBe(20);
  });

  it('counts blocking on a 4× slower phone from tasks over 12.5 ms of work', () => {
    // 4 × 20 − 50 = 30; 4 × 12 = 48 and 4 × 5 = 20 block nothing.
    expect(mainThreadFigures(events).blockingAt4xMs).toBe(30);
  });

  it('falls back to wall time for events without thread time', () => {
    const withoutThreadTime = events.map(({ tdur: _tdur, ...event }) => event);
    expect(mainThreadFigures(withoutThreadTime).afterFcpMs).toBe(107);
  });

  it('refuses a trace without the page’s first contentful paint or main thread', () => {
    expect(() => mainThreadFigures(events.filter((event) => event.name !== 'firstContentfulPaint'))).toThrow(/first contentful paint/);
    expect(() => mainThreadFigures(events.filter((event) => event.ph !== 'M'))).toThrow(/main thread/);
  });
});
