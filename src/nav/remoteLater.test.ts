// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Later = typeof import('./remoteLater.ts');
type Commands = typeof import('./commands.ts');
type RemoteCode = typeof import('./remote.ts');

/** A fresh copy of the module (its state is the app's one remote) and of the press count. */
async function fresh(): Promise<{ later: Later; commands: Commands }> {
  vi.resetModules();
  return { later: await import('./remoteLater.ts'), commands: await import('./commands.ts') };
}

const press = (key: string, keyCode = 0) => {
  const event = new KeyboardEvent('keydown', { key, keyCode, bubbles: true, cancelable: true });
  window.dispatchEvent(event);
  return event;
};

/** A stand-in for remote.ts's code: records what it was installed with. */
function fakeRemote() {
  const installs: { on: Window; early: readonly KeyboardEvent[] }[] = [];
  let release!: () => void;
  let refuse!: (error: Error) => void;
  let loads = 0;
  const load = () => {
    loads++;
    return new Promise<RemoteCode>((resolve, reject) => {
      release = () => resolve({ installRemote: (on: Window, early: readonly KeyboardEvent[] = []) => (installs.push({ on, early: [...early] }), () => undefined) } as unknown as RemoteCode);
      refuse = reject;
    });
  };
  return { installs, load, loads: () => loads, release: () => release(), refuse: (e: Error) => refuse(e) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the remote, fetched once the first screen is up', () => {
  /** Each test's holding of keys, let go after it: a copy left listening would answer the next test's keys. */
  const holding: (() => void)[] = [];
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    holding.splice(0).forEach((stop) => stop());
    vi.useRealTimers();
  });

  it('holds the keys pressed before its code came, kept from the browser, and hands them over in order', async () => {
    const { later, commands } = await fresh();
    const remote = fakeRemote();
    holding.push(later.holdKeysUntilRemote(window, remote.load));
    const right = press('ArrowRight', 39);
    const ok = press('Enter', 13);
    const letter = press('q'); // no remote command: the browser's own (a typed letter)
    expect(right.defaultPrevented).toBe(true);
    expect(ok.defaultPrevented).toBe(true);
    expect(letter.defaultPrevented).toBe(false);
    // Not counted yet: a screen still placing its focus places it until the remote acts on them.
    expect(commands.keyPresses()).toBe(0);
    expect(remote.loads()).toBe(1); // the first key asked for it, the second waited with it
    vi.useRealTimers();
    remote.release();
    await settle();
    expect(remote.installs).toHaveLength(1);
    expect(remote.installs[0]!.on).toBe(window);
    expect(remote.installs[0]!.early).toEqual([right, ok]);
    // Installed: later keys are the remote's own, no longer held.
    const after = press('ArrowLeft', 37);
    expect(after.defaultPrevented).toBe(false);
    expect(remote.installs[0]!.early).toEqual([right, ok]);
  });

  it("acts on the keys pressed while the page's first look was up, before the app's code ran, then on its own", async () => {
    const { later } = await fresh();
    const remote = fakeRemote();
    const back = new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27 });
    const letter = new KeyboardEvent('keydown', { key: 'q' }); // no remote command
    // OK and the colour keys choose: on the look no choice was shown, so they are dropped.
    const ok = new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13 });
    const red = new KeyboardEvent('keydown', { key: 'ColorF0Red', keyCode: 403 });
    const right = new KeyboardEvent('keydown', { key: 'ArrowRight', keyCode: 39 });
    const page = window as Window & { tenfootKeys?: KeyboardEvent[] };
    page.tenfootKeys = [back, ok, letter, red, right];
    holding.push(later.holdKeysUntilRemote(window, remote.load));
    expect(page.tenfootKeys, 'taken: the page notes no more').toBeUndefined();
    expect(remote.loads(), 'not on the boot screen').toBe(0);
    later.loadRemoteIfKeysHeld(); // the sign-in screen is up
    expect(remote.loads()).toBe(1);
    const down = press('ArrowDown', 40);
    vi.useRealTimers();
    remote.release();
    await settle();
    expect(remote.installs[0]!.early).toEqual([back, right, down]);
  });

  it('a first screen with no keys held leaves the remote for later', async () => {
    const { later } = await fresh();
    const remote = fakeRemote();
    holding.push(later.holdKeysUntilRemote(window, remote.load));
    later.loadRemoteIfKeysHeld();
    expect(remote.loads()).toBe(0);
    vi.advanceTimersByTime(later.REMOTE_AT_THE_LATEST_MS);
    expect(remote.loads()).toBe(1);
  });

  it('keeps the wheel from scrolling a list between its rows meanwhile, but not from zooming', async () => {
    const { later } = await fresh();
    const remote = fakeRemote();
    holding.push(later.holdKeysUntilRemote(window, remote.load));
    const wheel = new WheelEvent('wheel', { deltaY: 100, cancelable: true });
    window.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(true);
    expect(remote.loads()).toBe(1);
    const zoom = new WheelEvent('wheel', { deltaY: 100, ctrlKey: true, cancelable: true });
    Object.defineProperty(zoom, 'ctrlKey', { value: true }); // happy-dom's WheelEvent leaves it out
    window.dispatchEvent(zoom);
    expect(zoom.defaultPrevented).toBe(false);
  });

  it('is fetched when the first screen says it is up, once, and not before', async () => {
    const { later } = await fresh();
    const remote = fakeRemote();
    holding.push(later.holdKeysUntilRemote(window, remote.load));
    expect(remote.loads()).toBe(0);
    later.loadRemote();
    later.loadRemote();
    expect(remote.loads()).toBe(1);
  });

  it('is fetched after a few seconds whatever the first screen does, or at the first pointer move', async () => {
    const timed = await fresh();
    const byClock = fakeRemote();
    holding.push(timed.later.holdKeysUntilRemote(window, byClock.load));
    vi.advanceTimersByTime(timed.later.REMOTE_AT_THE_LATEST_MS - 1);
    expect(byClock.loads()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(byClock.loads()).toBe(1);

    const pointed = await fresh();
    const byPointer = fakeRemote();
    holding.push(pointed.later.holdKeysUntilRemote(window, byPointer.load));
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 5, clientY: 5 }));
    expect(byPointer.loads()).toBe(1);
  });

  it('asks again after a while, longer each time, when its code could not be fetched', async () => {
    const { later } = await fresh();
    const remote = fakeRemote();
    holding.push(later.holdKeysUntilRemote(window, remote.load));
    later.loadRemote();
    const refused = async () => {
      remote.refuse(new Error('offline'));
      await vi.advanceTimersByTimeAsync(0); // the refusal is handled
    };
    await refused();
    await vi.advanceTimersByTimeAsync(later.RETRY_FIRST_MS - 1);
    expect(remote.loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(remote.loads()).toBe(2);
    await refused();
    await vi.advanceTimersByTimeAsync(later.RETRY_FIRST_MS * 2 - 1);
    expect(remote.loads()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(remote.loads()).toBe(3);
    remote.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.installs).toHaveLength(1);
    // Here: no more tries, whatever the clock says.
    await vi.advanceTimersByTimeAsync(later.RETRY_AT_MOST_MS * 2);
    expect(remote.loads()).toBe(3);
  });

  it('asks again at the next key when its code could not be fetched, and loses none of the keys', async () => {
    const { later } = await fresh();
    const remote = fakeRemote();
    holding.push(later.holdKeysUntilRemote(window, remote.load));
    const down = press('ArrowDown', 40);
    vi.useRealTimers();
    remote.refuse(new Error('offline'));
    await settle();
    expect(remote.installs).toHaveLength(0);
    const up = press('ArrowUp', 38);
    expect(up.defaultPrevented).toBe(true);
    expect(remote.loads()).toBe(2);
    remote.release();
    await settle();
    expect(remote.installs[0]!.early).toEqual([down, up]);
  });
});

