import { hashId, idShapes } from '../../video/ids.ts';
import type { ChannelRecord, PlaylistItemRecord, PlaylistRecord, PrivacyStatus, SystemPlaylistKind, VideoRecord } from '../../video/model.ts';
import { ID_ALPHABET, type Prng } from '../prng.ts';
import { HTML_TITLE } from '../text/edgeCases.ts';
import { languages } from '../text/languages.ts';
import type { SeedChannel } from './channels.ts';

const DAY = 86_400_000;

interface PlaylistPlan {
  title: string;
  description?: string;
  privacy: PrivacyStatus;
  size: number;
  /** Put the video titled HTML_TITLE first, so the first screens show it. */
  htmlFirst?: boolean;
  /** Include videos that are private to someone else (shown as "Private video"). */
  withPrivate?: boolean;
  /** The title's language (snippet.defaultLanguage), for titles not in English. */
  lang?: string;
}

/** The first account is the one tests and screenshots use: every kind of playlist a screen must handle. */
const primaryPlans: PlaylistPlan[] = [
  { title: 'Watch on the big screen', description: 'Saved for the living room.', privacy: 'public', size: 12, htmlFirst: true },
  { title: 'Sunday cooking', privacy: 'public', size: 25 },
  { title: 'Everything, all at once', description: 'A long playlist: page through it.', privacy: 'public', size: 230, withPrivate: true },
  { title: 'Empty for now', privacy: 'public', size: 0 },
  { title: 'Private mix', privacy: 'private', size: 8 },
  { title: 'Unlisted finds', privacy: 'unlisted', size: 6 },
  { title: 'مختارات عربية 🌙', description: 'قائمة تشغيل من اليمين إلى اليسار', privacy: 'public', size: 5, lang: 'ar' },
];

const accountTitles = ['Favourites 2024', 'Road trip', 'Learn something', 'Later, maybe', 'Kids corner', 'Music for work'];

export function newPlaylistId(prng: Prng, taken: Set<string>): string {
  let id: string;
  do id = `PL${prng.chars(ID_ALPHABET, idShapes.playlistSuffixLength)}`;
  while (taken.has(id));
  taken.add(id);
  return id;
}

export function playlistItemId(playlistId: string, videoId: string, serial: number): string {
  return hashId(idShapes.playlistItemLength, 'item', playlistId, videoId, serial);
}

/** Items added some time between the video's publication and now; an upload is "added" when published. */
function items(prng: Prng, playlistId: string, videos: readonly VideoRecord[], now: number, uploads = false): PlaylistItemRecord[] {
  return videos.map((video, index) => ({
    id: playlistItemId(playlistId, video.id, index),
    playlistId,
    videoId: video.id,
    addedAt: uploads ? video.publishedAt : video.publishedAt + Math.floor(prng.next() * Math.max(0, now - video.publishedAt)),
  }));
}

/** System playlists (docs/reference/facts.md, Data API: system playlists) for every channel, then user-created ones. */
export function seedPlaylists(prng: Prng, channels: readonly SeedChannel[], videos: readonly VideoRecord[], now: number): PlaylistRecord[] {
  const out: PlaylistRecord[] = [];
  const taken = new Set<string>();
  const byChannel = new Map<string, VideoRecord[]>();
  for (const video of videos) {
    const list = byChannel.get(video.channelId) ?? [];
    list.push(video);
    byChannel.set(video.channelId, list);
  }
  const publicVideos = videos.filter((v) => v.privacyStatus === 'public' && v.liveBroadcastContent !== 'upcoming');
  const privateVideos = videos.filter((v) => v.privacyStatus === 'private' && !channels.some((c) => c.record.accountId && c.record.id === v.channelId));
  const htmlVideo = videos.find((v) => v.title === HTML_TITLE);

  const system = (channel: ChannelRecord, kind: SystemPlaylistKind, picked: VideoRecord[], privacy: PrivacyStatus) => {
    const id = channel.relatedPlaylists[kind];
    out.push({ id, channelId: channel.id, title: kind === 'uploads' ? `Uploads from ${channel.title}` : systemTitles[kind], description: '', publishedAt: channel.publishedAt, privacyStatus: privacy, system: kind, items: items(prng, id, picked, now, kind === 'uploads') });
  };

  for (const { record: channel } of channels) {
    const uploads = (byChannel.get(channel.id) ?? []).slice().sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id));
    system(channel, 'uploads', uploads, 'public');
    const isAccount = channel.accountId !== undefined;
    system(channel, 'likes', prng.sample(publicVideos, isAccount ? prng.int(20, 60) : prng.int(0, 10)), 'public');
    system(channel, 'favorites', isAccount ? prng.sample(publicVideos, prng.int(5, 15)) : [], 'public');
    system(channel, 'watchHistory', isAccount ? prng.sample(publicVideos, prng.int(30, 80)) : [], 'private');
    system(channel, 'watchLater', isAccount ? prng.sample(publicVideos, prng.int(10, 30)) : [], 'private');
  }

  const userPlaylist = (channel: ChannelRecord, plan: PlaylistPlan, pool: readonly VideoRecord[]) => {
    const id = newPlaylistId(prng, taken);
    let picked = prng.sample(pool, plan.size);
    if (plan.withPrivate) picked.splice(3, 0, ...prng.sample(privateVideos, 2));
    if (plan.htmlFirst && htmlVideo) picked = [htmlVideo, ...picked.filter((v) => v !== htmlVideo)].slice(0, Math.max(plan.size, 1));
    out.push({
      id,
      channelId: channel.id,
      title: plan.title,
      description: plan.description ?? '',
      publishedAt: Math.max(channel.publishedAt, now - prng.int(2, 700) * DAY - prng.int(0, DAY)),
      privacyStatus: plan.privacy,
      items: items(prng, id, picked, now),
      ...(plan.lang ? { defaultLanguage: plan.lang } : {}),
    });
  };

  channels.forEach(({ record: channel, lang }, index) => {
    if (channel.accountId) {
      const plans: PlaylistPlan[] =
        index === 0
          ? primaryPlans
          : prng.sample(accountTitles, prng.int(2, 4)).map((title) => ({ title, privacy: prng.chance(0.75) ? 'public' : 'private', size: prng.int(1, 40) }));
      for (const plan of plans) userPlaylist(channel, plan, publicVideos);
      return;
    }
    const own = (byChannel.get(channel.id) ?? []).filter((v) => v.privacyStatus === 'public');
    if (own.length === 0) return;
    const count = prng.int(0, 3);
    const inOwnLanguage = languages[lang].phrases[0]!.replace(/\{.*?\}/g, '').trim();
    const titles = [`Best of ${channel.title}`, `Season ${prng.int(1, 6)}`, inOwnLanguage, 'Shorts', 'Start here'];
    for (const title of prng.sample(titles, count)) {
      userPlaylist(channel, { title, privacy: prng.chance(0.9) ? 'public' : 'private', size: prng.int(1, Math.min(own.length, 30)), lang: title === inOwnLanguage ? lang : undefined }, own);
    }
  });
  return out;
}

const systemTitles: Record<SystemPlaylistKind, string> = {
  uploads: 'Uploads',
  likes: 'Liked videos',
  favorites: 'Favorites',
  watchHistory: 'History',
  watchLater: 'Watch later',
};
