import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { afterPaint } from '../nav/frames.ts';
import { itemAt } from '../nav/focusScope.ts';
import { focusElement } from '../nav/placeFocus.ts';
import { scrollViewport } from '../nav/scrolling.ts';
import { focusedItem } from '../nav/shownFocus.ts';
import { onCommand } from '../nav/commands.ts';
import { setJump } from '../nav/retrace.ts';
import type { RouteMemory } from '../state/routeMemory.ts';
import { pageJumpIndex } from './pageJump.ts';
import { useTrackRoom } from './trackRoom.ts';

export interface SlidingWindowOptions {
  memory?: RouteMemory;
  /** Where the first visible line is remembered for Back (per history entry). */
  slot?: string;
  /** Number of items, and items per line (1 for a shelf, the columns of a grid). */
  items: number;
  perLine: number;
  /** Lines fully visible at once. */
  visible: number;
  /** Lines rendered beyond each edge, so the next line is always there to focus. */
  overscan: number;
  /** Line pitch in px. */
  pitch: number;
  axis: 'x' | 'y';
  /** Called when focus comes within `nearEndLines` lines of the end: load the next page. */
  onNearEnd?: () => void;
  nearEndLines: number;
}

export interface SlidingWindow {
  /** Lines to render: [from, to). */
  from: number;
  to: number;
  /**
   * The first line in view (the shelf's signs that it goes on, shelfEnds.ts), as of this render:
   * a slide's render waits for the frame after the press, so it lags the slide by a frame.
   */
  first: number;
  /** Attach to the track, whose parent is the scrolling viewport. The track has no size of its own. */
  trackRef: (el: HTMLDivElement | null) => void;
  /**
   * Attach to an empty element last in the track (`.track__room`): the viewport's room to scroll
   * past the rendered lines (trackRoom.ts).
   */
  roomRef: (el: HTMLElement | null) => void;
  /**
   * Focus came to (or is shown on) an item of the track: slides to it and asks for more near the
   * end. Called by the track's focus handler, and when a row shows focus first (shownFocus.ts).
   */
  onItemFocus: (target: EventTarget | null) => void;
}

/**
 * The first visible line of a virtualized shelf or grid, and its sliding track.
 *
 * A key press only scrolls the viewport and focuses a line that is already rendered in the
 * overscan; re-rendering the window (new lines in, old out) waits until that frame has painted.
 * So the press paints in one frame on a slow TV, and the Preact work runs between presses
 * (bench/browse.ts measures it). When presses come faster than
 * frames and the overscan is used up, the window renders at once, so focus never runs off it.
 */