describe('the remote, installed with the keys pressed before it came', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((undo) => undo()));

  it('acts on them in order, one a frame, through the screens’ own claims first, each counted as it acts', async () => {
    vi.resetModules();
    const commands = await import('./commands.ts');
    const { installRemote } = await import('./remote.ts');
    const seen: string[] = [];
    cleanups.push(commands.onCommand((command) => (seen.push(command), true)));
    const early = [new KeyboardEvent('keydown', { key: 'ArrowDown', keyCode: 40 }), new KeyboardEvent('keydown', { key: 'F5' }), new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13 })];
    cleanups.push(installRemote(window, early));
    // The first at once; each next one after the last has painted (an OK's new screen has rendered).
    expect(seen).toEqual(['down']);
    expect(commands.keyPresses()).toBe(1);
    // A key pressed meanwhile waits its turn behind the held ones.
    const meanwhile = new KeyboardEvent('keydown', { key: 'ArrowUp', keyCode: 38, cancelable: true });
    window.dispatchEvent(meanwhile);
    expect(meanwhile.defaultPrevented).toBe(true);
    expect(seen).toEqual(['down']);
    await vi.waitFor(() => expect(seen).toEqual(['down', 'ok', 'up']));
    expect(commands.keyPresses()).toBe(3);
    // All acted on: a key now is acted on at once.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', keyCode: 37, cancelable: true }));
    expect(seen).toEqual(['down', 'ok', 'up', 'left']);
    expect(commands.keyPresses()).toBe(4);
  });
});
