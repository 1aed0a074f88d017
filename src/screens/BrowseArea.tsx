import type { Route } from '../state/router.ts';
import { Menu } from './Menu.tsx';
import { Home } from './Home.tsx';
import { useEffect } from 'preact/hooks';
import { inContent, lazyScreen } from './lazyScreen.tsx';
import { loadRemote } from '../nav/remoteLater.ts';
import { t } from '../i18n/messages.ts';

/**
 * Every screen but Home, through the table of their chunks (screenChunks.tsx), itself a chunk:
 * Home's chunk holds Home, and the table comes once the first screen is up, or with the first
 * screen that needs it (a guest's Search). Its arrival starts fetching the other screens' code in
 * idle time.
 */
const OtherScreen = lazyScreen(
  () =>
    import('./screenChunks.tsx').then((m) => {
      m.prefetchTheRest();
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
      if ((event.target as Element | null)?.closest?.('.content')) go();
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
  // time, the other screens' code.
  useEffect(
    whenFirstScreenIsUp(() => {
      loadRemote();
      OtherScreen.preload();
    }),
    [],
  );
  return (
    <>
      <Menu />
      <Browse key={screenKey} route={route} />
    </>
  );
}
