import type { Route } from '../state/router.ts';
import { Menu } from './Menu.tsx';
import { useEffect } from 'preact/hooks';
import { prefetchTheRest, screenFor } from './screenChunks.tsx';
import { loadRemote } from '../nav/remoteLater.ts';

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
  const Screen = screenFor(route.name);
  return Screen ? <Screen route={route} /> : null;
}

/** The menu rail and the screen beside it: the signed-in app; the sign-in screen never loads it. */
export function BrowseArea({ route, screenKey }: { route: Route; screenKey: number }) {
  // The remote's code first: the viewer's next key needs it; then the other screens', in idle time.
  useEffect(
    whenFirstScreenIsUp(() => {
      loadRemote();
      prefetchTheRest();
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
