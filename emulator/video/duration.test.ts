import { describe, expect, it } from 'vitest';
import { isoDuration } from './duration.ts';

describe('isoDuration', () => {
  it.each([
    [7, 'PT7S'],
    [60, 'PT1M'],
    [61, 'PT1M1S'],
    [3600, 'PT1H'],
    [3601, 'PT1H1S'],
    [42780, 'PT11H53M'],
    [42840, 'PT11H54M'],
    [42843, 'PT11H54M3S'],
    [86400, 'P1D'],
    [86401, 'P1DT1S'],
    [93780, 'P1DT2H3M'],
    [3 * 86400 + 7, 'P3DT7S'],
    [0, 'P0D'],
  ])('%i s is %s', (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso);
  });

  it('rounds fractions to whole seconds and treats negatives as nothing', () => {
    expect(isoDuration(6.6)).toBe('PT7S');
    expect(isoDuration(0.4)).toBe('P0D');
    expect(isoDuration(-5)).toBe('P0D');
  });
});
