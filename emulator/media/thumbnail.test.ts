import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { BANNER_SIZE, bannerPng, channelThumbnailPng, emptyThumbnailPng, parseColor, seedOf, videoThumbnailPng, type Rgb } from './thumbnail.ts';

const decode = (png: Buffer) => PNG.sync.read(png);
const pixel = (png: Buffer, x: number, y: number): Rgb => {
  const image = decode(png);
  const o = (y * image.width + x) * 4;
  return [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
};
const near = (actual: Rgb, expected: Rgb, tolerance = 24) => actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);

describe('generated pictures', () => {
  it('are PNG at exactly the advertised size', () => {
    for (const [width, height] of [[120, 90], [320, 180], [480, 360], [1280, 720]] as const) {
      const png = videoThumbnailPng({ color: '#c2410c', seed: 'vid1', width, height });
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(decode(png)).toMatchObject({ width, height });
    }
    expect(decode(channelThumbnailPng({ color: '#1d4ed8', seed: 'UC1', width: 240 }))).toMatchObject({ width: 240, height: 240 });
    expect(decode(emptyThumbnailPng(320, 180))).toMatchObject({ width: 320, height: 180 });
    expect(decode(bannerPng('#15803d'))).toMatchObject(BANNER_SIZE);
  });

  it('start from the colour of their video in the top-left corner and fade to a dark hill', () => {
    const png = videoThumbnailPng({ color: '#1d4ed8', seed: 'vid2', width: 320, height: 180 });
    const blue: Rgb = [0x1d, 0x4e, 0xd8];
    expect(pixel(png, 0, 0)).toEqual(blue);
    // The hill: the colour 70% of the way to near-black (17, 17, 17).
    expect(near(pixel(png, 319, 179), blue.map((v) => v * 0.3 + 17 * 0.7) as unknown as Rgb, 1)).toBe(true);
  });

  it('are the same for the same id and differ between ids of one colour, so neighbouring cards are told apart', () => {
    const a = videoThumbnailPng({ color: '#7e22ce', seed: 'video-a', width: 320, height: 180 });
    const again = videoThumbnailPng({ color: '#7e22ce', seed: 'video-a', width: 320, height: 180 });
    const b = videoThumbnailPng({ color: '#7e22ce', seed: 'video-b', width: 320, height: 180 });
    expect(a.equals(again)).toBe(true);
    expect(a.equals(b)).toBe(false);
    const channel = (seed: string) => channelThumbnailPng({ color: '#7e22ce', seed, width: 88 });
    expect(channel('UCa').equals(channel('UCa'))).toBe(true);
    expect(channel('UCa').equals(channel('UCb'))).toBe(false);
    expect(seedOf('video-a')).not.toBe(seedOf('video-b'));
    // Each byte of the seed places one thing (sun x, sun y, sun size, hill phase): ids one character
    // apart must spread over all of them, not only the low byte.
    const seeds = Array.from({ length: 100 }, (_, i) => seedOf(`UCvideo${String(i).padStart(3, '0')}`));
    for (const shift of [0, 8, 16, 24]) expect(new Set(seeds.map((v) => (v >>> shift) & 0xf0)).size, `byte at ${shift}`).toBeGreaterThan(10);
  });

  it("keep a channel's ring inside the round crop the app puts on it, wherever its id places it", () => {
    const purple: Rgb = [0x7e, 0x22, 0xce];
    for (let i = 0; i < 20; i++) {
      const png = channelThumbnailPng({ color: '#7e22ce', seed: `UCchannel${i}`, width: 100 });
      for (let a = 0; a < 16; a++) {
        const x = Math.round(50 + 47 * Math.cos((a / 16) * 2 * Math.PI));
        const y = Math.round(50 + 47 * Math.sin((a / 16) * 2 * Math.PI));
        const background = purple.map((v) => v + (17 - v) * (y / 100) * 0.5) as unknown as Rgb;
        expect(near(pixel(png, x, y), background, 2), `seed ${i} at ${x},${y}`).toBe(true);
      }
    }
  });

  it('read #rgb and #rrggbb colours; anything else is grey rather than a broken image', () => {
    expect(parseColor('#0f766e')).toEqual([15, 118, 110]);
    expect(parseColor('#fa0')).toEqual([255, 170, 0]);
    expect(parseColor('red; background:url(x)')).toEqual([128, 128, 128]);
    expect(decode(videoThumbnailPng({ color: 'not a colour', seed: 'x', width: 120, height: 90 }))).toMatchObject({ width: 120, height: 90 });
  });
});
