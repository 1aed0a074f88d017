import { describe, expect, it } from 'vitest';
import { SLIDE_MS, slideViewport } from './slidingWindow.ts';

/** A viewport that records how it was asked to scroll. */
const viewport = () => {
  const calls: ScrollToOptions[] = [];
  return { calls, el: { scrollTo: (options: ScrollToOptions) => calls.push(options) } as unknown as HTMLElement };
};

describe('slideViewport', () => {
  it('glides to a slide that starts when the row is at rest', () => {
    const v = viewport();
    slideViewport(v.el, 'y', 336, 1_000, -Infinity);
    expect(v.calls).toEqual([{ top: 336, behavior: 'smooth' }]);
  });

  it('jumps when the last slide is still moving (a held key, quick presses)', () => {
    const v = viewport();
    slideViewport(v.el, 'y', 672, 1_000 + SLIDE_MS / 2, 1_000);
    expect(v.calls).toEqual([{ top: 672, behavior: 'auto' }]);
  });

  it('glides again once the last slide has ended', () => {
    const v = viewport();
    slideViewport(v.el, 'x', 704, 1_000 + SLIDE_MS / 2, 1_000);
    slideViewport(v.el, 'x', 1056, 1_000 + SLIDE_MS / 2 + SLIDE_MS, 1_000 + SLIDE_MS / 2);
    expect(v.calls).toEqual([
      { left: 704, behavior: 'auto' },
      { left: 1056, behavior: 'smooth' },
    ]);
  });

  it('steps there at once on engines without Element.scrollTo (Chromium 53-60)', () => {
    const old = { scrollTop: 0, scrollLeft: 0 } as unknown as HTMLElement;
    slideViewport(old, 'y', 336, 1_000, -Infinity);
    slideViewport(old, 'x', 704, 1_000, -Infinity);
    expect([old.scrollTop, old.scrollLeft]).toEqual([336, 704]);
  });
});
