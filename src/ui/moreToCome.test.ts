import { describe, expect, it } from 'vitest';
import { moreToCome } from './moreToCome.ts';

describe('moreToCome', () => {
  it('names the way the list grows while a next page is coming', () => {
    expect(moreToCome({ hasMore: true }, 'right')).toBe('right');
    expect(moreToCome({ hasMore: true }, 'down')).toBe('down');
  });

  it('names nothing once the list is complete, or not known to have more', () => {
    expect(moreToCome({ hasMore: false }, 'right')).toBeUndefined();
    expect(moreToCome({}, 'right')).toBeUndefined();
  });

  it('names nothing while the next page failed: the press may leave the list (to Retry)', () => {
    expect(moreToCome({ hasMore: true, error: 'The connection dropped.' }, 'down')).toBeUndefined();
  });
});
