import { describe, expect, it } from 'vitest';
import { countAfterFollowing } from './followerCount.ts';

describe('countAfterFollowing', () => {
  it('moves an exact count by the viewer’s own change', () => {
    expect(countAfterFollowing('41', false, true)).toBe(42);
    expect(countAfterFollowing('42', true, false)).toBe(41);
    expect(countAfterFollowing(999, false, true)).toBe(1000);
  });
  it('leaves the count as sent when nothing changed since it was read', () => {
    expect(countAfterFollowing('41', false, false)).toBe('41');
    expect(countAfterFollowing('41', true, true)).toBe('41');
  });
  it('leaves a count cut to three digits as sent: one more is not to be told from it', () => {
    expect(countAfterFollowing('1000', false, true)).toBe('1000');
    expect(countAfterFollowing('12300', true, false)).toBe('12300');
  });
  it('leaves a hidden, unread or malformed count alone, and never goes below nothing', () => {
    expect(countAfterFollowing(undefined, false, true)).toBeUndefined();
    expect(countAfterFollowing('41', undefined, true)).toBe('41');
    expect(countAfterFollowing('many', false, true)).toBe('many');
    expect(countAfterFollowing('0', true, false)).toBe(0);
  });
});
