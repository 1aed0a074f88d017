import { commandFor } from './keys.ts';

/*
 * The remote's code (remote.ts, and focus.ts that moves focus) is not on the way to the first
 * screen: a TV fetches, parses and runs the first screen's code before the viewer sees anything,
 * and no key can do anything useful before then. It is fetched once that screen is up
 * (`loadRemote`, called when the first screen has shown its content), at the first key press or
 * pointer move, or after a few seconds whatever happens. Keys pressed meanwhile are held and acted
 * on, in order, when it comes: none is lost, and none reaches the browser (an arrow scrolling the
 * page, Backspace going back in history, the wheel scrolling a list between its rows).
 */

/** However the first screen fares, the remote works after this long. */
export const REMOTE_AT_THE_LATEST_MS = 3000;

type RemoteCode = typeof import('./remote.ts');
let asked = false;
let target: Window | undefined;
const held: KeyboardEvent[] = [];
let stopHolding = (): void => undefined;
let loader: () => Promise<RemoteCode> = () => import('./remote.ts');

/**
 * Starts holding remote keys until the remote's code is here; call once, at start. Returns what
 * stops holding them without installing the remote (for tests).
 */
export function holdKeysUntilRemote(on: Window = window, load: () => Promise<RemoteCode> = () => import('./remote.ts')): () => void {
  target = on;
  const onKey = (event: KeyboardEvent) => {
    if (!commandFor(event)) return;
    event.preventDefault();
    held.push(event);
    loadRemote();
  };
  const onPointer = () => loadRemote();
  const onWheel = (event: WheelEvent) => {
    if (!event.ctrlKey) event.preventDefault(); // Ctrl and the wheel stays the browser's zoom
    loadRemote();
  };
  const timer = setTimeout(() => loadRemote(), REMOTE_AT_THE_LATEST_MS);
  on.addEventListener('keydown', onKey);
  on.addEventListener('mousemove', onPointer);
  on.addEventListener('wheel', onWheel, { passive: false });
  stopHolding = () => {
    clearTimeout(timer);
    on.removeEventListener('keydown', onKey);
    on.removeEventListener('mousemove', onPointer);
    on.removeEventListener('wheel', onWheel);
  };
  loader = load;
  return () => stopHolding();
}

/** Fetches the remote's code, if it is not here or on its way, and installs it with the keys held. */
export function loadRemote(): void {
  if (asked || !target) return;
  asked = true;
  const on = target;
  loader().then(
    (code) => {
      stopHolding();
      code.installRemote(on, held.splice(0));
    },
    // Not here (the network dropped): the next key or pointer move asks again.
    () => (asked = false),
  );
}
