// What a page load costs the main thread, read from a Chromium trace by CPU time: each task's
// thread time (`tdur`), which leaves out the time the thread waited for a core. On this 2-core
// machine a task's wall time also holds the browser's and network's turns, so Lighthouse (which
// multiplies wall time by 4) moves by ±5 points run to run; thread time tells variants apart.

/** The fields of Chromium trace events this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadFigures {
  /** Thread time of the page's main-thread tasks before its first contentful paint, ms. */
  beforeFcpMs: number;
  /** … from the first contentful paint to the end of the trace, ms. */
  afterFcpMs: number;
  /** Blocking time after the first contentful paint on a 4× slower phone: Σ max(0, 4 × task − 50 ms). */
  blockingAt4xMs: number;
  /** The longest task after the first contentful paint, ms. */
  longestAfterFcpMs: number;
}

const TASK = 'ThreadControllerImpl::RunTask';
export const PHONE_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** The page's renderer is the process that reported its first contentful paint; its main thread is CrRendererMain. */
export function mainThreadFigures(events: readonly TraceEvent[]): MainThreadFigures {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const mainThread = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === fcp.pid && event.args?.name === 'CrRendererMain');
  if (!mainThread) throw new Error('the trace has no main thread for the page');
  const tasks = events.filter((event) => event.ph === 'X' && event.name === TASK && event.pid === fcp.pid && event.tid === mainThread.tid);
  const ms = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  const after = tasks.filter((task) => task.ts >= fcp.ts).map(ms);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    beforeFcpMs: sum(tasks.filter((task) => task.ts < fcp.ts).map(ms)),
    afterFcpMs: sum(after),
    blockingAt4xMs: sum(after.map((value) => Math.max(0, PHONE_SLOWDOWN * value - LONG_TASK_MS))),
    longestAfterFcpMs: Math.max(0, ...after),
  };
}
