import { describe, expect, it } from 'vitest';
import type { ThumbnailDetails } from '../api/video/index.ts';
import { changeSetting } from '../state/settings.ts';
import { drawnWidth, pickThumbnail } from './thumbnails.ts';

/** A video's five sizes, as the API sends them (docs/reference/facts.md, Data API: thumbnails). */
const VIDEO: ThumbnailDetails = {
  default: { url: 'default.png', width: 120, height: 90 },
  medium: { url: 'medium.png', width: 320, height: 180 },
  high: { url: 'high.png', width: 480, height: 360 },
  standard: { url: 'standard.png', width: 640, height: 480 },
  maxres: { url: 'maxres.png', width: 1280, height: 720 },
};

describe('the thumbnail a picture loads', () => {
  it('is the smallest at least as wide as the picture is drawn', () => {
    expect(pickThumbnail(VIDEO, 214)).toBe('medium.png'); // a card at 1280x720
    expect(pickThumbnail(VIDEO, 320)).toBe('medium.png'); // at 1920x1080
    expect(pickThumbnail(VIDEO, 640)).toBe('standard.png'); // at 3840x2160
    expect(pickThumbnail(VIDEO, 1024)).toBe('maxres.png'); // the video page at 3840x2160
    expect(pickThumbnail(VIDEO, 100)).toBe('default.png');
  });

  it('is the widest there is when none is wide enough (older videos lack standard and maxres)', () => {
    const older = { default: VIDEO.default, medium: VIDEO.medium, high: VIDEO.high };
    expect(pickThumbnail(older, 640)).toBe('high.png');
  });

  it("goes by each thumbnail's own width, and by the sizes' names when it has none", () => {
    const channel = { default: { url: 'c88', width: 88 }, medium: { url: 'c240', width: 240 }, high: { url: 'c800', width: 800 } };
    expect(pickThumbnail(channel, 180)).toBe('c240'); // a round card at 1920x1080
    expect(pickThumbnail(channel, 360)).toBe('c800'); // at 3840x2160
    expect(pickThumbnail({ medium: { url: 'm' }, high: { url: 'h' } }, 400)).toBe('h');
  });

  it('is nothing without thumbnails or addresses', () => {
    expect(pickThumbnail(undefined, 320)).toBeUndefined();
    expect(pickThumbnail({ medium: { width: 320 } }, 320)).toBeUndefined();
  });

  it('is chosen for the drawn size of each kind of picture (here the design size, 1920 wide, one pixel per pixel)', () => {
    expect(drawnWidth('card')).toBe(320);
    expect(drawnWidth('round')).toBe(180);
    expect(drawnWidth('details')).toBe(512);
  });

  it("follows a shelf's wider cards with larger text: three fill the row (25.25 rem at 150 %), so medium (320) would be stretched", () => {
    changeSetting('textScale', 1.5);
    try {
      expect(drawnWidth('card')).toBe(404);
      expect(pickThumbnail(VIDEO, drawnWidth('card'))).toBe('high.png');
      expect(drawnWidth('round')).toBe(228);
      expect(drawnWidth('details')).toBe(512);
    } finally {
      changeSetting('textScale', 1);
    }
    expect(drawnWidth('card')).toBe(320);
  });
});
