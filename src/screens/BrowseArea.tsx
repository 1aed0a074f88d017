import type { Route } from '../state/router.ts';
import { Menu } from './Menu.tsx';
import { useEffect } from 'preact/hooks';
import { prefetchNeighbours, screenFor } from './screenChunks.tsx';

/** The signed-in screen of the route, beside the menu rail; keyed by history entry so each gets its own state. */
function Browse({ route }: { route: Route }) {
  const Screen = screenFor(route.name);
  return Screen ? <Screen route={route} /> : null;
}

/** The menu rail and the screen beside it: the signed-in app; the sign-in screen never loads it. */
export function BrowseArea({ route, screenKey }: { route: Route; screenKey: number }) {
  useEffect(prefetchNeighbours, []);
  return (
    <>
      <Menu />
      <Browse key={screenKey} route={route} />
    </>
  );
}
