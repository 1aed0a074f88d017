import { describe, expect, it } from 'vitest';
import { PageTokens } from './pageTokens.ts';

describe('page tokens of the phone and account forms', () => {
  let now = Date.UTC(2030, 0, 1);
  const tokens = new PageTokens(() => now, 60_000);

  it('accepts the token of the page, for its form and subject only', () => {
    const token = tokens.issue('device/consent', 'flow_A');
    expect(tokens.check(token, 'device/consent', 'flow_A')).toBe(true);
    expect(tokens.check(token, 'device/consent', 'flow_B')).toBe(false);
    expect(tokens.check(token, 'device/account', 'flow_A')).toBe(false);
  });

  it('refuses a token of another emulator run (another key)', () => {
    expect(new PageTokens(() => now).check(tokens.issue('account', 'acct-ada'), 'account', 'acct-ada')).toBe(false);
  });

  it('refuses tampered, missing and malformed tokens', () => {
    const token = tokens.issue('account', 'acct-ada');
    const [issued, mac] = token.split('.') as [string, string];
    for (const bad of [null, undefined, '', '.', issued, `${issued}.`, `${issued}.${mac}x`, `${(parseInt(issued, 36) + 1).toString(36)}.${mac}`, `${token}.x`, 'x'.repeat(1000)]) {
      expect(tokens.check(bad, 'account', 'acct-ada'), String(bad)).toBe(false);
    }
  });

  it('refuses a page left open past its lifetime', () => {
    const token = tokens.issue('device', '');
    now += 59_000;
    expect(tokens.check(token, 'device', '')).toBe(true);
    now += 2_000;
    expect(tokens.check(token, 'device', '')).toBe(false);
  });
});
