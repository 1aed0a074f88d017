import type { EmulatorContext } from '../context.ts';
import { sendJson, sendText } from '../http.ts';
import type { Router } from '../router.ts';
import { avatarSvg } from './avatar.ts';

/** The accounts' pictures, for the phone pages and the TV: public, like the thumbnails. */
export function registerAvatars(router: Router, ctx: EmulatorContext): void {
  router.add('GET', '/emulator/avatars/:file', (req, res) => {
    const id = req.params.file!.replace(/\.svg$/, '');
    const account = ctx.auth.accounts.get(id);
    const size = Math.min(800, Math.max(16, Math.round(Number(req.url.searchParams.get('size'))) || 88));
    if (!account) {
      sendJson(res, 404, { error: { code: 404, message: 'No such avatar.' } });
      return;
    }
    sendText(res, 200, 'image/svg+xml', avatarSvg(account, size), 3600);
  });
}
