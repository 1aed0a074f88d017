import { signal } from '@preact/signals';
import { navigate, type AfterSignIn, type TopLevel } from './router.ts';
import { t } from '../i18n/messages.ts';

/*
 * Browsing without an account: search, channels, their public playlists and uploads, video pages
 * and the player, all public data, which the API client asks for with the API key when no one is
 * signed in (src/api/core.ts). What needs an account opens the sign-in screen, saying why. A
 * guest starts from the sign-in screen (browseAsGuest in src/state/signIn.ts, in its chunk) on
 * Search, the root the menu puts sections on for them (src/screens/Menu.tsx).
 */

/** Why each section a guest cannot open needs an account, as the sign-in screen says it. */
export const SECTION_NEEDS_ACCOUNT: Partial<Record<TopLevel, () => string>> = {
  home: () => t('Home shows the new videos of the channels you subscribe to. Sign in to see it.'),
  subscriptions: () => t('Subscriptions lists the channels you subscribe to. Sign in to see them.'),
  library: () => t('Library holds your playlists. Sign in to see them.'),
  live: () => t('Live shows the streams of the channels you subscribe to, and your own. Sign in to see them.'),
};

/**
 * The sign-in screen, with why: Back returns to where the guest was; signing in returns there too,
 * with what they asked for done (src/state/completeSignIn.ts).
 */
export function askToSignIn(why: string, then?: AfterSignIn): void {
  navigate({ name: 'signin', why, then });
}

/** A video whose "Add to playlist" a guest asked for: its page opens the dialog once they are signed in. */
export const addToPlaylistAfterSignIn = signal<string | undefined>(undefined);
