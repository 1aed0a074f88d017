import type { Scheduler } from '../auth/scheduler.ts';

/**
 * "Next in 10": counts whole seconds down and calls `done` at zero, unless cancelled first (any
 * key does that on the end screen). `tick` gets the seconds left, starting with the full count.
 */
export function startCountdown(seconds: number, tick: (left: number) => void, done: () => void, scheduler: Scheduler): () => void {
  let left = seconds;
  let handle: unknown;
  let cancelled = false;
  const step = () => {
    if (cancelled) return;
    if (left <= 0) {
      done();
      return;
    }
    tick(left);
    left--;
    handle = scheduler.setTimeout(step, 1000);
  };
  step();
  return () => {
    cancelled = true;
    scheduler.clearTimeout(handle);
  };
}
