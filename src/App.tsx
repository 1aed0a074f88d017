import { signal } from '@preact/signals';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import type { AppConfig } from './config.ts';
import { isStopgapFocus } from './nav/focusScope.ts';
import { backToListStart, backToRail } from './nav/retrace.ts';
import { LazyBrowse } from './screens/LazyBrowse.tsx';
import { LazyPlayer } from './screens/LazyPlayer.tsx';
import { LazyPicker, LazySignIn } from './screens/LazySignIn.tsx';
import { announce, announcements, holdForHeading, releaseHeld } from './state/announce.ts';
import { notice } from './state/notice.ts';
import { memoryOf } from './state/routeMemory.ts';
import { currentRoute, goBack, showsMenu, type Route } from './state/router.ts';
import { exitQuestionCode, loadExitQuestion } from './screens/exitQuestionCode.ts';
import { useBack } from './ui/hooks.ts';
import { removeFirstCode } from './ui/firstCode.ts';
import { t } from './i18n/messages.ts';

/** The route whose screen is on show; see FocusMemory. */
let shownRoute: Route | undefined;

/**
 * Every focus move is written down for the screen it happened on, so Back can restore it; and what
 * the viewer pressed OK on, wherever focus came from.
 *
 * "The screen it happened on" is the one on show, not the route of the moment: Back from a
 * question changes the route before the screen it was asked on is gone, and the question gives
 * focus back to its button as it goes (Delete, after deleting a playlist). Written to the route
 * of the moment, that button's key became where the viewer was on Library, and Library, finding
 * no such button, lost the card that took the playlist's place. Rendered before the screens, so
 * its layout effect marks the new route as shown before theirs place focus on it.
 */
function FocusMemory({ route }: { route: Route }) {
  useLayoutEffect(() => {
    shownRoute = route;
  }, [route]);
  useEffect(() => {
    const onFocusOrPress = (event: Event) => {
      const key = (event.target as HTMLElement | null)?.getAttribute?.('data-focus-key');
      // A stopgap (focus put somewhere while the screen loads) is not where the viewer was, until
      // they press OK on it: an arrow pressed while a playlist's rows came put focus on Edit, and
      // Back from the form found no Edit to return to.
      const stopgap = event.type === 'focusin' && isStopgapFocus();
      if (key && !stopgap && !(event.target as HTMLElement).closest('[data-focus-scope]')) memoryOf(shownRoute ?? currentRoute.peek()).focusKey = key;
    };
    document.addEventListener('focusin', onFocusOrPress);
    document.addEventListener('click', onFocusOrPress, true);
    return () => {
      document.removeEventListener('focusin', onFocusOrPress);
      document.removeEventListener('click', onFocusOrPress, true);
    };
  }, []);
  return null;
}

/*
 * The notice's code (src/screens/ScreenNotice.tsx) comes with the first notice, or with the other
 * screens' code once the first screen is up (screenChunks.tsx): neither first screen waits for it.
 */
type NoticeCode = typeof import('./screens/ScreenNotice.tsx');
const noticeCode = signal<NoticeCode | undefined>(undefined);
let noticeAsked = false;

function NoticeLater() {
  const code = noticeCode.value;
  const raised = notice.value !== undefined;
  useEffect(() => {
    if (!raised || noticeAsked) return;
    noticeAsked = true;
    import('./screens/ScreenNotice.tsx').then(
      (m) => (noticeCode.value = m),
      () => (noticeAsked = false), // the next notice asks again
    );
  }, [raised]);
  return code ? <code.ScreenNotice /> : null;
}

/** The shell's one polite live region: it renders what src/state/announce.ts was given. */
function Announcer() {
  return (
    <div class="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
      {announcements.value.map((a) => (
        <p key={a.id}>{a.text}</p>
      ))}
    </div>
  );
}

/**
 * The screen's heading (its one h1), outside dialogs and outside index.html's first look of the
 * sign-in screen (hidden, and hidden from screen readers): its "Sign in to tenfoot" was said at
 * every start, in English, to a viewer signed in and shown Home.
 */
