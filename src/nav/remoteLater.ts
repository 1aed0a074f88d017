import { takeFromPage } from '../platform/pageHandoff.ts';
import { commandFor, type Command } from './keys.ts';

/*
 * The remote's code (remote.ts, and focus.ts that moves focus) is not on the way to the first
 * screen: a TV fetches, parses and runs the first screen's code before the viewer sees anything,
 * and no key can do anything useful before then. It is fetched once that screen is up
 * (`loadRemote`, called when the first screen has shown its content), at the first key press or
 * pointer move, or after a few seconds whatever happens. Keys pressed meanwhile are held and acted
 * on, in order, when it comes: none is lost, and none reaches the browser (an arrow scrolling the
 * page, Backspace going back in history, the wheel scrolling a list between its rows). So are the
 * keys pressed while index.html's first look of the sign-in screen was up, before this code ran
 * (`tenfootKeys`, noted by the page), but only Back and the arrows: the look shows no focus, and
 * an OK (or a colour or media key) would act on a button the viewer never saw chosen ("Browse
 * without signing in", leaving the code). They wait for the first screen to ask for the remote
 * (`loadRemoteIfKeysHeld` on the sign-in screen, Home's own `loadRemote`), or for any later key,
 * a pointer move or the latest moment: acted on at once, they would fall on the boot screen.
 */

/** However the first screen fares, the remote works after this long. */
export const REMOTE_AT_THE_LATEST_MS = 3000;

/**
 * A fetch that failed (the network dropped) is tried again after this long, then twice as long
 * each time up to RETRY_AT_MOST_MS, and at every key meanwhile: a remote that does nothing is the
 * one failure a viewer cannot get round. (An engine that keeps a failed module's failure, such
 * as Chromium 64, needs the app restarted: docs/performance.md, "Under faults".)
 */
export const RETRY_FIRST_MS = 2000;
export const RETRY_AT_MOST_MS = 30_000;

type RemoteCode = typeof import('./remote.ts');
/** The keys from the page's first look the app acts on (see above): none that chooses. */
const FROM_THE_PAGE: ReadonlySet<Command> = new Set<Command>(['back', 'up', 'down', 'left', 'right']);
let asked = false;
let target: Window | undefined;
const held: KeyboardEvent[] = [];
let stopHolding = (): void => undefined;
let loader: () => Promise<RemoteCode> = () => import('./remote.ts');
let retryMs = RETRY_FIRST_MS;
let retry: ReturnType<typeof setTimeout> | undefined;
let atTheLatest: ReturnType<typeof setTimeout> | undefined;

/**
 * Starts holding remote keys until the remote's code is here; call once, at start. `load` stands
 * in for fetching that code, and the function returned stops holding keys without installing it
 * (both for tests).
 */
export function holdKeysUntilRemote(on: Window = window, load?: () => Promise<RemoteCode>): () => void {
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
  atTheLatest = setTimeout(loadRemote, REMOTE_AT_THE_LATEST_MS);
  on.addEventListener('keydown', onKey);
  on.addEventListener('mousemove', onPointer);
  on.addEventListener('wheel', onWheel, { passive: false });
  stopHolding = () => {
    clearTimeout(atTheLatest);
    clearTimeout(retry);
    on.removeEventListener('keydown', onKey);
    on.removeEventListener('mousemove', onPointer);
    on.removeEventListener('wheel', onWheel);
  };
  if (load) loader = load;
  // Taken as the app's own listener goes on, in the same task: no key falls between the two.
  const fromPage = on === window ? takeFromPage('tenfootKeys') : undefined;
  if (fromPage) held.push(...fromPage.filter((event) => FROM_THE_PAGE.has(commandFor(event)!)));
  return () => stopHolding();
}

/** A first screen is up that does not fetch the remote itself: keys held for it are acted on now. */
export function loadRemoteIfKeysHeld(): void {
  if (held.length > 0) loadRemote();
}

/** Fetches the remote's code, if it is not here or on its way, and installs it with the keys held. */
export function loadRemote(): void {
  if (asked || !target) return;
  asked = true;
  clearTimeout(atTheLatest); // asked now: a failure has its own tries
  clearTimeout(retry);
  const on = target;
  loader().then(
    (code) => {
      stopHolding();
      code.installRemote(on, held.splice(0));
    },
    () => {
      asked = false;
      retry = setTimeout(loadRemote, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_AT_MOST_MS);
    },
  );
}
