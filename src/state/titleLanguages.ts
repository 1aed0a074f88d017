import { signal, type ReadonlySignal, type Signal } from '@preact/signals';
import { videoClient } from './videoClient.ts';

/*
 * The title language (snippet.defaultLanguage) of channels and playlists whose cards come from a
 * resource that does not carry it: a subscription names its channel, a search result its channel
 * or playlist, each without the language its owner set (the channel's and playlist's own
 * resources have it). Asked by id, the ids cards ask for within a moment of each other in one call
 * (up to 50 a call, 1 quota unit), each id once; a card's title takes it as `lang` when it comes,
 * so a screen reader reads it in that language's voice.
 */

type Kind = 'channels' | 'playlists';
const IDS_PER_CALL = 50;
/** Ids asked within this time of each other go in one call: a shelf's cards are made in one go. */
const GATHER_MS = 16;

const known: Record<Kind, Map<string, Signal<string | undefined>>> = { channels: new Map(), playlists: new Map() };
let waiting: Record<Kind, string[]> = { channels: [], playlists: [] };
let timer: ReturnType<typeof setTimeout> | undefined;

function languageOf(kind: Kind, id: string): ReadonlySignal<string | undefined> {
  let lang = known[kind].get(id);
  if (!lang) {
    known[kind].set(id, (lang = signal<string | undefined>(undefined)));
    waiting[kind].push(id);
    if (timer === undefined) timer = setTimeout(send, GATHER_MS);
  }
  return lang;
}

/** A channel's title language, once known: undefined until then, and where its owner set none. */
export const channelLanguage = (channelId: string) => languageOf('channels', channelId);

/**
 * A playlist's title language if a card has asked for it already (a search result's), without
 * asking: its page reads it, and a playlist no card asked about costs no call.
 */
export const knownPlaylistLanguage = (playlistId: string): string | undefined => known.playlists.get(playlistId)?.value;

/** A playlist's title language, once known. */
export const playlistLanguage = (playlistId: string) => languageOf('playlists', playlistId);

function send(): void {
  timer = undefined;
  const asked = waiting;
  waiting = { channels: [], playlists: [] };
  for (const kind of ['channels', 'playlists'] as const) {
    const ids = asked[kind];
    for (let i = 0; i < ids.length; i += IDS_PER_CALL) {
      const chunk = ids.slice(i, i + IDS_PER_CALL);
      const params = { part: ['snippet'] as ['snippet'], id: chunk, maxResults: IDS_PER_CALL };
      Promise.resolve()
        .then((): Promise<{ items?: { id?: string; snippet?: { defaultLanguage?: string } }[] }> => {
          const client = videoClient();
          return kind === 'channels' ? client.channels.list(params) : client.playlists.list(params);
        })
        .then(
          (r) => {
            for (const item of r.items ?? []) {
              const lang = item.id ? known[kind].get(item.id) : undefined;
              if (lang) lang.value = item.snippet?.defaultLanguage || undefined;
            }
          },
          // Left without: the title shows as before, and the next card made for it asks again.
          () => chunk.forEach((id) => known[kind].delete(id)),
        );
    }
  }
}
