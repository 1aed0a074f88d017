import type { Route } from '../state/router.ts';
import { Menu } from './Menu.tsx';
import { Account } from './Account.tsx';
import { Channel } from './Channel.tsx';
import { CreatePlaylist } from './CreatePlaylist.tsx';
import { Home } from './Home.tsx';
import { Library } from './Library.tsx';
import { Live } from './Live.tsx';
import { Playlist } from './Playlist.tsx';
import { Search } from './Search.tsx';
import { Subscriptions } from './Subscriptions.tsx';
import { Video } from './Video.tsx';

/** The signed-in screens, beside the menu rail; keyed by history entry so each gets its own state. */
function Browse({ route }: { route: Route }) {
  switch (route.name) {
    case 'home':
      return <Home route={route} />;
    case 'subscriptions':
      return <Subscriptions route={route} />;
    case 'library':
      return <Library route={route} />;
    case 'search':
      return <Search route={route} />;
    case 'live':
      return <Live route={route} />;
    case 'account':
      return <Account route={route} />;
    case 'channel':
      return <Channel route={route} />;
    case 'playlist':
      return <Playlist route={route} />;
    case 'video':
      return <Video route={route} />;
    case 'createPlaylist':
      return <CreatePlaylist route={route} />;
    default:
      return null;
  }
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
