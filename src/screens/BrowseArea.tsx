import type { Route } from '../state/router.ts';
import { Menu } from './Menu.tsx';
import { Home } from './Home.tsx';
import { useEffect } from 'preact/hooks';
import { inContent, lazyScreen } from './lazyScreen.tsx';
import { loadRemote } from '../nav/remoteLater.ts';
import { t } from '../i18n/messages.ts';

/** Set once the first screen is up: from then on, the table's arrival starts the other screens' prefetch. */
let firstScreenIsUp = false;
const tableOfScreens = () => import('./screenChunks.tsx');

/**
 * Every screen but Home, through the table of their chunks (screenChunks.tsx), itself a chunk:
 * Home's chunk holds Home, and the table comes once the first screen is up, in the sign-in
 * screen's idle time (for a guest's Search, or the section a sign-in was for), or with the first
 * screen that needs it. If it comes after the first screen is up, it starts fetching the other
 * screens' code in idle time; never before, so that a first screen other than Home comes first and
 * alone.
 */
export const OtherScreen = lazyScreen(
  () =>
    tableOfScreens().then((m) => {
      if (firstScreenIsUp) m.prefetchTheRest();
      return m.OtherScreen;
    }),
  () => t('screen'),
  inContent,
);

/**
 * Calls `then` once the first screen is up: focus has reached its content (its first card, or
 * what it offers when empty or failed), or after a few seconds whatever happens. What comes next
 * must not compete with the first screen's own code and data.
 */
function whenFirstScreenIsUp(then: () => void): () => () => void {
  return () => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      document.removeEventListener('focusin', onFocus);
      clearTimeout(timer);
      then();
    };
    const onFocus = (event: FocusEvent) => {
      // Not the spinner that holds focus while a screen's code comes (lazyScreen.tsx), nor the
      // skeleton it waits on while the screen's first list comes (waitingScreen.ts).
      const el = event.target as Element | null;
      if (el?.closest?.('.content') && !el.matches('[data-waiting], .skeleton-row')) go();
    };
    document.addEventListener('focusin', onFocus);
    const timer = setTimeout(go, 5000);
    return () => {
      done = true;
      document.removeEventListener('focusin', onFocus);
      clearTimeout(timer);
    };
  };
}

/** The signed-in screen of the route, beside the menu rail; keyed by history entry so each gets its own state. */
function Browse({ route }: { route: Route }) {
  return route.name === 'home' ? <Home route={route} /> : <OtherScreen route={route} />;
}

/** The menu rail and the screen beside it: the signed-in app; the sign-in screen never loads it. */
export function BrowseArea({ route, screenKey }: { route: Route; screenKey: number }) {
  // The remote's code and the table of screens: the viewer's next key needs them; then, in idle
  // time, the other screens' code (started here too when the table came before: a guest's Search).
  // A table that could not be fetched now is fetched by the first screen that needs it.
  useEffect(
    whenFirstScreenIsUp(() => {
      firstScreenIsUp = true;
      loadRemote();
      OtherScreen.preload();
      tableOfScreens().then((m) => m.prefetchTheRest(), () => undefined);
    }),
    [],
  );
  return (
    <>
      <Menu />
      <Browse key={screenKey} route={route} />
      {/* The sign that a page goes on below what its foot hides (src/nav/edgeRule.ts, clipEdges). */}
      <span class="scroll-cue scroll-cue--down page-cue" aria-hidden="true" data-testid="page-more-below" />
    </>
  );
}
