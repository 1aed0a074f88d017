import type { EmbedQuery } from './embedQuery.ts';
import type { EmbedErrorCode, EmbedTarget } from './playability.ts';
import { playerAssets } from './assets.ts';

const ERROR_TEXT: Record<EmbedErrorCode, { title: string; text: string }> = {
  2: { title: 'Invalid video', text: 'This link names no video: check the video id.' },
  100: { title: 'Video unavailable', text: 'This video is private or has been removed.' },
  101: { title: 'Video unavailable', text: 'The owner does not allow this video to be played on other websites.' },
  150: { title: 'Video unavailable', text: 'The owner does not allow this video to be played on other websites.' },
};

const startsAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export interface EmbedPageInput {
  videoId: string;
  target: EmbedTarget;
  query: EmbedQuery;
  /** The URL's other parameters, carried over when a command loads another video. */
  keepParams: Record<string, string>;
  /** This emulator's origin as the browser reached it. */
  origin: string;
  latencyMs: number;
  playerSpeed: number;
}

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Everything the page script needs; titles travel as data and reach the page through textContent. */
function pageConfig(input: EmbedPageInput): Record<string, unknown> {
  const { target, query } = input;
  const video = target.video;
  const error = target.kind === 'error' ? target.code : null;
  return {
    videoId: input.videoId,
    title: video?.title ?? '',
    mode: target.kind === 'video' ? target.mode : null,
    durationSeconds: video?.durationSeconds ?? 0,
    liveElapsedSeconds: target.kind === 'video' && target.mode === 'live' ? target.liveElapsedSeconds : 0,
    upcomingText: target.kind === 'video' && target.mode === 'upcoming' ? `Upcoming: starts ${startsAt.format(target.scheduledStartTime)} UTC` : '',
    thumbnailUrl: video ? `/emulator/thumbnails/video/${encodeURIComponent(video.id)}/${video.hasLargeThumbnails ? 'maxres' : 'medium'}.png` : null,
    showCaptions: query.captions && video?.caption === true,
    error,
    errorTitle: error ? ERROR_TEXT[error].title : '',
    errorText: error ? ERROR_TEXT[error].text : '',
    origin: query.apiOrigin,
    widgetId: query.widgetId,
    start: query.start,
    autoplay: query.autoplay,
    // Loaded by cueVideoById: show the video cued, not unstarted.
    cue: query.widgetId !== null && !query.autoplay,
    latencyMs: input.latencyMs,
    playerSpeed: input.playerSpeed,
    statsUrl: '/embed/_stats',
    embedBase: '/embed/',
    keepParams: input.keepParams,
    videoUrl: `${input.origin}/watch?v=${encodeURIComponent(input.videoId)}`,
  };
}

/** The page inside the iframe: a test card (picture, title, running timecode, progress) or an error card. */
export function embedPageHtml(input: EmbedPageInput): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Player</title>
<style>${playerAssets.css}</style>
</head>
<body>
<div class="card" id="card" data-state="-1" data-video-id="${input.target.video?.id ?? ''}">
<div class="picture" id="picture"></div>
<div class="shade"></div>
<div class="title" id="title"></div>
<div class="badges"><span class="badge live" id="live" hidden>LIVE</span><span class="badge" id="cc" hidden>CC</span></div>
<div class="time"><span class="clock" id="clock"></span><span class="total" id="total"></span></div>
<div class="status" id="status"></div>
<div class="bar"><div class="fill" id="fill"></div></div>
<div class="error" id="error" hidden><p class="error-title" id="error-title"></p><p class="error-text" id="error-text"></p></div>
</div>
<script type="application/json" id="embed-config">${scriptJson(pageConfig(input))}</script>
<script>${playerAssets.playback}</script>
<script>${playerAssets.embed}</script>
</body>
</html>
`;
}
