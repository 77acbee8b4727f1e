// What a page costs the browser's main thread while it starts, read from a Chromium trace: the
// tasks the renderer's main thread ran (RunTask), the JavaScript among them, and a CPU profile
// sampled during the same run to say whose code it was. Used by the start-up budget
// (tests/e2e/main-thread.test.ts) and by `npm run bench:main-thread`. Times are the thread's own
// CPU time where the trace has it (a task waiting for a core on a busy machine does not count),
// else wall time.

/** The events through which the main thread runs JavaScript (compiling included). */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'v8.compile',
  'v8.compileModule',
  'V8.Execute',
]);

interface TraceEvent {
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tts?: number;
  tdur?: number;
  ph: string;
  name: string;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string };
}

export interface MainThreadTask {
  /** From the navigation's start, ms. */
  start: number;
  /** Wall time, ms. */
  wall: number;
  /** The thread's CPU time, ms (wall time when the trace has none). */
  cpu: number;
}

export interface MainThreadReport {
  /** Every task the main thread ran from the navigation on, ms of CPU time. */
  tasksMs: number;
  /** JavaScript (evaluating, compiling, calling in), ms of CPU time. */
  scriptingMs: number;
  /** The longest task, ms of CPU time. */
  longestTaskMs: number;
  /**
   * What Lighthouse's mobile preset would count as blocking if each task took four times as long
   * (its simulated phone): the part of each task over 50 ms, summed. A rough guide, not its figure.
   */
  blockingAt4xMs: number;
  tasks: MainThreadTask[];
  /** Sampled CPU time by script address (the page's own, '(program)' for the browser's work). */
  byUrl: { url: string; ms: number }[];
  /** The functions that took most sampled time themselves. */
  topFunctions: { name: string; url: string; ms: number }[];
  /** Console errors and uncaught exceptions (a hydration mismatch among them) seen meanwhile. */
  errors: string[];
}

const ms = (us: number) => us / 1000;

/** The length of the union of [start, end) intervals. */
function unionLength(intervals: [number, number][]): number {
  const sorted = intervals.toSorted((a, b) => a[0] - b[0]);
  let total = 0;
  let [from, to] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const [start, end] of sorted) {
    if (start > to) {
      if (to > from) total += to - from;
      [from, to] = [start, end];
    } else to = Math.max(to, end);
  }
  if (to > from) total += to - from;
  return total;
}

const shortUrl = (url: string, origin: string) =>
  url.startsWith(origin) ? url.slice(origin.length).replace(/-[\w-]{8}\.js$/, '.js') || '/' : url;

/** Reads a trace recorded with `traceCategories` of a page at `origin`. */
export function analyseTrace(json: string, origin: string): Omit<MainThreadReport, 'errors'> {
  const parsed = JSON.parse(json) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The renderer that ran the page: the main thread whose scripts came from its origin most often.
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    const url = e.args?.data?.['url'];
    if (mainThreads.has(key) && typeof url === 'string' && url.startsWith(origin))
      counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const main = [...counts].toSorted((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error(`no renderer ran ${origin} in the trace`);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const navigation = onMain.find(
    (e) =>
      e.name === 'navigationStart' && String(e.args?.data?.['documentLoaderURL'] ?? '').startsWith(origin),
  );
  const t0 = navigation?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const complete = onMain.filter((e) => e.ph === 'X' && e.ts >= t0 && typeof e.dur === 'number');

  const cpuOf = (e: TraceEvent) => (typeof e.tdur === 'number' ? e.tdur : (e.dur ?? 0));
  const taskEvents = complete.filter((e) => e.name === 'RunTask');
  const tasks = taskEvents.map((e) => ({ start: ms(e.ts - t0), wall: ms(e.dur ?? 0), cpu: ms(cpuOf(e)) }));
  const script = complete.filter((e) => SCRIPT_EVENTS.has(e.name));
  // Thread clock where every event has one, else the wall clock: nested events counted once.
  const threadClock = script.every((e) => typeof e.tts === 'number' && typeof e.tdur === 'number');
  const scriptingMs = ms(
    unionLength(
      script.map((e) => (threadClock ? [e.tts!, e.tts! + e.tdur!] : [e.ts, e.ts + (e.dur ?? 0)])) as [
        number,
        number,
      ][],
    ),
  );

  // The sampled profile of the same thread: self time by address and by function. A worker of the
  // page (the Intl warm-up) has a profile of its own in the same process: it is left out.
  const [pid, tid] = main.split(':').map(Number);
  const nodes = new Map<number, ProfileNode>();
  const byUrl = new Map<string, number>();
  const byFunction = new Map<string, { name: string; url: string; ms: number }>();
  const profiles = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid || e.name !== 'Profile' || !e.id) continue;
    profiles.set(e.id, Number(e.args?.data?.['startTime'] ?? e.ts));
  }
  for (const [id, startTime] of profiles) {
    let time = startTime;
    const chunks = events.filter((e) => e.pid === pid && e.name === 'ProfileChunk' && e.id === id);
    for (const chunk of chunks) {
      const data = chunk.args?.data as
        { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const samples = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      for (let i = 0; i < samples.length; i++) {
        time += deltas[i] ?? 0;
        const next = deltas[i + 1] ?? 0;
        const node = nodes.get(samples[i]!);
        if (!node || time < t0 || node.callFrame.functionName === '(idle)') continue;
        const url = node.callFrame.url ? shortUrl(node.callFrame.url, origin) : node.callFrame.functionName;
        byUrl.set(url, (byUrl.get(url) ?? 0) + ms(next));
        const name = node.callFrame.functionName || '(anonymous)';
        const key = `${name} ${url}`;
        const entry = byFunction.get(key) ?? { name, url, ms: 0 };
        entry.ms += ms(next);
        byFunction.set(key, entry);
      }
    }
  }
  return {
    tasksMs: tasks.reduce((sum, t) => sum + t.cpu, 0),
    scriptingMs,
    longestTaskMs: Math.max(0, ...tasks.map((t) => t.cpu)),
    blockingAt4xMs: tasks.reduce((sum, t) => sum + Math.max(0, 4 * t.cpu - 50), 0),
    tasks,
    byUrl: [...byUrl]
      .map(([url, total]) => ({ url, ms: total }))
      .toSorted((a, b) => b.ms - a.ms)
      .slice(0, 15),
    topFunctions: [...byFunction.values()].toSorted((a, b) => b.ms - a.ms).slice(0, 15),
  };
}
