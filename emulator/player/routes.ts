import { publicOrigin, type EmulatorContext } from '../context.ts';
import { redirect, sendHtml, sendJson, sendText } from '../http.ts';
import type { Router } from '../router.ts';
import type { VideoStore } from '../video/store.ts';
import { iframeApiScript } from './assets.ts';
import { embedPageHtml } from './embedPage.ts';
import { parseEmbedQuery } from './embedQuery.ts';
import { embedTarget } from './playability.ts';

/** The commands an embed page obeys and reports (the IFrame Player API reference's playback, volume and loading functions). */
export const PLAYER_COMMANDS: ReadonlySet<string> = new Set(['playVideo', 'pauseVideo', 'stopVideo', 'seekTo', 'setVolume', 'mute', 'unMute', 'loadVideoById', 'cueVideoById']);

/** Parameters a load or cue command sets itself on the next page. */
const PER_LOAD = new Set(['start', 'autoplay', 'widgetid']);

/**
 * The embedded player: the API script an app loads with a script tag, the embed page its iframe
 * shows, and the page's report of each command it obeyed (GET /emulator/stats, playerCommands).
 * None of these count as API requests.
 */
export function registerPlayer(router: Router, ctx: EmulatorContext, store: VideoStore): void {
  router.add('GET', '/player/iframe_api', (req, res) => sendText(res, 200, 'text/javascript; charset=utf-8', iframeApiScript(publicOrigin(req))));

  router.add('GET', '/embed/:videoId', (req, res) => {
    const videoId = req.params.videoId!;
    const keepParams: Record<string, string> = {};
    for (const [name, value] of req.url.searchParams) if (!PER_LOAD.has(name) && !(name in keepParams)) keepParams[name] = value;
    const html = embedPageHtml({
      videoId,
      target: embedTarget(store, videoId, ctx.clock.now()),
      query: parseEmbedQuery(req.url.searchParams),
      keepParams,
      origin: publicOrigin(req),
      latencyMs: ctx.options.latencyMs,
      playerSpeed: ctx.options.playerSpeed,
    });
    // An error is a page too (status 200), as on the real embed: the player reports it by onError.
    sendHtml(res, 200, html);
  });

  router.add('POST', '/embed/_stats', (req, res) => {
    let func: unknown;
    try {
      func = (JSON.parse(req.body) as { func?: unknown }).func;
    } catch {
      func = undefined;
    }
    if (typeof func !== 'string' || !PLAYER_COMMANDS.has(func)) {
      sendJson(res, 400, { error: { code: 400, message: `Body must be {"func": <one of ${[...PLAYER_COMMANDS].join(', ')}>}` } });
      return;
    }
    ctx.stats.recordPlayerCommand(func);
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    res.end();
  });

  // getVideoUrl() names a watch page; the emulator's is the embed page itself.
  router.add('GET', '/watch', (req, res) => redirect(res, `/embed/${encodeURIComponent(req.url.searchParams.get('v') ?? '')}`));
}
