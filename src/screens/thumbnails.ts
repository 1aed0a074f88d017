import type { ThumbnailDetails } from '../api/video/index.ts';
import { remPx } from '../ui/rootScale.ts';
import { shelfGeometry } from './shelfGeometry.ts';
import { settings } from '../state/settings.ts';

/**
 * Which of the API's thumbnails a picture loads: the smallest at least as wide as the picture is
 * drawn in device pixels. At 1920x1080 a card (20rem) is 320 px and takes `medium`; at 3840x2160
 * (or 1920 CSS px at devicePixelRatio 2) it is 640 px and takes `standard`: `medium` there would
 * be stretched to twice its size.
 */

/** Where a picture is drawn, and its width in rem (styles.css). */
const DRAWN_REM = {
  /** .card__thumb */
  card: 20,
  /** .card--round .card__thumb: a channel */
  round: 11.25,
  /** .avatar--large: a channel's header */
  avatar: 10,
  /** .video-details__thumb: a video's page */
  details: 32,
} as const;
export type PictureBox = keyof typeof DRAWN_REM;

/** The sizes the API names, and their widths when a thumbnail does not say its own (docs/reference/facts.md, Data API: thumbnails). */
const NAMED_WIDTHS = { default: 120, medium: 320, high: 480, standard: 640, maxres: 1280 } as const;
const NAMES = Object.keys(NAMED_WIDTHS) as (keyof typeof NAMED_WIDTHS)[];

/** The smallest thumbnail at least `minWidth` wide; the widest there is when none is. A thumbnail's own width wins (a channel's `medium` is 240). */
export function pickThumbnail(t: ThumbnailDetails | undefined, minWidth: number): string | undefined {
  let fit: { url: string; width: number } | undefined;
  let widest: { url: string; width: number } | undefined;
  for (const name of NAMES) {
    const url = t?.[name]?.url;
    if (!url) continue;
    const width = t![name]!.width ?? NAMED_WIDTHS[name];
    if (width >= minWidth) {
      if (!fit || width < fit.width) fit = { url, width };
    } else if (!widest || width > widest.width) widest = { url, width };
  }
  return (fit ?? widest)?.url;
}

/** The width of each box in device pixels, worked out once per layout (the root scale changes only on resize) and text size. */
let drawn: Record<PictureBox, number> | undefined;
let drawnAtScale = 1;

/** Design pixels per rem (1920 / 120): where there is no page to measure (unit tests). */
const DESIGN_REM_PX = 16;

/** A shelf's cards widen with larger text (shelfGeometry.ts): their pictures are picked for that width. */
export function drawnWidth(box: PictureBox): number {
  const scale = settings.value.textScale;
  if (!drawn || drawnAtScale !== scale) {
    drawnAtScale = scale;
    const px = typeof window === 'undefined' ? DESIGN_REM_PX : remPx() * (window.devicePixelRatio || 1);
    const grow = (shelfGeometry(scale).pitchRem - 2) / DRAWN_REM.card;
    const at = (box: PictureBox, by = 1) => Math.ceil(DRAWN_REM[box] * by * px);
    drawn = { card: at('card', grow), round: at('round', grow), avatar: at('avatar'), details: at('details') };
    if (typeof window !== 'undefined') addEventListener('resize', () => (drawn = undefined), { once: true });
  }
  return drawn[box];
}
