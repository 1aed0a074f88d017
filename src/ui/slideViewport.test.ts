import { describe, expect, it } from 'vitest';
import { SLIDE_MS, slideTrack } from './slidingWindow.ts';

const track = () => ({ style: { transition: 'unset', transform: '' } }) as unknown as HTMLElement;

describe('slideTrack', () => {
  it('animates a slide that starts when the row is at rest', () => {
    const el = track();
    slideTrack(el, 'translateY(-336px)', 1_000, -Infinity);
    expect(el.style.transition).toBe('');
    expect(el.style.transform).toBe('translateY(-336px)');
  });

  it('jumps when the last slide is still moving (a held key, quick presses)', () => {
    const el = track();
    slideTrack(el, 'translateY(-672px)', 1_000 + SLIDE_MS / 2, 1_000);
    expect(el.style.transition).toBe('none');
    expect(el.style.transform).toBe('translateY(-672px)');
  });

  it('animates again once the last slide has ended', () => {
    const el = track();
    slideTrack(el, 'translateY(-672px)', 1_000 + SLIDE_MS / 2, 1_000);
    slideTrack(el, 'translateY(-1008px)', 1_000 + SLIDE_MS / 2 + SLIDE_MS, 1_000 + SLIDE_MS / 2);
    expect(el.style.transition).toBe('');
    expect(el.style.transform).toBe('translateY(-1008px)');
  });
});
