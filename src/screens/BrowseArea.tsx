import type { ComponentType } from 'preact';
import type { Route } from '../state/router.ts';
import { Menu } from './Menu.tsx';
import { Account } from './Account.tsx';
import { Channel } from './Channel.tsx';
import { Home } from './Home.tsx';
import { Library } from './Library.tsx';
import { Live } from './Live.tsx';
import { Playlist } from './Playlist.tsx';
import { PlaylistForm } from './PlaylistForm.tsx';
import { Search } from './Search.tsx';
import { Subscriptions } from './Subscriptions.tsx';
import { Video } from './Video.tsx';

/** The screen of each signed-in route; sign-in, the picker and the player live outside the menu. */
const SCREENS: { [K in Route['name']]?: ComponentType<{ route: Extract<Route, { name: K }> }> } = {
  home: Home,
  subscriptions: Subscriptions,
  library: Library,
  search: Search,
  live: Live,
  account: Account,
  channel: Channel,
  playlist: Playlist,
  video: Video,
  createPlaylist: PlaylistForm,
  editPlaylist: PlaylistForm,
};

/** The signed-in screens, beside the menu rail; keyed by history entry so each gets its own state. */
function Browse({ route }: { route: Route }) {
  // The table pairs each name with the screen of that route, so the route fits the screen it picks.
  const Screen = SCREENS[route.name] as ComponentType<{ route: Route }> | undefined;
  return Screen ? <Screen route={route} /> : null;
}

/** The menu rail and the screen beside it: the signed-in app, one chunk the sign-in screen never loads. */
export function BrowseArea({ route, screenKey }: { route: Route; screenKey: number }) {
  return (
    <>
      <Menu />
      <Browse key={screenKey} route={route} />
    </>
  );
}
