import { hashId, idShapes, systemPlaylistPrefix } from '../../video/ids.ts';
import type { ChannelRecord, SystemPlaylistKind } from '../../video/model.ts';
import type { Account } from '../accounts.ts';
import { ID_ALPHABET, type Prng } from '../prng.ts';
import { languages, type LanguageCode } from '../text/languages.ts';
import { accountChannelTopics, channelCatalog } from './channelCatalog.ts';
import { randomColor } from './colors.ts';

const DAY = 86_400_000;

/** A channel with what the rest of the seed needs to fill it. */
export interface SeedChannel {
  record: ChannelRecord;
  lang: LanguageCode;
  weight: number;
}

function relatedPlaylists(channelId: string): Record<SystemPlaylistKind, string> {
  const suffix = channelId.slice(2);
  return {
    uploads: `${systemPlaylistPrefix.uploads}${suffix}`,
    likes: `${systemPlaylistPrefix.likes}${suffix}`,
    favorites: `${systemPlaylistPrefix.favorites}${suffix}`,
    watchHistory: `${systemPlaylistPrefix.watchHistory}${suffix}`,
    watchLater: `${systemPlaylistPrefix.watchLater}${suffix}`,
  };
}

function handle(title: string, id: string): string {
  const ascii = title.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '').toLowerCase();
  return `@${ascii.length >= 3 ? ascii.slice(0, 24) : `channel${hashId(6, id).toLowerCase().replace(/[^a-z0-9]/g, '')}`}`;
}

/** The 5 accounts' channels first (their ids come from accounts.ts), then the 55 of the catalog. */
export function seedChannels(prng: Prng, accounts: readonly Account[], now: number): SeedChannel[] {
  const out: SeedChannel[] = [];
  const make = (id: string, title: string, lang: LanguageCode, topics: readonly string[], weight: number, accountId?: string): SeedChannel => {
    const language = languages[lang];
    // Channel blurbs use the language's general lines, not the per-video ones about a subject.
    const lines = language.descriptions.filter((line) => !line.includes('{s}'));
    const description = prng.chance(0.15) ? '' : `${prng.pick(lines.length ? lines : ['Welcome!'])}\n\nBusiness enquiries: hello@${handle(title, id).slice(1)}.example`;
    const record: ChannelRecord = {
      id,
      title,
      description,
      customUrl: handle(title, id),
      publishedAt: now - prng.int(400, 4500) * DAY - prng.int(0, DAY),
      country: language.country,
      defaultLanguage: lang,
      color: randomColor(prng),
      topicIds: [...topics],
      accountId,
      baseSubscriberCount: accountId ? prng.int(0, 40) : Math.floor(10 ** (2 + prng.next() * 5)),
      hiddenSubscriberCount: prng.chance(0.08),
      madeForKids: accountId === 'acct-kid',
      relatedPlaylists: relatedPlaylists(id),
    };
    return { record, lang, weight };
  };
  for (const account of accounts) {
    const extra = accountChannelTopics[account.id] ?? { lang: 'en' as const, topics: ['/m/01k8wb'], weight: 1 };
    out.push(make(account.channelId, account.name, extra.lang, extra.topics, extra.weight, account.id));
  }
  const taken = new Set(out.map((c) => c.record.id));
  for (const template of channelCatalog) {
    let id: string;
    do id = `UC${prng.chars(ID_ALPHABET, idShapes.channelSuffixLength)}`;
    while (taken.has(id));
    taken.add(id);
    out.push(make(id, template.title, template.lang, template.topics, template.weight));
  }
  return out;
}
