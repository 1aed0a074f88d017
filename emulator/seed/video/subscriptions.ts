import { hashId, idShapes } from '../../video/ids.ts';
import type { SubscriptionRecord } from '../../video/model.ts';
import type { Prng } from '../prng.ts';
import type { SeedChannel } from './channels.ts';

const DAY = 86_400_000;

export function subscriptionId(subscriberChannelId: string, channelId: string): string {
  return hashId(idShapes.subscriptionLength, 'subscription', subscriberChannelId, channelId);
}

/** Titles of channels the first account always follows: markup, right-to-left, CJK, emoji, empty uploads. */
const primaryFollows = ['The <b>Bold</b> Channel', 'مطبخ سارة', '東京ストリートフード', 'Pixel Party 🎮', 'Quiet Channel (no uploads yet)', 'Lo-Fi Lighthouse'];

/**
 * Subscriptions both ways: accounts follow catalog channels and each other, catalog channels
 * follow accounts (so mySubscribers has pages) and each other.
 */
export function seedSubscriptions(prng: Prng, channels: readonly SeedChannel[], now: number): SubscriptionRecord[] {
  const out: SubscriptionRecord[] = [];
  const seen = new Set<string>();
  const records = channels.map((c) => c.record);
  const byTitle = new Map(records.map((c) => [c.title, c]));
  const accounts = records.filter((c) => c.accountId);
  const catalog = records.filter((c) => !c.accountId);
  const add = (subscriber: (typeof records)[number], channel: (typeof records)[number]) => {
    const key = `${subscriber.id}>${channel.id}`;
    if (subscriber.id === channel.id || seen.has(key)) return;
    seen.add(key);
    const earliest = Math.max(subscriber.publishedAt, channel.publishedAt);
    const publishedAt = Math.max(earliest + DAY, now - prng.int(1, 1100) * DAY - prng.int(0, DAY));
    out.push({ id: subscriptionId(subscriber.id, channel.id), subscriberChannelId: subscriber.id, channelId: channel.id, publishedAt: Math.min(publishedAt, now - 60_000) });
  };
  accounts.forEach((account, index) => {
    if (index === 0) for (const title of primaryFollows) add(account, byTitle.get(title)!);
    for (const other of accounts) if (other.accountId !== 'acct-kid' && prng.chance(index === 0 ? 1 : 0.6)) add(account, other);
    for (const channel of prng.sample(catalog, prng.int(10, 22))) add(account, channel);
  });
  for (const channel of catalog) {
    for (const account of accounts) if (prng.chance(0.45)) add(channel, account);
    for (const other of prng.sample(catalog, prng.int(0, 8))) add(channel, other);
  }
  return out;
}
