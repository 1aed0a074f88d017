// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoot } from '../../testing/renderRoot.ts';
import type { RouteMemory } from '../state/routeMemory.ts';
import { useSlidingWindow } from './slidingWindow.ts';

const root = renderRoot();

/**
 * A shelf of 40 cards, 4 whole in view, 400 px apart, in a viewport that counts its layout reads
 * (its width) and its scroll writes: a read there, while the first screen is being built, makes
 * the browser lay out the page before it is all there, and again once it is.
 */
function mountShelf(memory?: RouteMemory, pitch = 400) {
  const seen = { widthReads: 0, scrolls: [] as number[] };
  // On the prototype, as the track's ref is attached before the viewport's own.
  const proto = HTMLElement.prototype;
  const ownWidth = Object.getOwnPropertyDescriptor(proto, 'clientWidth');
  const ownScroll = Object.getOwnPropertyDescriptor(proto, 'scrollLeft');
  const width = ownWidth ?? Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
  const scroll = ownScroll ?? Object.getOwnPropertyDescriptor(Element.prototype, 'scrollLeft')!;
  const ours = (el: unknown) => el instanceof HTMLElement && el.classList.contains('viewport');
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get(this: HTMLElement) { return ours(this) ? (seen.widthReads++, 1700) : width.get!.call(this); } });
  Object.defineProperty(proto, 'scrollLeft', {
    configurable: true,
    get(this: HTMLElement) { return ours(this) ? (seen.scrolls.at(-1) ?? 0) : scroll.get!.call(this); },
    set(this: HTMLElement, v: number) { if (ours(this)) seen.scrolls.push(v); else scroll.set!.call(this, v); },
  });
  restore = () => {
    for (const [name, own] of [['clientWidth', ownWidth], ['scrollLeft', ownScroll]] as const) {
      if (own) Object.defineProperty(proto, name, own);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
  const Shelf = ({ pitch }: { pitch: number }) => {
    const w = useSlidingWindow({ memory, slot: 'shelf', items: 40, perLine: 1, visible: 4, overscan: 2, pitch, axis: 'x', nearEndLines: 3 });
    return (
      <div class="viewport">
        <div ref={w.trackRef}>
          <div class="track__room" ref={w.roomRef} />
        </div>
      </div>
    );
  };
  render(<Shelf pitch={pitch} />, root());
  return { seen, rerender: (next: number) => render(<Shelf pitch={next} />, root()) };
}

let restore = () => {};
/** After the next frame has painted, and the work queued for then has run (src/nav/frames.ts). */
const afterAPaint = async () => {
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  await new Promise((done) => setTimeout(done, 0));
};
afterEach(() => restore());

describe('a shelf or grid as it mounts', () => {
  it('at its first line, reads no layout and scrolls nothing: a new viewport is already there', () => {
    const { seen } = mountShelf();
    expect(seen).toEqual({ widthReads: 0, scrolls: [] });
  });

  it('measures its viewport once that frame has painted, when the layout is there to read; the room takes it at its next move', async () => {
    const { seen, rerender } = mountShelf();
    const room = root().querySelector<HTMLElement>('.track__room')!;
    // The window is lines 0-5 (4 in view, 2 past): the room starts at 6 x 400, by its bound (4 + 1) x 400 + 400 long.
    expect([room.style.left, room.style.width]).toEqual(['2400px', '2400px']);
    await afterAPaint();
    expect(seen).toEqual({ widthReads: 1, scrolls: [] });
    rerender(400);
    expect([room.style.left, room.style.width]).toEqual(['2400px', '2100px']); // 1700 + 400
  });

  it('unmounted before that paint, reads nothing', async () => {
    const { seen } = mountShelf();
    render(null, root());
    await afterAPaint();
    expect(seen).toEqual({ widthReads: 0, scrolls: [] });
  });

  it('where the viewer left it (Back), measures its viewport and scrolls to that line', () => {
    const memory: RouteMemory = { values: new Map([['shelf', 5]]) };
    const { seen } = mountShelf(memory);
    expect(seen.widthReads).toBeGreaterThan(0);
    expect(seen.scrolls).toEqual([5 * 400]); // once: the pitch's own placing waits for a new pitch
  });

  it('a new pitch (the resolution changed) puts its first line back in place, at its new offset', () => {
    const memory: RouteMemory = { values: new Map([['shelf', 3]]) };
    const { seen, rerender } = mountShelf(memory);
    rerender(300);
    expect(seen.scrolls.at(-1)).toBe(3 * 300);
  });
});
