import type { Route } from '../state/router.ts';
import { Menu } from './Menu.tsx';
import { useEffect } from 'preact/hooks';
import { prefetchTheRest, screenFor } from './screenChunks.tsx';
import { releaseSupersededVNodes } from '../ui/releaseSupersededVNodes.ts';

// The lists and grids that page are all signed-in screens: installed with their chunk, before any
// of them renders (see its comment: heap growth while paging).
releaseSupersededVNodes();

/** The signed-in screen of the route, beside the menu rail; keyed by history entry so each gets its own state. */
function Browse({ route }: { route: Route }) {
  const Screen = screenFor(route.name);
  return Screen ? <Screen route={route} /> : null;
}

/** The menu rail and the screen beside it: the signed-in app; the sign-in screen never loads it. */
export function BrowseArea({ route, screenKey }: { route: Route; screenKey: number }) {
  useEffect(prefetchTheRest, []);
  return (
    <>
      <Menu />
      <Browse key={screenKey} route={route} />
    </>
  );
}
