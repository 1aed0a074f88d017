/** The emulator's notion of "now". Tests move it forward instead of sleeping. */
export interface Clock {
  now(): number;
  /** Moves emulated time forward; real time keeps flowing underneath. */
  advance(ms: number): void;
}

export function createClock(start: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => start() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}
