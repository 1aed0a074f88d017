import { escapeHtml } from '../http.ts';

/**
 * Generated images for the video data API's thumbnails (there is no internet on the test bench):
 * SVG at exactly the advertised width and height, a colour of the video or channel and its
 * initial, so cards are told apart at a glance and broken layouts show.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first visible grapheme, so emoji sequences and combining marks stay whole; letters upper-cased. */
export function initialOf(title: string): string {
  for (const { segment } of segmenter.segment(title.trim())) {
    if (/\s/u.test(segment)) continue;
    return segment.toLocaleUpperCase();
  }
  return '?';
}

function shorten(text: string, max: number): string {
  const graphemes = [...segmenter.segment(text)].map((s) => s.segment);
  return graphemes.length <= max ? text : `${graphemes.slice(0, max - 1).join('')}…`;
}

export interface VideoThumbnailInput {
  title: string;
  channelTitle: string;
  color: string;
  width: number;
  height: number;
  /** Bottom-right label: a duration, LIVE or UPCOMING. */
  badge?: { text: string; live?: boolean };
}

export function videoThumbnailSvg(input: VideoThumbnailInput): string {
  const { width: w, height: h } = input;
  const pad = Math.round(h * 0.06);
  const small = Math.max(9, Math.round(h * 0.075));
  const badge = input.badge
    ? `<g><rect x="${w - pad - small * (input.badge.text.length * 0.62 + 1)}" y="${h - pad - small * 1.5}" width="${small * (input.badge.text.length * 0.62 + 1)}" height="${small * 1.5}" rx="${small * 0.25}" fill="${input.badge.live ? '#cc0000' : 'rgba(0,0,0,.8)'}"/>` +
      `<text x="${w - pad - small * 0.5}" y="${h - pad - small * 0.42}" text-anchor="end" font-size="${small}" font-weight="700" fill="#fff">${escapeHtml(input.badge.text)}</text></g>`
    : '';
  const caption = h >= 180 ? `<text x="${pad}" y="${pad + small}" font-size="${small}" fill="rgba(255,255,255,.85)">${escapeHtml(shorten(input.channelTitle, 32))}</text>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeHtml(input.color)}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-size="${Math.round(h * 0.45)}" font-weight="700" fill="#fff">${escapeHtml(initialOf(input.title))}</text>
${caption}${badge}
</svg>`;
}

export function channelThumbnailSvg(title: string, color: string, size: number): string {
  const r = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<circle cx="${r}" cy="${r}" r="${r}" fill="${escapeHtml(color)}"/>
<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${Math.round(size * 0.45)}" fill="#fff">${escapeHtml(initialOf(title))}</text>
</svg>`;
}

/** The channel banner: the real service recommends 2560x1440 with the safe area in the middle. */
export const BANNER_SIZE = { width: 2560, height: 1440 } as const;

export function bannerSvg(title: string, color: string): string {
  const { width: w, height: h } = BANNER_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#111"/><stop offset=".5" stop-color="${escapeHtml(color)}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#b)"/>
<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-size="120" font-weight="700" fill="#fff">${escapeHtml(shorten(title, 40))}</text>
</svg>`;
}

/** What an empty playlist shows (the real service's "no thumbnail" image). */
export function emptyThumbnailSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">
<rect width="${width}" height="${height}" fill="#3a3a3a"/>
<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-size="${Math.round(height * 0.12)}" fill="#bbb">No videos</text>
</svg>`;
}

export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${m}:${String(s).padStart(2, '0')}`;
}
