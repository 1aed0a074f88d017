import { describe, expect, it } from 'vitest';
import {
  WireFormatError,
  durationToMillis,
  formatDuration,
  formatDurationParts,
  formatTimestamp,
  formatTimestampParts,
  isDuration,
  isUtcTimestamp,
  millisToDuration,
  parseDuration,
  parseDurationParts,
  parseTimestamp,
  parseTimestampParts,
} from './wireFormats.ts';

describe('durations (protobuf JSON: decimal seconds, at most 9 fractional digits, ending in s)', () => {
  it.each([
    ['900s', 900],
    ['0s', 0],
    ['1.5s', 1.5],
    ['0.000000001s', 1e-9],
    ['3.123456789s', 3.123456789],
    ['-2.5s', -2.5],
    ['315576000000s', 315_576_000_000],
  ])('parses %s', (text, seconds) => {
    expect(parseDuration(text)).toBeCloseTo(seconds, 9);
    expect(isDuration(text)).toBe(true);
  });

  it('keeps every nanosecond in parts, with the sign on both', () => {
    expect(parseDurationParts('3.123456789s')).toEqual({ seconds: 3, nanos: 123_456_789 });
    expect(parseDurationParts('-1.5s')).toEqual({ seconds: -1, nanos: -500_000_000 });
    expect(parseDurationParts('-0s')).toEqual({ seconds: 0, nanos: 0 });
  });

  it.each(['900', '15m', '1.1234567891s', '.5s', '1.s', ' 1s', '1s ', '1,5s', '+1s', '1e3s', '', 's', '315576000001s'])('rejects %j', (text) => {
    expect(() => parseDuration(text)).toThrow(WireFormatError);
    expect(isDuration(text)).toBe(false);
  });

  it('names the expected form in the error', () => {
    expect(() => parseDuration('15m')).toThrow(/ending in "s"/);
  });

  it.each([
    [900, '900s'],
    [1.5, '1.500s'],
    [0.000001, '0.000001s'],
    [1.000000001, '1.000000001s'],
    [0.25, '0.250s'],
    [-2.5, '-2.500s'],
    [0, '0s'],
    [1.9999999999, '2s'],
  ])('formats %d seconds canonically (0, 3, 6 or 9 digits) as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('formats parts and rejects inconsistent ones', () => {
    expect(formatDurationParts({ seconds: 3, nanos: 120_000_000 })).toBe('3.120s');
    expect(formatDurationParts({ seconds: -3, nanos: -1 })).toBe('-3.000000001s');
    expect(() => formatDurationParts({ seconds: 1, nanos: -1 })).toThrow(WireFormatError);
    expect(() => formatDurationParts({ seconds: 0, nanos: 1e9 })).toThrow(WireFormatError);
    expect(() => formatDuration(Number.NaN)).toThrow(WireFormatError);
  });

  it('round-trips through milliseconds', () => {
    expect(millisToDuration(15 * 60 * 1000)).toBe('900s');
    expect(durationToMillis('1.25s')).toBe(1250);
    for (const text of ['900s', '0.001s', '12.345678s', '7.000000007s']) expect(formatDurationParts(parseDurationParts(text))).toBe(text);
  });
});

describe('timestamps (RFC 3339 UTC with Z, at most 9 fractional digits)', () => {
  it('parses Z timestamps with 0 to 9 fractional digits', () => {
    expect(parseTimestamp('2030-01-01T20:00:00Z').toISOString()).toBe('2030-01-01T20:00:00.000Z');
    expect(parseTimestamp('2030-01-01T20:00:00.5Z').toISOString()).toBe('2030-01-01T20:00:00.500Z');
    expect(parseTimestampParts('2030-01-01T20:00:00.123456789Z')).toEqual({ seconds: 1_893_528_000, nanos: 123_456_789 });
    expect(isUtcTimestamp('2030-01-01T20:00:00.123456789Z')).toBe(true);
  });

  it('reads offsets (a tolerant reader) but only Z counts as the strict form', () => {
    expect(parseTimestamp('2030-01-01T21:30:00+01:30').toISOString()).toBe('2030-01-01T20:00:00.000Z');
    expect(parseTimestamp('2030-01-01T15:00:00-05:00').toISOString()).toBe('2030-01-01T20:00:00.000Z');
    expect(isUtcTimestamp('2030-01-01T21:00:00+01:00')).toBe(false);
  });

  it.each([
    '2030-01-01T20:00:00',
    '2030-01-01 20:00:00Z',
    '2030-01-01T20:00:00.1234567890Z',
    '2030-02-30T00:00:00Z',
    '2029-02-29T00:00:00Z',
    '2030-13-01T00:00:00Z',
    '2030-01-01T24:00:00Z',
    '2030-01-01T20:60:00Z',
    '2030-01-01T20:00:60Z',
    '2030-01-01T20:00:00+25:00',
    '0000-01-01T00:00:00Z',
    'yesterday',
  ])('rejects %j', (text) => {
    expect(() => parseTimestamp(text)).toThrow(WireFormatError);
    expect(isUtcTimestamp(text)).toBe(false);
  });

  it('accepts a leap day and the ends of the range', () => {
    expect(parseTimestamp('2028-02-29T12:00:00Z').getUTCDate()).toBe(29);
    expect(formatTimestampParts(parseTimestampParts('0001-01-01T00:00:00Z'))).toBe('0001-01-01T00:00:00Z');
    expect(formatTimestampParts(parseTimestampParts('9999-12-31T23:59:59.999999999Z'))).toBe('9999-12-31T23:59:59.999999999Z');
  });

  it('formats in UTC with Z and canonical fractional digits', () => {
    expect(formatTimestamp(new Date('2030-01-01T20:00:00.000Z'))).toBe('2030-01-01T20:00:00Z');
    expect(formatTimestamp(Date.UTC(2030, 0, 1, 20, 0, 0, 250))).toBe('2030-01-01T20:00:00.250Z');
    expect(formatTimestampParts({ seconds: 1_893_528_000, nanos: 1 })).toBe('2030-01-01T20:00:00.000000001Z');
    expect(formatTimestampParts({ seconds: 1_893_528_000, nanos: 120_000 })).toBe('2030-01-01T20:00:00.000120Z');
    expect(() => formatTimestampParts({ seconds: 0, nanos: -1 })).toThrow(WireFormatError);
    expect(() => formatTimestamp(Number.NaN)).toThrow(WireFormatError);
  });

  it('round-trips the nanoseconds the parts carry', () => {
    for (const text of ['2030-06-15T08:09:10.000000001Z', '1970-01-01T00:00:00Z', '1969-12-31T23:59:59.500Z']) {
      expect(formatTimestampParts(parseTimestampParts(text))).toBe(text);
    }
  });
});
