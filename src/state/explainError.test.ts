import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/core.ts';
import { TenfootError } from '../errors.ts';
import { explainError, explainWithRetry } from './explainError.ts';

const http = (status: number, reason?: string) => new ApiError({ code: 'http', message: `HTTP ${status}`, status, reason });

describe("the viewer's sentence for a failed request", () => {
  const cases: [string, unknown, RegExp][] = [
    ['no network', new ApiError({ code: 'network', message: 'fetch failed', status: 0 }), /Can't reach the video service/],
    ['quota', http(403, 'quotaExceeded'), /allowance/],
    ['a playlist gone', http(404, 'playlistNotFound'), /no longer exists/],
    ['an item gone', http(404, 'playlistItemNotFound'), /no longer in the playlist/],
    ["someone else's playlist", http(403, 'playlistForbidden'), /owner/],
    ['a system playlist', http(400, 'playlistOperationUnsupported'), /doesn't let apps change/],
    ['a server fault', http(503), /having trouble/],
    ['an expired sign-in', http(401), /Sign in again/],
    ['an account without a channel', http(401, 'videoSignupRequired'), /no channel/],
    ["the real service's name for it", http(401, 'youtubeSignupRequired'), /no channel/],
    ['live streaming without a channel', http(401, 'NoLinkedVideoAccount'), /no channel/],
    ["live streaming's real name for it", http(401, 'NoLinkedYouTubeAccount'), /no channel/],
    ['a playlist missing from its answer', new TenfootError('playlistGone', 'x'), /no longer exists/],
    ['anything else', new Error('boom'), /Something went wrong/],
  ];
  for (const [what, error, expected] of cases) {
    it(`names ${what}, and promises no button the screen may not have`, () => {
      const text = explainError(error);
      expect(text).toMatch(expected);
      expect(text).not.toMatch(/retry|press ok/i);
    });
  }
});

describe('a failure with the way to try again', () => {
  const retry = (why: string) => `${why} Press OK to try again.`;
  it('offers it for a failure that may pass', () => {
    expect(explainWithRetry(http(503), retry)).toBe('The video service is having trouble right now. Press OK to try again.');
    expect(explainWithRetry(new ApiError({ code: 'network', message: 'x', status: 0 }), retry)).toMatch(/Press OK to try again\.$/);
  });

  it("does not, once the day's quota is spent: its sentence says tomorrow; the screen's own words stay", () => {
    const text = explainWithRetry(http(403, 'quotaExceeded'), retry);
    expect(text).toBe("The app has used today's allowance of requests. Try again tomorrow.");
    const removing = explainWithRetry(http(403, 'quotaExceeded'), (why) => `Couldn't remove it. ${why} Press OK to try again.`, (why) => `Couldn't remove it. ${why}`);
    expect(removing).toBe("Couldn't remove it. The app has used today's allowance of requests. Try again tomorrow.");
    expect(explainWithRetry(http(503), (why) => `A ${why} B`, (why) => `C ${why}`)).toBe('A The video service is having trouble right now. B');
  });
});
