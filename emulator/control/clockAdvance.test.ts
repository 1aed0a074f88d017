import { describe, expect, it } from 'vitest';
import { MAX_AHEAD_MS, MAX_STEP_SECONDS, readAdvance } from './clockAdvance.ts';

const now = Date.UTC(2030, 0, 1);

describe('POST /emulator/clock/advance: what it accepts', () => {
  it('takes seconds as a number or its text, fractions and 0 included', () => {
    expect(readAdvance('{"seconds": 90}', now, now)).toEqual({ ms: 90_000 });
    expect(readAdvance('{"seconds": "1.5"}', now, now)).toEqual({ ms: 1500 });
    expect(readAdvance('{"seconds": 0}', now, now)).toEqual({ ms: 0 });
    expect(readAdvance(`{"seconds": ${MAX_STEP_SECONDS}}`, now, now)).toEqual({ ms: MAX_STEP_SECONDS * 1000 });
  });

  it.each(['{"seconds": 1e300}', '{"seconds": -1}', `{"seconds": ${MAX_STEP_SECONDS + 1}}`, '{"seconds": "Infinity"}', '{"seconds": "abc"}', '{"seconds": ""}', '{"seconds": null}', '{"seconds": [5]}', '{}', '', '[1]', '5', 'not json', '{"seconds":'])(
    'refuses %s',
    (body) => {
      expect(readAdvance(body, now, now)).toHaveProperty('error');
    },
  );

  it('keeps the clock within a century of the real time, however many steps', () => {
    expect(readAdvance('{"seconds": 86400}', now + MAX_AHEAD_MS - 1000, now)).toHaveProperty('error');
    expect(readAdvance('{"seconds": 1}', now + MAX_AHEAD_MS - 1000, now)).toEqual({ ms: 1000 });
  });
});
