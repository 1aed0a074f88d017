import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';

/** The page's clock and states, run in Node with a clock the test moves. */
interface Playback {
  state(): number;
  currentTime(): number;
  duration(): number;
  play(): void;
  pause(): void;
  stop(): void;
  seekTo(seconds: number): void;
  cue(): void;
}
const source = readFileSync(new URL('./static/playback.js', import.meta.url), 'utf8');
const scope: { TenfootPlayback?: { createPlayback(options: object): Playback } } = {};
new Function('window', source)(scope);
const { createPlayback } = scope.TenfootPlayback!;

const [UNSTARTED, ENDED, PLAYING, PAUSED, BUFFERING, CUED] = [-1, 0, 1, 2, 3, 5];

let now = 0;
let timers: { at: number; fn: () => void; id: number }[] = [];
let changes: number[] = [];
let serial = 0;
function advance(ms: number): void {
  const end = now + ms;
  for (;;) {
    const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
    if (!due) break;
    timers = timers.filter((t) => t !== due);
    now = due.at;
    due.fn();
  }
  now = end;
}

function make(options: Partial<{ duration: number; live: boolean; liveElapsed: number; start: number; speed: number; startDelayMs: number; seekDelayMs: number }> = {}): Playback {
  const player: Playback = createPlayback({
    duration: 7,
    live: false,
    liveElapsed: 0,
    start: 0,
    speed: 1,
    startDelayMs: 300,
    seekDelayMs: 1000,
    ...options,
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const id = ++serial;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimer: (id: number) => {
      timers = timers.filter((t) => t.id !== id);
    },
    onChange: (changed: boolean) => {
      if (changed) changes.push(player.state());
    },
  });
  return player;
}

beforeEach(() => {
  now = 1_000_000;
  timers = [];
  changes = [];
});

describe('embed playback', () => {
  it('starts unstarted, buffers on play, plays in wall time and ends at the duration with the clock stopped', () => {
    const p = make();
    expect([p.state(), p.currentTime(), p.duration()]).toEqual([UNSTARTED, 0, 7]);
    p.play();
    expect(p.state()).toBe(BUFFERING);
    advance(299);
    expect(p.state()).toBe(BUFFERING);
    advance(1);
    expect(p.state()).toBe(PLAYING);
    advance(2500);
    expect(p.currentTime()).toBeCloseTo(2.5);
    advance(4500);
    expect([p.state(), p.currentTime()]).toEqual([ENDED, 7]);
    advance(10_000);
    expect(p.currentTime()).toBe(7);
    expect(changes).toEqual([BUFFERING, PLAYING, ENDED]);
  });

  it('runs faster with a speed, and buffers for the latency when it is longer', () => {
    const p = make({ speed: 10, startDelayMs: 800 });
    p.play();
    advance(799);
    expect(p.state()).toBe(BUFFERING);
    advance(1);
    advance(500);
    expect(p.currentTime()).toBeCloseTo(5);
    advance(200);
    expect(p.state()).toBe(ENDED);
  });

  it('pauses and resumes without buffering; the time stands while paused', () => {
    const p = make({ duration: 600 });
    p.play();
    advance(300 + 10_000);
    p.pause();
    expect([p.state(), p.currentTime()]).toEqual([PAUSED, 10]);
    advance(60_000);
    expect(p.currentTime()).toBe(10);
    p.play();
    expect(p.state()).toBe(PLAYING);
    advance(1000);
    expect(p.currentTime()).toBeCloseTo(11);
  });

  it('seeks with a buffering of the seek delay, back to playing, or to paused when it was paused', () => {
    const p = make({ duration: 600 });
    p.play();
    advance(300);
    p.seekTo(100);
    expect([p.state(), p.currentTime()]).toEqual([BUFFERING, 100]);
    advance(1000);
    expect(p.state()).toBe(PLAYING);
    p.pause();
    p.seekTo(200);
    advance(1000);
    expect([p.state(), p.currentTime()]).toEqual([PAUSED, 200]);
    // From unstarted a seek plays (the reference's seekTo).
    const q = make({ duration: 600 });
    q.seekTo(30);
    advance(1000);
    expect([q.state(), q.currentTime()]).toEqual([PLAYING, 30]);
  });

  it('clamps seeks to 0..duration; a seek to the end ends it; play after the end starts over', () => {
    const p = make({ duration: 60 });
    p.seekTo(-5);
    expect(p.currentTime()).toBe(0);
    advance(1000);
    p.seekTo(999);
    expect([p.state(), p.currentTime()]).toEqual([ENDED, 60]);
    p.play();
    expect([p.state(), p.currentTime()]).toEqual([BUFFERING, 0]);
  });

  it('starts at the start parameter, clamped to the duration', () => {
    expect(make({ start: 42, duration: 60 }).currentTime()).toBe(42);
    expect(make({ start: 420, duration: 60 }).currentTime()).toBe(60);
  });

  it('stops to cued at 0, and plays again from there', () => {
    const p = make({ duration: 60 });
    p.play();
    advance(5300);
    p.stop();
    expect([p.state(), p.currentTime()]).toEqual([CUED, 0]);
    p.play();
    advance(300);
    expect(p.state()).toBe(PLAYING);
  });

  it('live: no duration, the time is the seconds since the stream started, joined at its edge, never ending', () => {
    const p = make({ live: true, liveElapsed: 3000, speed: 50 });
    expect(p.duration()).toBe(0);
    advance(10_000);
    p.play();
    advance(300);
    expect(p.currentTime()).toBeCloseTo(3010.3);
    advance(24 * 3600 * 1000);
    expect(p.state()).toBe(PLAYING);
    expect(p.currentTime()).toBeCloseTo(3010.3 + 24 * 3600);
    // A seek past the edge lands on the edge.
    p.seekTo(1e9);
    expect(p.currentTime()).toBeCloseTo(3010.3 + 24 * 3600);
  });
});