export function useSlidingWindow(o: SlidingWindowOptions): SlidingWindow {
  const remembered = o.memory && o.slot ? (o.memory.values.get(o.slot) as number | undefined) : undefined;
  const [rendered, setRendered] = useState(remembered ?? 0);
  const [, redraw] = useState(0);
  /** The first line in view as last rendered (`first`). */
  const drawnFirst = useRef(rendered);
  const shown = useRef(rendered);
  const renderedNow = useRef(rendered);
  renderedNow.current = rendered;
  const track = useRef<HTMLDivElement | null>(null);
  const pending = useRef(false);
  const nearEndQueued = useRef(false);
  /** The next render is the deferred one: lay it out at once (see below). */
  const settle = useRef(false);
  const count = Math.ceil(o.items / o.perLine);
  const lastFirst = Math.max(0, count - o.visible);

  /** This render's options, for the callbacks that outlive it (the track's ref, commands, timers). */
  const latest = useRef(o);
  latest.current = o;
  const viewport = () => track.current?.parentElement ?? null;
  const room = useTrackRoom(() => latest.current);
  /** The end of the window as last rendered (`to`): where the room starts. */
  const windowEnd = useRef(0);
  /** Puts the viewport at a line at once. */
  const place = (line: number) => {
    const v = viewport();
    if (!v) return;
    room.measure(v);
    room.reach(line, windowEnd.current);
    scrollViewport(v, latest.current.axis, line * latest.current.pitch, false);
  };
  /**
   * Measures the viewport of a track still mounted. Only a read: the room takes the length at the
   * window's next render, so shelves measured in the same batch do not lay the page out in turn.
   */
  const measureAfterPaint = (el: HTMLDivElement) => {
    const v = viewport();
    if (track.current === el && v) room.measure(v);
  };
  // Each render may have moved the window: the room follows it.
  useLayoutEffect(() => room.pastWindow(windowEnd.current));
  // Stable, so Preact attaches it once: a mounting track (Back) is placed where the viewer left it,
  // and a re-render never interrupts a running slide. One at its first line is not placed: its
  // viewport is new with it (Shelf.tsx, Grid.tsx), at the start already, and placing it read the
  // layout in the middle of the first screen's commit (the viewport's size, a scroll), so the
  // browser laid the page out before it was all there and again once it was (docs/performance.md,
  // Start). Its viewport is measured once that frame has painted, when the layout is there to
  // read; until the room's next move it goes by its bound, a line longer at most.
  const trackRef = useRef((el: HTMLDivElement | null) => {
    track.current = el;
    if (shown.current > 0) place(shown.current);
    else if (el) afterPaint(() => measureAfterPaint(el));
    if (el) setJump(el, (index) => jumpTo.current(index));
  }).current;
  // A new pitch (the TV's resolution changed) moves every line: keep the first visible one in place.
  // Not at mount: the track's ref places it then (or, at its first line, leaves it where it is).
  const pitchPlaced = useRef(o.pitch);
  useLayoutEffect(() => {
    if (pitchPlaced.current !== o.pitch) place(shown.current);
    pitchPlaced.current = o.pitch;
  }, [o.pitch]);
  const windowOf = (a: number, b: number) => ({ from: Math.max(0, Math.min(a, b) - o.overscan), to: Math.min(count, Math.max(a, b) + o.visible + o.overscan) });

  // Keep the first visible line valid when the list shrinks (a reload, a deletion).
  useLayoutEffect(() => {
    if (shown.current > lastFirst && shown.current > 0) {
      shown.current = lastFirst;
      setRendered(lastFirst);
      place(lastFirst);
    }
  }, [count]);

  const reveal = (line: number, atOnce = false) => {
    let next = shown.current;
    if (line < next) next = line;
    else if (line >= next + o.visible) next = line - o.visible + 1;
    if (o.memory && o.slot) o.memory.values.set(o.slot, next);
    if (next !== shown.current) {
      shown.current = next;
      room.reach(next, windowEnd.current);
      const v = viewport();
      if (v) scrollViewport(v, o.axis, next * o.pitch, true);
    }
    if (next === renderedNow.current) {
      // The window is rendered, but a render between two slides may have drawn the line in view
      // as it was then (a page arriving): draw it again once this press has painted.
      if (drawnFirst.current !== next) afterPaint(() => drawnFirst.current !== shown.current && redraw((n) => n + 1));
      return;
    }
    // The lines one step away must be in the DOM before the next press, or focus could not reach them.
    const { from, to } = windowOf(renderedNow.current, renderedNow.current);
    const edge = (line > 0 && line - 1 < from) || (line + 1 < count && line + 1 >= to);
    if (atOnce || edge) {
      renderedNow.current = next;
      setRendered(next);
      return;
    }
    if (pending.current) return;
    pending.current = true;
    afterPaint(() => {
      pending.current = false;
      settle.current = true;
      setRendered(shown.current);
    });
  };

  // Fewer lines fit (a failed page's Retry took room at the grid's foot): the focused line, if it
  // is this list's, stays in view.
  const visibleBefore = useRef(o.visible);
  useLayoutEffect(() => {
    if (visibleBefore.current === o.visible) return;
    visibleBefore.current = o.visible;
    const item = focusedItem()?.closest<HTMLElement>('[data-index]');
    if (item && track.current?.contains(item)) reveal(Math.floor(Number(item.dataset.index) / o.perLine), true);
  }, [o.visible]);

  // After a deferred render, lay the new lines out in the same task: otherwise that style and
  // layout work would wait for the next key press and land on its path.
  useLayoutEffect(() => {
    if (!settle.current) return;
    settle.current = false;
    track.current?.getBoundingClientRect();
  }, [rendered]);

  // Channel up/down (and PageUp/PageDown) jump a page: the target is rendered at once, then focused.
  const pageTarget = useRef<number | undefined>(undefined);
  const focusPageTarget = () => {
    const index = pageTarget.current;
    const el = index === undefined || !track.current ? undefined : itemAt(track.current, index);
    if (!el) return;
    pageTarget.current = undefined;
    focusElement(el);
  };
  useLayoutEffect(focusPageTarget);
  const latestReveal = useRef(reveal);
  latestReveal.current = reveal;
  /** Renders the item's line at once, then focuses the item (a page jump, Back to the first item). */
  const jumpTo = useRef((index: number) => {
    pageTarget.current = index;
    latestReveal.current(Math.floor(index / latest.current.perLine), true);
    focusPageTarget();
  });
  useEffect(
    () =>
      onCommand((command) => {
        if (command !== 'pageUp' && command !== 'pageDown') return false;
        const focused = document.activeElement?.closest<HTMLElement>('[data-index]');
        if (!focused || !track.current?.contains(focused)) return false;
        const opts = latest.current;
        const index = Number(focused.dataset.index);
        const target = pageJumpIndex(index, opts.items, opts.perLine, opts.visible, command === 'pageDown' ? 1 : -1);
        if (target !== index) jumpTo.current(target);
        return true;
      }),
    [],
  );

  const onItemFocus = (target: EventTarget | null) => {
    const el = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
    if (!el) return;
    const line = Math.floor(Number(el.dataset.index) / o.perLine);
    reveal(line);
    // The next page is asked for after this press has painted: asking shows "Loading more…",
    // a render the press need not wait for.
    if (o.onNearEnd && isNearEnd(line, o) && !nearEndQueued.current) {
      nearEndQueued.current = true;
      afterPaint(() => {
        nearEndQueued.current = false;
        // Asked again with the list as it is now: the page in flight may have landed meanwhile,
        // and then this line is no longer near the end (asking would fetch a page too many).
        const now = latest.current;
        if (isNearEnd(line, now)) now.onNearEnd?.();
      });
    }
  };

  const first = shown.current;
  drawnFirst.current = first;
  const lines = windowOf(first, rendered);
  windowEnd.current = lines.to;
  return { ...lines, first, trackRef, roomRef: room.ref, onItemFocus };
}

/** Whether a line is within `nearEndLines` of the list's last line. */
function isNearEnd(line: number, o: SlidingWindowOptions): boolean {
  return line >= Math.ceil(o.items / o.perLine) - o.nearEndLines;
}
