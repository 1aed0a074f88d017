import type { Channel } from '../api/video/index.ts';
import { myChannel } from '../state/channels.ts';
import { myPlaylists } from '../state/lists.ts';
import { navigate, type Route } from '../state/router.ts';
import { Card } from '../ui/Card.tsx';
import { Shelf } from '../ui/Shelf.tsx';
import { CardShelf } from './CardShelf.tsx';
import { shelfGeometry } from './shelfGeometry.ts';
import { useReloadAfterWrites } from './useReloadAfterWrites.ts';
import { kept, useScreenMemory } from './useScreen.ts';
import { type CardModel } from './viewModels.ts';
import { ownPlaylistCard } from './channelCards.ts';
import { t } from '../i18n/messages.ts';
import { CREATE_PLAYLIST_KEY, LIBRARY_PLAYLISTS } from './libraryMemory.ts';

/** Icons from the symbol blocks TV fonts have: a clock from the geometric shapes, not the stopwatch emoji they often lack. */
const SYSTEM: { key: 'watchLater' | 'likes' | 'watchHistory' | 'favorites' | 'uploads'; title: string; icon: string }[] = [
  { key: 'watchLater', get title() { return t('Watch later'); }, icon: '◷' },
  { key: 'likes', get title() { return t('Likes'); }, icon: '♥' },
  { key: 'watchHistory', get title() { return t('History'); }, icon: '↺' },
  { key: 'favorites', get title() { return t('Favourites'); }, icon: '★' },
  { key: 'uploads', get title() { return t('Uploads'); }, icon: '⇪' },
];

function systemCards(channel: Channel | undefined): CardModel[] {
  const related = channel?.contentDetails?.relatedPlaylists ?? {};
  return SYSTEM.filter((s) => related[s.key]).map((s) => ({
    key: `system-${s.key}`,
    title: s.title,
    icon: s.icon,
    target: { name: 'playlist', playlistId: related[s.key]!, title: s.title },
  }));
}

/** Your playlists (with "Create playlist" first) and the system ones. */
export function Library({ route }: { route: Route }) {
  const memory = useScreenMemory(route);
  const playlists = kept(memory, LIBRARY_PLAYLISTS, myPlaylists);
  const channel = kept(memory, 'channel', myChannel);
  useReloadAfterWrites(memory, playlists);
  const create: CardModel = { key: CREATE_PLAYLIST_KEY, get title() { return t('Create playlist'); }, icon: '+', target: { name: 'createPlaylist' } };
  const system = systemCards(channel.value.value);
  return (
    <section class="content" data-scroll-y data-testid="library-screen">
      <h1 class="content__title">{t('Library')}</h1>
      <CardShelf title={t('Your playlists')} list={playlists} toCard={ownPlaylistCard} leading={create} memory={memory} memoryKey="playlists" emptyText="" autofocus testId="shelf-playlists" />
      <Shelf
        title={t('Watch later, likes and more')}
        items={system}
        {...shelfGeometry()}
        loading={channel.loading.value}
        error={channel.error.value}
        onRetry={channel.reload}
        emptyText={t('Your channel has no system playlists.')}
        memory={memory}
        memoryKey="system"
        renderItem={(m, i, left) => <Card key={m.key} index={i} focusKey={m.key} title={m.title} icon={m.icon} style={{ left: `${left}px` }} onSelect={() => m.target && navigate(m.target)} />}
      />
    </section>
  );
}
