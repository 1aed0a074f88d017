/** A trace event as Chromium writes it, with what EventLatency's slices carry. */
export interface LatencyTraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: { event_latency?: { event_type?: string } };
}

/** An async slice of a trace: its name, the id that ties a stage to its press, start and length (µs). */
export interface LatencySlice {
  name: string;
  key: string;
  ts: number;
  dur: number;
  type?: string;
}

/** The trace's async slices (begin/end pairs), each with the id that ties a stage to its press. */
export function asyncSlices(events: LatencyTraceEvent[]): LatencySlice[] {
  const open = new Map<string, LatencyTraceEvent>();
  const slices: LatencySlice[] = [];
  for (const e of events.filter((x) => x.ph === 'b' || x.ph === 'e').sort((a, b) => a.ts - b.ts)) {
    const key = `${e.id2?.local ?? e.id2?.global ?? e.id}|${e.cat}`;
    const pair = `${key}|${e.name}`;
    if (e.ph === 'b') open.set(pair, e);
    else {
      const begin = open.get(pair);
      if (!begin) continue;
      open.delete(pair);
      slices.push({ name: e.name, key, ts: begin.ts, dur: e.ts - begin.ts, type: begin.args?.event_latency?.event_type });
    }
  }
  return slices;
}

/** The key presses' EventLatency slices, in order. */
export const keyPresses = (slices: LatencySlice[]) => slices.filter((s) => s.name === 'EventLatency' && s.type === 'KEY_PRESSED').sort((a, b) => a.ts - b.ts);

/** The stages of a press: its slices that share its id and lie within it. */
export const stagesOf = (press: LatencySlice, slices: LatencySlice[]) => slices.filter((s) => s !== press && s.key === press.key && s.ts >= press.ts && s.ts <= press.ts + press.dur);
