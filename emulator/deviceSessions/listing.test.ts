import { describe, expect, it } from 'vitest';
import { RpcError } from './errors.ts';
import { parseFilter } from './listing.ts';
import { formatDurationMs, formatTimestampMs, parseDurationMs, parseTimestampMs } from './wireFormat.ts';

describe('list filter (session_state only)', () => {
  it('reads =, != and one kind of join', () => {
    expect(parseFilter('session_state=ACTIVE')('ACTIVE')).toBe(true);
    expect(parseFilter('session_state = "active"')('ACTIVE')).toBe(true);
    expect(parseFilter('session_state=ACTIVE OR session_state=PENDING')('PENDING')).toBe(true);
    expect(parseFilter('session_state!=FINISHED AND session_state!=ERROR')('ERROR')).toBe(false);
    expect(parseFilter('')('ERROR')).toBe(true);
  });

  it.each(['state=ACTIVE', 'session_state=NAPPING', 'session_state>ACTIVE', 'session_state=A OR session_state=B AND session_state=C'])('refuses %s', (filter) => {
    expect(() => parseFilter(filter)).toThrow(RpcError);
  });
});

describe("the emulator's own wire formats", () => {
  it('parses and writes durations and timestamps in their protobuf JSON forms, UTC with Z', () => {
    expect(parseDurationMs('1.000000001s')).toBeCloseTo(1000.000001, 6);
    expect(parseDurationMs('90')).toBeUndefined();
    expect(formatDurationMs(1500)).toBe('1.500s');
    expect(formatDurationMs(600_000)).toBe('600s');
    expect(parseTimestampMs('2030-01-01T00:00:00.123456789Z')).toBe(Date.UTC(2030, 0, 1, 0, 0, 0, 123));
    expect(parseTimestampMs('2030-01-01T00:00:00+01:00')).toBeUndefined();
    expect(parseTimestampMs('2030-04-31T00:00:00Z')).toBeUndefined();
    expect(formatTimestampMs(Date.UTC(2030, 0, 1))).toBe('2030-01-01T00:00:00Z');
    expect(formatTimestampMs(Date.UTC(2030, 0, 1, 0, 0, 0, 5))).toBe('2030-01-01T00:00:00.005Z');
  });
});
