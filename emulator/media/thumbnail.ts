import { PNG } from 'pngjs';

/**
 * Generated pictures for the video data API's thumbnails and banners (there is no internet on the
 * test bench): bitmaps at exactly the advertised width and height, like the real image host's. A
 * TV decodes a bitmap off its main thread, where an SVG is laid out and painted on it for every
 * card, so SVG pictures made the emulator's screens slower than the real ones. PNG rather than
 * the real host's JPEG: Node's zlib encodes a card's picture in ~2 ms, a JavaScript JPEG encoder
 * took ~20 ms, and the emulator serves a page of 50 cards at a time.
 *
 * Each picture is a small landscape drawn from a colour and a seed (the video or channel id): a
 * diagonal sky in the colour, a sun and a hill placed by the seed, so neighbouring cards are told
 * apart at a glance and a broken crop shows. No text: titles, durations and LIVE are the app's to
 * draw, as they are over real video frames.
 */
export type Rgb = readonly [number, number, number];

const DARK: Rgb = [17, 17, 17];

/** `#rgb` or `#rrggbb`; anything else is a mid grey, so a bad colour in a seed never breaks a page. */
export function parseColor(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return [128, 128, 128];
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

/**
 * A stable number per id, so the same video always gets the same picture: FNV-1a, then
 * MurmurHash3's finaliser, so ids that differ in one character differ in every byte of it.
 */
export function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const lighten = (c: Rgb, t: number): Rgb => mix(c, [255, 255, 255], t);
/** How much of a pixel at distance d from a centre a disc of radius r covers: a one-pixel soft edge. */
const discCover = (d: number, r: number) => clamp01(r - d + 0.5);

/**
 * A pixel is a base colour with up to two colours laid over it, each by how much it covers the pixel:
 * `paint` fills `out` with [gradient t from a to b, cover of c, cover of d]. Numbers, not arrays,
 * per pixel: a 1280x720 picture has 921,600 of them.
 */
interface Layers {
  from: Rgb;
  to: Rgb;
  over: Rgb;
  top: Rgb;
  paint: (x: number, y: number, out: Float64Array) => void;
}

function toPng(width: number, height: number, layers: Layers): Buffer {
  const png = new PNG({ width, height, colorType: 2 });
  const { from, to, over, top } = layers;
  const amounts = new Float64Array(3);
  for (let y = 0, o = 0; y < height; y++) {
    for (let x = 0; x < width; x++, o += 4) {
      layers.paint(x, y, amounts);
      const [t, c, d] = amounts as unknown as [number, number, number];
      for (let i = 0; i < 3; i++) {
        let v = from[i]! + (to[i]! - from[i]!) * t;
        v += (over[i]! - v) * c;
        png.data[o + i] = v + (top[i]! - v) * d;
      }
      png.data[o + 3] = 255;
    }
  }
  // Paeth filtering: smallest files for gradients at the same speed as the others.
  return PNG.sync.write(png, { colorType: 2, filterType: 4 });
}

export interface PictureInput {
  color: string;
  /** The id the picture belongs to: places the sun and shapes the hill. */
  seed: string;
  width: number;
  height: number;
}

/** A video's thumbnail: sky from its colour to near-black, a sun and a hill, all anti-aliased. */
export function videoThumbnailPng(input: PictureInput): Buffer {
  const { width: w, height: h } = input;
  const color = parseColor(input.color);
  const seed = seedOf(input.seed);
  const sunX = (0.2 + ((seed & 0xff) / 255) * 0.6) * w;
  const sunY = (0.22 + (((seed >>> 8) & 0xff) / 255) * 0.2) * h;
  const sunR = (0.12 + (((seed >>> 16) & 0xff) / 255) * 0.08) * h;
  const phase = ((seed >>> 24) / 255) * Math.PI * 2;
  const ridge = Float64Array.from({ length: w }, (_, x) => h * (0.68 + 0.1 * Math.sin((x / w) * Math.PI * 2 + phase)));
  return toPng(w, h, {
    from: color,
    to: DARK,
    over: lighten(color, 0.75),
    top: mix(color, DARK, 0.7),
    paint(x, y, out) {
      out[0] = clamp01((x / w + y / h) / 2);
      out[1] = discCover(Math.sqrt((x - sunX) ** 2 + (y - sunY) ** 2), sunR);
      out[2] = clamp01(y - ridge[x]! + 0.5);
    },
  });
}

/** A channel's picture: square, its colour with a lighter ring sized and placed by its id (the app crops it round). */
export function channelThumbnailPng(input: Omit<PictureInput, 'height'>): Buffer {
  const size = input.width;
  const color = parseColor(input.color);
  const seed = seedOf(input.seed);
  const cx = size * (0.4 + ((seed & 0xff) / 255) * 0.2);
  const cy = size * (0.4 + (((seed >>> 8) & 0xff) / 255) * 0.2);
  // Off centre by at most 0.14 and at most 0.26 wide: always inside the round crop (radius 0.5).
  const outer = size * (0.16 + (((seed >>> 16) & 0xff) / 255) * 0.1);
  const inner = outer * (0.3 + ((seed >>> 24) / 255) * 0.4);
  return toPng(size, size, {
    from: color,
    to: DARK,
    over: lighten(color, 0.35),
    top: color,
    paint(x, y, out) {
      const d = Math.sqrt((x - cx) ** 2 + (y - cy) ** 2);
      out[0] = (y / size) * 0.5;
      out[1] = discCover(d, outer) - discCover(d, inner);
      out[2] = 0;
    },
  });
}

/** The channel banner: the real service recommends 2560x1440 with the safe area in the middle. */
export const BANNER_SIZE = { width: 2560, height: 1440 } as const;

export function bannerPng(color: string): Buffer {
  const { width: w, height: h } = BANNER_SIZE;
  const middle = parseColor(color);
  return toPng(w, h, {
    from: middle,
    to: DARK,
    over: middle,
    top: middle,
    paint(x, _y, out) {
      out[0] = Math.abs(x / w - 0.5) * 2;
      out[1] = out[2] = 0;
    },
  });
}

/** What an empty playlist shows (the real service's grey "no thumbnail" image): grey with a frame. */
export function emptyThumbnailPng(width: number, height: number): Buffer {
  const grey: Rgb = [58, 58, 58];
  const line: Rgb = [110, 110, 110];
  const fw = width * 0.3;
  const fh = height * 0.3;
  const stroke = Math.max(2, Math.round(height * 0.02));
  return toPng(width, height, {
    from: grey,
    to: grey,
    over: line,
    top: line,
    paint(x, y, out) {
      const dx = Math.abs(x - width / 2);
      const dy = Math.abs(y - height / 2);
      out[0] = out[2] = 0;
      out[1] = dx <= fw && dy <= fh && (dx >= fw - stroke || dy >= fh - stroke) ? 1 : 0;
    },
  });
}
