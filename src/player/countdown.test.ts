import { describe, expect, it } from 'vitest';
import { FakeScheduler } from '../../testing/fakeScheduler.ts';
import { startCountdown } from './countdown.ts';
import { playerErrorWords } from './errorWords.ts';

describe('startCountdown', () => {
  it('ticks 10 to 1, then calls done once', async () => {
    const clock = new FakeScheduler();
    const ticks: number[] = [];
    let done = 0;
    startCountdown(10, (left) => ticks.push(left), () => done++, clock);
    await clock.advance(9_999);
    expect(ticks).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(done).toBe(0);
    await clock.advance(1);
    expect(done).toBe(1);
    await clock.advance(5_000);
    expect(done).toBe(1);
  });

  it('a cancelled countdown never finishes', async () => {
    const clock = new FakeScheduler();
    let done = 0;
    const cancel = startCountdown(10, () => undefined, () => done++, clock);
    await clock.advance(3_000);
    cancel();
    await clock.advance(20_000);
    expect(done).toBe(0);
    expect(clock.pending()).toEqual([]);
  });
});

describe('playerErrorWords', () => {
  it('says what each error code means, and offers a retry only where one can help', () => {
    expect(playerErrorWords(101).text).toMatch(/owner does not allow/);
    expect(playerErrorWords(150)).toEqual(playerErrorWords(101));
    expect(playerErrorWords(100).text).toMatch(/removed|private/);
    expect(playerErrorWords(100).canRetry).toBe(false);
    expect(playerErrorWords(2).canRetry).toBe(true);
    expect(playerErrorWords(5).canRetry).toBe(true);
    expect(playerErrorWords(5).title).not.toBe(playerErrorWords(2).title);
    expect(playerErrorWords(77).text).toContain('77');
  });
});
