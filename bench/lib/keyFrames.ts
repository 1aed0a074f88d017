/**
 * Reads a Chrome trace and measures, for every key press, the work the renderer's main thread did
 * from the keydown until the frame showing its result was committed: the handler, the style,
 * layout, paint and commit of that frame, and anything else that ran in between. Idle time spent
 * waiting for the display's next vsync is not work and is left out, so the figure compares with a
 * 60 Hz frame budget whatever the vsync phase the key happened to land on.
 */
/** A Chrome trace event, as much of it as the key-press tools read. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

export interface KeyFrame {
  /** Main-thread work from keydown to the end of the commit of the frame that shows it, in ms. */
  workMs: number;
  /** Wall clock from keydown to the end of that commit, in ms. */
  wallMs: number;
  /** The keydown handlers alone, in ms. */
  handlerMs: number;
}

export function keyFrames(traceJson: string): KeyFrame[] {
  const parsed = JSON.parse(traceJson) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  // The trace holds every renderer of the browser (other pages, the phone's): the page pressed is
  // the one whose main thread saw the key presses.
  const isKeydown = (e: TraceEvent) => e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === 'keydown';
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const keydownsOn = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && isKeydown(e)).length;
  const main = mains.map((m) => ({ m, keys: keydownsOn(m) })).sort((a, b) => b.keys - a.keys)[0]?.m;
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const commits = onMain.filter((e) => e.name === 'Commit');
  const keydowns = onMain.filter(isKeydown);
  const frames: KeyFrame[] = [];
  for (const key of keydowns) {
    const handled = key.ts + (key.dur ?? 0);
    const commit = commits.find((c) => c.ts >= handled);
    if (!commit) continue;
    const end = commit.ts + (commit.dur ?? 0);
    let work = 0;
    for (const task of tasks) {
      if (task.ts > end) break;
      const from = Math.max(task.ts, key.ts);
      const to = Math.min(task.ts + (task.dur ?? 0), end);
      if (to > from) work += to - from;
    }
    frames.push({ workMs: work / 1000, wallMs: (end - key.ts) / 1000, handlerMs: (key.dur ?? 0) / 1000 });
  }
  return frames;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Categories that carry RunTask, EventDispatch and Commit on the renderer's main thread. */
export const KEY_FRAME_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
