import { navigate, openSection } from '../state/router.ts';
import type { EmptyActionSpec } from '../ui/ListState.tsx';
import { t } from '../i18n/messages.ts';

/**
 * The next step an empty list offers, as a button: an empty state that only says "go to Search"
 * leaves a remote user hunting through the menu for it.
 */

/** Home feed and followed channels are filled by following channels, found in Search. */
export const findChannelsInSearch: EmptyActionSpec = { get label() { return t('Find channels in Search'); }, onPress: () => openSection('search') };

/** An empty playlist is filled from a video's page; Search opens on top so Back returns to the playlist. */
export const findVideosInSearch: EmptyActionSpec = { get label() { return t('Find videos in Search'); }, onPress: () => navigate({ name: 'search' }) };
