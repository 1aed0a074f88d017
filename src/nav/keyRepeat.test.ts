import { describe, expect, it } from 'vitest';
import { KeyRepeatGate } from './keyRepeat.ts';

describe('held-key gate', () => {
  it('lets the first press through at once', () => {
    expect(new KeyRepeatGate().allow(0, false, false)).toBe(true);
  });

  it('throttles repeats and accelerates the longer the key is held', () => {
    const gate = new KeyRepeatGate({ initialGap: 200, fastestGap: 50, rampMs: 2000 });
    gate.allow(0, false, true);
    const moves: number[] = [];
    // the OS sends a repeat every 30 ms for 4 s
    for (let t = 30; t <= 4000; t += 30) if (gate.allow(t, true, true)) moves.push(t);
    const gaps = moves.slice(1).map((m, i) => m - moves[i]!);
    expect(moves.length).toBeLessThan(4000 / 30); // far fewer moves than repeats
    expect(gaps[0]).toBeGreaterThanOrEqual(180);
    expect(gaps[gaps.length - 1]).toBeLessThanOrEqual(60); // fully accelerated
  });

  it('drops a repeat while the previous move is not painted', () => {
    const gate = new KeyRepeatGate({ initialGap: 10, fastestGap: 10, rampMs: 1 });
    gate.allow(0, false, true);
    expect(gate.allow(100, true, false)).toBe(false);
    expect(gate.allow(101, true, true)).toBe(true);
  });

  it('a new press after release starts slow again', () => {
    const gate = new KeyRepeatGate({ initialGap: 200, fastestGap: 50, rampMs: 1000 });
    gate.allow(0, false, true);
    for (let t = 30; t < 3000; t += 30) gate.allow(t, true, true);
    expect(gate.gapAfter(0)).toBe(200);
    expect(gate.allow(5000, false, true)).toBe(true);
    expect(gate.allow(5100, true, true)).toBe(false);
  });
});
