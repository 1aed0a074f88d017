import { computed, signal } from '@preact/signals';
import type { PrivacyStatus } from '../api/video/index.ts';
import type { NextUp } from './playQueue.ts';

/** A video as the list that showed it knew it: details come from the snippet in hand. */
export interface VideoRef {
  videoId: string;
  title: string;
  channelId?: string;
  channelTitle?: string;
  publishedAt?: string;
  description?: string;
  thumbnailUrl?: string;
}

/** Every screen the app can show, with what it needs to show it. */
export type Route =
  | { name: 'boot' }
  /**
   * `why`: what the viewer asked for that needs an account (a guest's Subscribe, or Home);
   * `then`: that request, done once they have signed in, where they were.
   */
  | { name: 'signin'; why?: string; then?: AfterSignIn }
  | { name: 'picker' }
  | { name: 'account' }
  | { name: 'home' }
  | { name: 'subscriptions' }
  | { name: 'library' }
  | { name: 'search' }
  | { name: 'live' }
  | { name: 'settings' }
  | { name: 'channel'; channelId: string; title?: string }
  /** `own`: one of the viewer's playlists (from Library), so it can be edited, deleted and emptied. */
  | { name: 'playlist'; playlistId: string; title: string; own?: boolean; /** The title's language, where the API gave it. */ lang?: string }
  /** `inPlaylist`: opened from a playlist of the viewer's own, as that item (it can be removed). */
  | { name: 'video'; video: VideoRef; inPlaylist?: { itemId: string; playlistTitle: string } }
  /** Full screen; `startAt` in seconds (Resume, or 0 for Start over). */
  /** `queue`: the order Play all or Shuffle chose; without it, the next video is the list's next. */
  | { name: 'player'; video: VideoRef; startAt: number; queue?: readonly NextUp[] }
  /** `addVideo`: the video the new playlist starts with (from "Add to playlist"). */
  | { name: 'createPlaylist'; addVideo?: VideoRef }
  | { name: 'editPlaylist'; playlist: EditablePlaylist };

/** What the playlist form needs to edit a playlist: its id and the fields it shows. */
export interface EditablePlaylist {
  id: string;
  title: string;
  description: string;
  privacy: PrivacyStatus;
}

export type TopLevel = 'home' | 'subscriptions' | 'library' | 'search' | 'live' | 'settings' | 'account';

/** What a guest asked for that needed an account: done right after they sign in (src/state/guest.ts). */
export type AfterSignIn =
  | { do: 'open'; section: TopLevel }
  | { do: 'subscribe'; channelId: string; channelTitle: string }
  | { do: 'addToPlaylist'; videoId: string };

/** True when the last change was a Back: screens then restore focus and scroll. */
export const cameBack = signal(false);

/** The history of screens; Back pops it. */
export const routeStack = signal<Route[]>([{ name: 'boot' }]);
export const currentRoute = computed(() => routeStack.value[routeStack.value.length - 1]!);

export function navigate(route: Route): void {
  cameBack.value = false;
  routeStack.value = [...routeStack.value, route];
}

/**
 * Puts `route` in place of the current screen: Play opens the player instead of the video page,
 * so Back from the player returns to the card the video was opened from.
 */
export function replaceTop(route: Route): void {
  cameBack.value = false;
  routeStack.value = [...routeStack.value.slice(0, -1), route];
}

/** Screens that fill the TV, with no menu rail beside them (App.tsx draws the rail for the rest). */
const FULL_SCREEN: ReadonlySet<Route['name']> = new Set(['boot', 'signin', 'picker', 'player']);

export function showsMenu(route: Route): boolean {
  return !FULL_SCREEN.has(route.name);
}

/** The screen under the current one (the list a video was opened from), if any. */
export function routeBelow(): Route | undefined {
  const stack = routeStack.peek();
  return stack[stack.length - 2];
}

/** Starts a new history: after sign-in or a switch, Back must not lead into the old flow. */
export function resetTo(...routes: Route[]): void {
  cameBack.value = false;
  routeStack.value = routes;
}

/**
 * The menu: every section sits on the root, Home (or Search for a guest, who has no Home feed),
 * so Back from a section goes there, and from the root asks to exit.
 */
export function openSection(section: TopLevel, root: TopLevel = 'home'): void {
  const ask = askBeforeLeaving;
  if (ask) return ask(() => {
    askBeforeLeaving = undefined;
    openSection(section, root);
  });
  if (section === root) resetTo({ name: section } as Route);
  else resetTo({ name: root } as Route, { name: section } as Route);
}

let askBeforeLeaving: ((leave: () => void) => void) | undefined;

/**
 * A screen with typing not yet saved (the playlist form) asks before the menu takes the viewer to
 * a section: `leave` goes on, if the viewer says so. Returns the release, for when the work is saved or gone.
 */
export function guardLeaving(ask: (leave: () => void) => void): () => void {
  askBeforeLeaving = ask;
  return () => {
    if (askBeforeLeaving === ask) askBeforeLeaving = undefined;
  };
}

/** Pops one screen; false at the root, where the app asks whether to exit. */
export function goBack(): boolean {
  if (routeStack.value.length <= 1) return false;
  cameBack.value = true;
  routeStack.value = routeStack.value.slice(0, -1);
  return true;
}
