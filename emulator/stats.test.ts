import { describe, expect, it } from 'vitest';
import { LOG_LIMITS, OTHER_ENDPOINTS, Stats } from './stats.ts';

describe('the request log is bounded in lines and in bytes', () => {
  it('keeps the newest lines up to the line limit', () => {
    const stats = new Stats();
    for (let i = 0; i < LOG_LIMITS.lines + 50; i++) stats.record('GET /x', `GET /x?i=${i}`);
    expect(stats.logSize.lines).toBe(LOG_LIMITS.lines);
    expect(stats.requestLog[0]).toBe('GET /x?i=50');
    expect(stats.requests.get('GET /x')).toBe(LOG_LIMITS.lines + 50);
  });

  it('keeps long lines within the byte limit, each cut to its length limit', () => {
    const stats = new Stats();
    for (let i = 0; i < 3000; i++) stats.record('GET /y', `GET /y?q=${'z'.repeat(5000)}${i}`);
    expect(stats.logSize.bytes).toBeLessThanOrEqual(LOG_LIMITS.bytes);
    expect(stats.requestLog.reduce((n, line) => n + line.length, 0)).toBe(stats.logSize.bytes);
    expect(stats.requestLog.every((line) => line.length <= LOG_LIMITS.lineLength + 10 && line.endsWith('…(cut)'))).toBe(true);
  });

  it('counts at most so many endpoints by name, the rest together', () => {
    const stats = new Stats();
    for (let i = 0; i < LOG_LIMITS.endpoints + 10; i++) stats.record(`GET /p${i}`, `GET /p${i}?`);
    expect(stats.requests.size).toBe(LOG_LIMITS.endpoints + 1);
    expect(stats.requests.get(OTHER_ENDPOINTS)).toBe(10);
    stats.reset();
    expect(stats.logSize).toEqual({ lines: 0, bytes: 0 });
  });
});
