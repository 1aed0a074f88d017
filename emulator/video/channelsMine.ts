import { publicOrigin, type EmulatorContext } from '../context.ts';
import { bearerToken, sendJson } from '../http.ts';
import type { Router } from '../router.ts';

/**
 * Just enough of the video data API for sign-in: the signed-in account's own channel.
 * The video data API issue replaces this with the full emulator.
 */
export function registerChannelsMine(router: Router, ctx: EmulatorContext, basePath: string): void {
  router.add('GET', `${basePath}/channels`, (req, res) => {
    const check = ctx.auth.checkAccessToken(bearerToken(req));
    if (!check.ok) {
      sendJson(res, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          errors: [{ message: 'Invalid Credentials', domain: 'global', reason: 'authError', location: 'Authorization', locationType: 'header' }],
          status: 'UNAUTHENTICATED',
        },
      });
      return;
    }
    const account = ctx.auth.accounts.get(check.accountId)!;
    const origin = publicOrigin(req);
    const thumb = (size: number) => ({ url: `${origin}/emulator/avatars/${account.id}.svg?size=${size}`, width: size, height: size });
    sendJson(res, 200, {
      kind: `${ctx.options.kindPrefix}#channelListResponse`,
      etag: `etag-${account.channelId}`,
      pageInfo: { totalResults: 1, resultsPerPage: 5 },
      items: [
        {
          kind: `${ctx.options.kindPrefix}#channel`,
          etag: `etag-${account.channelId}-item`,
          id: account.channelId,
          snippet: { title: account.name, description: '', publishedAt: '2019-04-01T10:00:00Z', thumbnails: { default: thumb(88), medium: thumb(240), high: thumb(800) } },
        },
      ],
    });
  });
}
