import { describe, expect, it, vi } from 'vitest';
import { createAccountCheck, QUIET_MS } from './accountCheck.ts';

describe('checking the account', () => {
  it('on the first screen opened after five quiet minutes, then not again for five more', () => {
    let t = 0;
    const check = vi.fn();
    const account = createAccountCheck(check, () => t);
    t = QUIET_MS - 1;
    account.screenOpened();
    expect(check).not.toHaveBeenCalled();
    t = QUIET_MS;
    account.screenOpened();
    account.screenOpened();
    expect(check).toHaveBeenCalledTimes(1);
    t += QUIET_MS - 1;
    account.screenOpened();
    expect(check).toHaveBeenCalledTimes(1);
    t += 1;
    account.screenOpened();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('at once when the TV comes back from the background, which counts as a check', () => {
    let t = 1000;
    const check = vi.fn();
    const account = createAccountCheck(check, () => t);
    account.cameBack();
    expect(check).toHaveBeenCalledTimes(1);
    t += QUIET_MS - 1;
    account.screenOpened();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('starts its quiet spell again when an account becomes active', () => {
    let t = 0;
    const check = vi.fn();
    const account = createAccountCheck(check, () => t);
    t = QUIET_MS * 3;
    account.checked();
    t += 10;
    account.screenOpened();
    expect(check).not.toHaveBeenCalled();
  });
});
