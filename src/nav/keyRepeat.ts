/**
 * Held keys (in the spirit of Enact's Accelerator): the first press moves at once; while the key
 * is held, repeats are let through at a rate that speeds up the longer it is held. A repeat is
 * also dropped while the previous move has not been painted yet, so a held arrow never queues
 * more moves than the screen can draw, and releasing the key stops at once (nothing is queued).
 */
export interface RepeatPolicy {
  /** Gap between moves at the start of a hold, ms. */
  initialGap: number;
  /** Gap once fully accelerated, ms. */
  fastestGap: number;
  /** How long a hold takes to reach full speed, ms. */
  rampMs: number;
}

export const defaultRepeatPolicy: RepeatPolicy = { initialGap: 180, fastestGap: 60, rampMs: 2000 };

export class KeyRepeatGate {
  private holdStart = 0;
  private lastMove = -Infinity;

  constructor(private readonly policy: RepeatPolicy = defaultRepeatPolicy) {}

  /** The gap required between moves after holding for `heldMs`. */
  gapAfter(heldMs: number): number {
    const t = Math.min(1, heldMs / this.policy.rampMs);
    return this.policy.initialGap + (this.policy.fastestGap - this.policy.initialGap) * t;
  }

  /**
   * Whether this keydown may move focus. `repeat` is the event's auto-repeat flag; `painted`
   * says the last move has reached the screen.
   */
  allow(now: number, repeat: boolean, painted: boolean): boolean {
    if (!repeat) {
      this.holdStart = now;
      this.lastMove = now;
      return true;
    }
    if (!painted) return false;
    if (now - this.lastMove < this.gapAfter(now - this.holdStart)) return false;
    this.lastMove = now;
    return true;
  }
}
