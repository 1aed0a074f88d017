import type { ComponentType } from 'preact';
import type { Route } from '../state/router.ts';
import { LazyPlayer } from './LazyPlayer.tsx';
import { LazyPicker } from './LazySignIn.tsx';
import { inContent, lazyScreen, type LazyScreen } from './lazyScreen.tsx';
import { preloadVideoClientCode } from '../state/videoClient.ts';
import { whenIdle } from '../platform/whenIdle.ts';
import { loadExitQuestion } from './exitQuestionCode.ts';
import { t } from '../i18n/messages.ts';

/*
 * Every signed-in screen but Home is its own chunk, fetched the first time it is needed: a
 * returning viewer's TV downloads and parses Home's code and no other screen's (the per-screen
 * budgets of `npm run bench`). This table is a chunk of its own too, fetched once the first screen
 * is up (BrowseArea.tsx): it names every screen's chunk and what each imports, so that a screen
 * opened comes with its shared chunks in one round trip, and those names, hashes all, were 0.9 KB
 * of Home's chunk that no first card needs. Home itself comes in one chunk with the menu
 * (build/firstChunks.ts), and BrowseArea shows it without this table.
 */

type RouteName = Route['name'];
type ScreenProps = { route: Route };

const screen = (load: () => Promise<ComponentType<ScreenProps>>, what: () => string) => lazyScreen<ScreenProps>(load, what, inContent);

const playlistForm = screen(() => import('./PlaylistForm.tsx').then((m) => m.PlaylistForm as ComponentType<ScreenProps>), () => t('playlist form'));

const SCREENS: { [K in RouteName]?: LazyScreen<ScreenProps> } = {
  subscriptions: screen(() => import('./Subscriptions.tsx').then((m) => m.Subscriptions), () => t('subscriptions')),
  library: screen(() => import('./Library.tsx').then((m) => m.Library), () => t('library')),
  search: screen(() => import('./Search.tsx').then((m) => m.Search), () => t('search')),
  live: screen(() => import('./Live.tsx').then((m) => m.Live), () => t('live screen')),
  account: screen(() => import('./Account.tsx').then((m) => m.Account), () => t('account screen')),
  settings: screen(() => import('./Settings.tsx').then((m) => m.Settings), () => t('settings')),
  channel: screen(() => import('./Channel.tsx').then((m) => m.Channel as ComponentType<ScreenProps>), () => t('channel')),
  playlist: screen(() => import('./Playlist.tsx').then((m) => m.Playlist as ComponentType<ScreenProps>), () => t('playlist')),
  video: screen(() => import('./Video.tsx').then((m) => m.Video as ComponentType<ScreenProps>), () => t('video')),
  createPlaylist: playlistForm,
  editPlaylist: playlistForm,
};

/** The screen of a signed-in route but Home (sign-in, the picker and the player live outside the menu). */
export function OtherScreen({ route }: ScreenProps) {
  const Screen = SCREENS[route.name];
  return Screen ? <Screen route={route} /> : null;
}

let prefetched = false;

/**
 * Once the first signed-in screen is up: the code of every other screen, the player and the
 * picker, in idle time, so that opening one shows it at once, rather than a spinner while keys
 * pressed meanwhile (OK then Down) go nowhere; only letters are kept for it (nav/waitingScreen.ts).
 * The first screen came first and alone. Once: whoever loads this table first asks for it.
 */
export function prefetchTheRest(): void {
  if (prefetched) return;
  prefetched = true;
  const fetchThem = () => {
    // Object.keys, not Object.values: Chromium 53 (the legacy bundle's floor) has only the first.
    for (const name of Object.keys(SCREENS) as RouteName[]) SCREENS[name]!.preload();
    LazyPlayer.preload();
    preloadVideoClientCode(); // the requests other screens make (channels, playlists, search...)
    import('./ScreenNotice.tsx').catch(() => undefined); // the notice's code: shown with the first notice (App.tsx)
    loadExitQuestion(); // Back at the root asks it (App.tsx)
    // Switch account opens it. Not sign-in (Add account): the device flow is rarely needed twice,
    // and a returning viewer's TV should not download it.
    LazyPicker.preload();
  };
  whenIdle(fetchThem);
}
