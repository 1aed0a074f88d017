import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Just enough of an element for shownFocus: a parent, a connection, and focus() that moves focus. */
interface FakeItem {
  name: string;
  parentElement: object | null;
  isConnected: boolean;
  focus: (options?: FocusOptions) => void;
}

describe('shownFocus', () => {
  let frames: ((time: number) => void)[];
  const doc = { activeElement: null as FakeItem | null };
  const track = { name: 'track' } as unknown as Element;
  const otherTrack = { name: 'other track' } as unknown as Element;
  const focusCalls: string[] = [];
  const item = (name: string, parent: object = track): FakeItem => {
    const it: FakeItem = {
      name,
      parentElement: parent,
      isConnected: true,
      focus: () => {
        focusCalls.push(name);
        doc.activeElement = it;
      },
    };
    return it;
  };
  /** Runs the next frame and the tasks that wait for it to paint (frames.ts's afterPaint). */
  const paint = () => {
    frames.shift()!(16);
    vi.runAllTimers();
  };

  async function load() {
    vi.resetModules();
    return import('./shownFocus.ts');
  }

  /** A fresh module, focus on card a of a track that shows focus first, and a shown move to b. */
  async function movedAToB() {
    const mod = await load();
    const [a, b] = [item('a'), item('b')];
    doc.activeElement = a;
    mod.showFocusFirstIn(track, () => true);
    mod.showFocusFirst(a as never, b as never, () => undefined);
    return { ...mod, a, b };
  }

  beforeEach(() => {
    frames = [];
    focusCalls.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (cb: (time: number) => void) => frames.push(cb));
    vi.stubGlobal('document', doc);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows focus on the next card at once and moves the browser focus after the frame has painted', async () => {
    const { showFocusFirst, showFocusFirstIn, focusedItem } = await load();
    const [a, b] = [item('a'), item('b')];
    doc.activeElement = a;
    const shownOn: string[] = [];
    showFocusFirstIn(track, (el) => shownOn.push((el as unknown as FakeItem).name) > 0);
    const scroll = vi.fn();
    expect(showFocusFirst(a as never, b as never, scroll)).toBe(true);
    expect(shownOn).toEqual(['b']);
    expect(scroll).toHaveBeenCalledOnce();
    expect(focusCalls).toEqual([]);
    expect(focusedItem()).toBe(b);
    paint();
    expect(focusCalls).toEqual(['b']);
    expect(doc.activeElement).toBe(b);
  });

  it('settles at once when a key needs the browser focus before the frame', async () => {
    const { settleFocus, b } = await movedAToB();
    settleFocus();
    expect(doc.activeElement).toBe(b);
    paint();
    expect(focusCalls).toEqual(['b']);
  });

  it('a second press settles the first, so each press moves from where focus is shown', async () => {
    const { showFocusFirst, showFocusFirstIn, focusedItem } = await load();
    const [a, b, c] = [item('a'), item('b'), item('c')];
    doc.activeElement = a;
    showFocusFirstIn(track, () => true);
    showFocusFirst(a as never, b as never, () => undefined);
    showFocusFirst(b as never, c as never, () => undefined);
    expect(focusCalls).toEqual(['b']);
    expect(focusedItem()).toBe(c);
    paint();
    expect(focusCalls).toEqual(['b', 'c']);
  });

  it('does nothing (the caller focuses) on a track that cannot show focus first, or across tracks', async () => {
    const { showFocusFirst, showFocusFirstIn } = await load();
    const a = item('a');
    const elsewhere = item('x', otherTrack);
    doc.activeElement = a;
    expect(showFocusFirst(a as never, item('b') as never, () => undefined)).toBe(false);
    showFocusFirstIn(otherTrack, () => true);
    expect(showFocusFirst(a as never, elsewhere as never, () => undefined)).toBe(false);
    expect(frames).toHaveLength(0);
  });

  it('leaves the item to the browser when the row cannot show focus on it (a list row styled by :focus)', async () => {
    const { showFocusFirst, showFocusFirstIn, focusedItem } = await load();
    const [a, b] = [item('a'), item('b')];
    doc.activeElement = a;
    showFocusFirstIn(track, () => false);
    const scroll = vi.fn();
    expect(showFocusFirst(a as never, b as never, scroll)).toBe(false);
    expect(scroll).not.toHaveBeenCalled();
    expect(focusedItem()).toBe(a);
    expect(frames).toHaveLength(0);
  });

  it('drops the shown move when focus went elsewhere meanwhile (the pointer, a screen placing it)', async () => {
    const { showFocusFirst, showFocusFirstIn, focusedItem, dropShownFocus } = await load();
    const [a, b, pointed] = [item('a'), item('b'), item('p')];
    doc.activeElement = a;
    showFocusFirstIn(track, () => true);
    showFocusFirst(a as never, b as never, () => undefined);
    pointed.focus();
    expect(focusedItem()).toBe(pointed);
    paint();
    expect(doc.activeElement).toBe(pointed);

    doc.activeElement = a;
    showFocusFirst(a as never, b as never, () => undefined);
    dropShownFocus();
    expect(focusedItem()).toBe(a);
    paint();
    expect(doc.activeElement).toBe(a);
  });

  it('leaves focus where it is when the card it was going to vanished', async () => {
    const { focusedItem, a, b } = await movedAToB();
    b.isConnected = false;
    expect(focusedItem()).toBe(a);
    paint();
    expect(doc.activeElement).toBe(a);
  });

  it('forgets a track once its undo ran, but not a newer registration of it', async () => {
    const { showFocusFirst, showFocusFirstIn } = await load();
    const [a, b] = [item('a'), item('b')];
    doc.activeElement = a;
    const undoOld = showFocusFirstIn(track, () => true);
    const undoNew = showFocusFirstIn(track, () => true);
    undoOld();
    expect(showFocusFirst(a as never, b as never, () => undefined)).toBe(true);
    undoNew();
    paint();
    expect(showFocusFirst(b as never, a as never, () => undefined)).toBe(false);
  });
});
