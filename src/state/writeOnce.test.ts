import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/core.ts';
import { forgetUncertainWrites, madeSince, outcomeUnknown, writeOnce } from './writeOnce.ts';

const lost = () => new ApiError({ code: 'network', message: 'connection reset', status: 0 });
const refused = () => new ApiError({ code: 'http', message: 'bad', status: 400, reason: 'playlistTitleRequired' });

afterEach(forgetUncertainWrites);

describe('a write sent again after a lost reply', () => {
  it('takes what the lost try made instead of writing a second copy', async () => {
    const write = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValue('second copy');
    const landed = vi.fn().mockResolvedValue('the first copy');
    await expect(writeOnce('k', write, landed)).rejects.toThrow();
    expect(landed).not.toHaveBeenCalled(); // nothing was uncertain before the first try
    await expect(writeOnce('k', write, landed)).resolves.toBe('the first copy');
    expect(write).toHaveBeenCalledTimes(1);
    // Settled: the next write of the same thing is a new one, written without looking.
    await expect(writeOnce('k', write, landed)).resolves.toBe('second copy');
    expect(landed).toHaveBeenCalledTimes(1);
  });

  it('writes again when the lost try made nothing, and keeps the first try’s time while unsure', async () => {
    const write = vi.fn().mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost()).mockResolvedValue('made');
    const landed = vi.fn().mockResolvedValue(undefined);
    await expect(writeOnce('k', write, landed)).rejects.toThrow();
    await expect(writeOnce('k', write, landed)).rejects.toThrow();
    await expect(writeOnce('k', write, landed)).resolves.toBe('made');
    expect(landed).toHaveBeenCalledTimes(2);
    expect(landed.mock.calls[1]![0]).toBe(landed.mock.calls[0]![0]);
  });

  it('does not look after a refusal: nothing was written', async () => {
    const write = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValue('made');
    const landed = vi.fn();
    await expect(writeOnce('k', write, landed)).rejects.toThrow();
    await expect(writeOnce('k', write, landed)).resolves.toBe('made');
    expect(landed).not.toHaveBeenCalled();
  });

  it('keeps different writes apart', async () => {
    const write = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValue('made');
    const landed = vi.fn().mockResolvedValue('found');
    await expect(writeOnce('a', write, landed)).rejects.toThrow();
    await expect(writeOnce('b', write, landed)).resolves.toBe('made');
    expect(landed).not.toHaveBeenCalled();
  });
});

describe('outcomes and times', () => {
  it('counts no answer and server faults as unknown, refusals as known', () => {
    expect(outcomeUnknown(lost())).toBe(true);
    expect(outcomeUnknown(new ApiError({ code: 'http', message: 'x', status: 503 }))).toBe(true);
    expect(outcomeUnknown(refused())).toBe(false);
    expect(outcomeUnknown(new Error('x'))).toBe(false);
  });

  it('allows ten minutes of clock difference, no more', () => {
    const t = Date.parse('2026-11-24T12:00:00Z');
    expect(madeSince('2026-11-24T11:51:00Z', t)).toBe(true);
    expect(madeSince('2026-11-24T11:49:00Z', t)).toBe(false);
    expect(madeSince(undefined, t)).toBe(false);
  });
});