function screenHeading(): HTMLElement | null {
  for (const h of Array.from(document.querySelectorAll<HTMLElement>('.shell h1'))) if (!h.closest('[role="dialog"], [aria-hidden="true"], [hidden]') && h.textContent?.trim()) return h;
  return null;
}

/**
 * A new screen is said by its name, its h1 ("Library", a playlist's title), once that has
 * rendered: a screen's code may still be coming, and the screen before stays until it is here.
 */
let saidHeading: HTMLElement | null = null;
let heldFor = 0;
function useScreenAnnouncement(screen: number): void {
  // Held from the render that brings the screen: a screen whose code is here says its news in its
  // own effects, which run before this one's.
  if (screen !== heldFor) {
    heldFor = screen;
    holdForHeading();
  }
  useEffect(() => {
    let tries = 0;
    const look = () => {
      const h1 = screenHeading();
      if (h1 && h1 !== saidHeading) {
        saidHeading = h1;
        announce(h1.textContent ?? '');
        releaseHeld();
        return true;
      }
      if (++tries <= 50) return false;
      releaseHeld();
      return true;
    };
    if (look()) return;
    const timer = setInterval(() => look() && clearInterval(timer), 100);
    return () => clearInterval(timer);
  }, [screen]);
}

let nextKey = 0;
const keys = new WeakMap<Route, number>();
function routeKey(route: Route): number {
  if (!keys.has(route)) keys.set(route, ++nextKey);
  return keys.get(route)!;
}

/** The screen a question asked on `on` is for: the boot screen's is for whatever screen replaced it. */
function askedFor(on: Route | undefined, current: Route): Route | undefined {
  return on?.name === 'boot' ? current : on;
}

/** The shell: the current screen, the session notice, and "Exit?" when Back reaches the root. */
export function App({ config }: { config: AppConfig }) {
  /** The screen Back asked "Exit?" on: the question shows on that screen only. */
  const [askedOn, setAskedOn] = useState<Route | undefined>(undefined);
  // Back retraces: from deep in a list to its first item, then to the screen before; at the root
  // (Home) to the menu, and only then it asks before exiting.
  useBack(() => {
    if (backToListStart() || goBack() || backToRail()) return true;
    loadExitQuestion();
    setAskedOn(currentRoute.peek());
    return true;
  });
  const route = currentRoute.value;
  // Asked for this screen only: if the question's code is still coming when the viewer moves on,
  // it must not open later over another screen, nor when they come back to this one. Cleared
  // against the route of the moment, not of the render: on a busy TV this effect may run after
  // a Back that asked on the new screen. One asked on the boot screen (a key pressed while
  // "Starting…" shows) is for the first screen, which takes the boot screen's place without the
  // viewer going anywhere: carried in the render itself, so the question never leaves the screen.
  useEffect(() => setAskedOn((on) => (askedFor(on, currentRoute.peek()) === currentRoute.peek() ? currentRoute.peek() : undefined)), [route]);
  const Exit = askedFor(askedOn, route) === route ? exitQuestionCode.value?.ExitQuestion : undefined;
  useScreenAnnouncement(routeKey(route));
  // index.html's first look of the sign-in screen is for a TV with no account: any other screen
  // (IndexedDB listed an account after all) is seen at once (src/ui/firstCode.ts).
  useLayoutEffect(() => {
    if (route.name !== 'boot' && route.name !== 'signin') removeFirstCode();
  }, [route]);
  return (
    <div class="shell">
      <FocusMemory route={route} />
      <Announcer />
      <NoticeLater />
      {route.name === 'signin' ? <LazySignIn key={route.name} config={config} why={route.why} /> : null}
      {route.name === 'picker' ? <LazyPicker /> : null}
      {route.name === 'player' ? <LazyPlayer key={routeKey(route)} route={route} /> : null}
      {route.name === 'boot' ? <p class="lead screen">{t('Starting…')}</p> : null}
      {showsMenu(route) ? (
        <div class="browse">
          <LazyBrowse route={route} screenKey={routeKey(route)} />
        </div>
      ) : null}
      {Exit ? <Exit onStay={() => setAskedOn(undefined)} /> : null}
    </div>
  );
}
