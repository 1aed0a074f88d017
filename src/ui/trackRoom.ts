import { useRef } from 'preact/hooks';

/**
 * A row's or grid's room to scroll. The track has no size of its own: the viewport's scrollable
 * area is the rendered cards and an empty box just past them (`.track__room`), as long as the
 * viewport and a line more, so it can scroll to any line up to the window's end.
 *
 * Why not a track as long as the whole list: Chromium paints a scroller's contents only so far
 * past its view (its cull rect, about 4,000 px each way), and when a slide moves that rect it
 * repaints and re-layerizes whatever may run past it. The grid's track ran past it at every
 * position, so about every other press repainted the grid in the press's frame; with only the
 * window's few lines in the scrollable area, all of it lies inside the rect and a slide repaints
 * nothing (docs/performance.md, Key presses).
 *
 * The room follows the window's renders. Most come after a press's frame (moved in the press, the
 * viewport's new scrollable size would rebuild the compositor's layers in that frame); a render
 * made at once inside a press (a page jump, a held arrow that used the overscan up) moves it in
 * that press. Every scroll also asks it to reach its line first (`reach`): a safeguard, as the
 * window's end is always past a line the app scrolls to, so the browser never stops one short.
 */
export interface TrackRoom {
  /** Attach to an empty element last in the track. */
  ref: (el: HTMLElement | null) => void;
  /** Measures the viewport's length along the axis (when it is placed: at mount where the viewer left it, on a new pitch; after the first paint for a track mounted at its start). */
  measure(viewport: HTMLElement): void;
  /** After a render: the room starts at the window's end line. */
  pastWindow(windowEnd: number): void;
  /** Before a scroll to `line`: the room moves past it if it does not reach that far (a safeguard). */
  reach(line: number, windowEnd: number): void;
}

export interface RoomGeometry {
  axis: 'x' | 'y';
  /** Line pitch in px. */
  pitch: number;
  /** Lines fully visible at once: the viewport is shorter than one more. */
  visible: number;
}

/** `geometry` is read at each call: the latest render's. */
export function useTrackRoom(geometry: () => RoomGeometry): TrackRoom {
  const room = useRef<TrackRoom | null>(null);
  return (room.current ??= createTrackRoom(geometry));
}

/** The room's handle, with where it last put the room: one per row or grid, for its life. */
function createTrackRoom(geometry: () => RoomGeometry): TrackRoom {
  let el: HTMLElement | null = null;
  let measured = 0;
  let start = -1;
  let length = -1;
  /** The viewport's length; before it is first measured, a bound on it. */
  const viewportLength = (g: RoomGeometry) => measured || (g.visible + 1) * g.pitch;
  const place = (line: number) => {
    if (!el) return;
    const g = geometry();
    const nextStart = line * g.pitch;
    const nextLength = viewportLength(g) + g.pitch;
    if (nextStart === start && nextLength === length) return;
    start = nextStart;
    length = nextLength;
    if (g.axis === 'y') {
      el.style.top = `${start}px`;
      el.style.height = `${length}px`;
    } else {
      el.style.left = `${start}px`;
      el.style.width = `${length}px`;
    }
  };
  return {
    ref: (element) => {
      el = element;
      start = length = -1; // placed by the first reach or render
    },
    measure: (viewport) => {
      measured = geometry().axis === 'y' ? viewport.clientHeight : viewport.clientWidth;
    },
    pastWindow: place,
    reach: (line, windowEnd) => {
      const g = geometry();
      if (start + length < line * g.pitch + viewportLength(g)) place(Math.max(windowEnd, line));
    },
  };
}
