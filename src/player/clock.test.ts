import { describe, expect, it } from 'vitest';
import { formatClock, secondsLeft } from './clock.ts';

describe('secondsLeft', () => {
  it('adds up with the elapsed clock to the length shown', () => {
    for (const [elapsed, length] of [[1.4, 371], [0, 371.6], [369.99, 371], [12.5, 1329.2]] as const) {
      expect(Math.floor(elapsed) + secondsLeft(elapsed, length)).toBe(Math.floor(length));
    }
    expect(formatClock(secondsLeft(1.4, 371))).toBe('6:10');
  });

  it('is never below nothing, past the end', () => {
    expect(secondsLeft(400, 371)).toBe(0);
  });
});
