import { describe, expect, it } from 'vitest';
import { keyFrames } from './keyFrames.ts';

/** A renderer main thread: its name, then complete ('X') events at [ts, ts + dur] in µs. */
function renderer(pid: number, events: { name: string; ts: number; dur: number; type?: string }[]) {
  return [
    { name: 'thread_name', ph: 'M', ts: 0, pid, tid: pid, args: { name: 'CrRendererMain' } },
    ...events.map((e) => ({ name: e.name, ph: 'X', ts: e.ts, dur: e.dur, pid, tid: pid, args: e.type ? { data: { type: e.type } } : {} })),
  ];
}

describe('keyFrames', () => {
  it('counts the work from a keydown to the end of the next commit, idle time left out', () => {
    const trace = renderer(1, [
      { name: 'RunTask', ts: 1_000, dur: 3_000 },
      { name: 'EventDispatch', ts: 1_000, dur: 2_000, type: 'keydown' },
      // idle from 4 ms to 10 ms: waiting for vsync
      { name: 'RunTask', ts: 10_000, dur: 5_000 },
      { name: 'Commit', ts: 14_000, dur: 1_000 },
    ]);
    expect(keyFrames(JSON.stringify({ traceEvents: trace }))).toEqual([{ workMs: 8, wallMs: 14, handlerMs: 2 }]);
  });

  it('reads the renderer that saw the key presses, whatever order the trace lists renderers in', () => {
    const otherPage = renderer(2, [
      { name: 'RunTask', ts: 500, dur: 1_000 },
      { name: 'Commit', ts: 1_000, dur: 500 },
    ]);
    const pressed = renderer(1, [
      { name: 'RunTask', ts: 1_000, dur: 2_000 },
      { name: 'EventDispatch', ts: 1_000, dur: 1_000, type: 'keydown' },
      { name: 'Commit', ts: 2_000, dur: 1_000 },
    ]);
    const frames = keyFrames(JSON.stringify({ traceEvents: [...otherPage, ...pressed] }));
    expect(frames).toEqual([{ workMs: 2, wallMs: 2, handlerMs: 1 }]);
  });
});
