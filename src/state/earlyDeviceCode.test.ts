import { describe, expect, it, vi } from 'vitest';
import { requestCodeEarly, takeEarlyCode } from './earlyDeviceCode.ts';

const code = { device_code: 'd', user_code: 'WDJB-MJHT', verification_url: 'https://example.test/device', expires_in: 1800, interval: 5 };

describe('the early device code', () => {
  it('is asked for once, and the first taker gets that very request', async () => {
    const request = vi.fn(() => Promise.resolve(code));
    requestCodeEarly(request, 1_000);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(takeEarlyCode(1_500)).resolves.toEqual(code);
    expect(takeEarlyCode(1_600)).toBeUndefined(); // the next request is the flow's own
  });

  it('hands a refusal to the flow that takes it, and is not an unhandled rejection before', async () => {
    const refused = Object.assign(new Error('rate limited'), { code: 'rate_limited' });
    requestCodeEarly(() => Promise.reject(refused), 0);
    await new Promise((r) => setTimeout(r, 0));
    await expect(takeEarlyCode(10)).rejects.toBe(refused);
  });

  it('is left unused once a minute old: the flow asks for a fresh code', () => {
    requestCodeEarly(() => Promise.resolve(code), 0);
    expect(takeEarlyCode(60_000)).toBeUndefined();
  });

  it('is nothing when none was asked for', () => {
    expect(takeEarlyCode()).toBeUndefined();
  });
});
