// @vitest-environment happy-dom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../testing/renderRoot.ts';
import { useTrackRoom, type RoomGeometry, type TrackRoom } from './trackRoom.ts';

const root = renderRoot();

/** A grid of 300 px rows, 3 whole in view, its room element and the hook's handle. */
function mountRoom(geometry: RoomGeometry = { axis: 'y', pitch: 300, visible: 3 }) {
  let handle: TrackRoom | undefined;
  const Track = () => {
    handle = useTrackRoom(() => geometry);
    return <div class="track__room" ref={handle.ref} />;
  };
  render(<Track />, root());
  const el = root().querySelector<HTMLElement>('.track__room')!;
  return { room: handle!, el, box: () => ({ top: el.style.top, height: el.style.height, left: el.style.left, width: el.style.width }) };
}

describe("a row's or grid's room to scroll", () => {
  it('starts at the end of the rendered window, a viewport and a line long: no further than the window needs', () => {
    const { room, box } = mountRoom();
    const viewport = { clientHeight: 1000, clientWidth: 1800 } as HTMLElement;
    room.measure(viewport);
    room.pastWindow(12);
    expect(box()).toMatchObject({ top: '3600px', height: '1300px' });
  });

  it('before the viewport is measured, takes one more line than fits for its length', () => {
    const { room, box } = mountRoom();
    room.pastWindow(5);
    expect(box()).toMatchObject({ top: '1500px', height: '1500px' });
  });

  it('a scroll within its reach leaves it be (no layout in the press); one past it moves it first', () => {
    const { room, box } = mountRoom();
    room.measure({ clientHeight: 1000 } as HTMLElement);
    room.pastWindow(12); // reaches 3600 + 1300 = 4900: a scroll to any line whose view ends there
    room.reach(13, 12); // 3900 + 1000 = 4900: within
    expect(box().top).toBe('3600px');
    room.reach(40, 12); // past the window's end: none of the app's scrolls does this, the safeguard still holds
    expect(box()).toMatchObject({ top: '12000px', height: '1300px' });
  });

  it('along a row, places it left to right by width', () => {
    const { room, box } = mountRoom({ axis: 'x', pitch: 400, visible: 4 });
    room.measure({ clientWidth: 1700 } as HTMLElement);
    room.pastWindow(9);
    expect(box()).toMatchObject({ left: '3600px', width: '2100px' });
  });
});
