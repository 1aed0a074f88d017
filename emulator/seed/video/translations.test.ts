import { describe, expect, it } from 'vitest';
import { seedAccounts } from '../accounts.ts';
import { edgeCaseTitles } from '../text/edgeCases.ts';
import { seedVideoData } from './index.ts';
import { TRANSLATED_LANGUAGES } from './translations.ts';

const NOW = Date.UTC(2025, 0, 6, 18);
const data = seedVideoData({ accounts: seedAccounts, now: NOW });
const channels = data.channels.filter((c) => c.localizations);
const videos = data.videos.filter((v) => v.localizations);
const playlists = data.playlists.filter((p) => p.localizations);

describe('the seed’s translations', () => {
  it('translate a handful of English channels, their newest uploads and some playlists, into German, Spanish, Japanese and Arabic', () => {
    expect(channels.length).toBeGreaterThanOrEqual(5);
    expect(videos.length).toBeGreaterThanOrEqual(6);
    expect(playlists.length).toBeGreaterThanOrEqual(3);
    for (const r of [...channels, ...videos, ...playlists]) {
      expect(Object.keys(r.localizations!).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
      for (const text of Object.values(r.localizations!)) expect(text.title).not.toBe(r.title);
    }
    // Each in its own script where it has one.
    expect(videos.every((v) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(v.localizations!.ja!.title))).toBe(true);
    expect(videos.every((v) => /[\u0600-\u06ff]/.test(v.localizations!.ar!.title))).toBe(true);
  });

  it('are of English resources only, never an account’s, so an English viewer reads every text as its owner wrote it', () => {
    for (const channel of channels) expect(channel).toMatchObject({ defaultLanguage: 'en', accountId: undefined });
    const ids = new Set(channels.map((c) => c.id));
    expect(videos.every((v) => ids.has(v.channelId))).toBe(true);
    expect(playlists.every((p) => ids.has(p.channelId) && !p.system && p.defaultLanguage === 'en')).toBe(true);
    expect(data.videos.concat().some((v) => v.localizations && 'en' in v.localizations)).toBe(false);
  });

  it('go on each channel’s newest public uploads, not live ones and not the hostile titles', () => {
    for (const channel of channels) {
      const own = data.videos.filter((v) => v.channelId === channel.id && v.privacyStatus === 'public' && v.liveBroadcastContent === 'none').sort((a, b) => b.publishedAt - a.publishedAt);
      const translated = own.filter((v) => v.localizations);
      expect(translated.length).toBeGreaterThan(0);
      expect(own.slice(0, translated.length)).toEqual(translated);
    }
    expect(videos.some((v) => edgeCaseTitles.includes(v.title))).toBe(false);
  });

  it('translate a channel’s description line by line, keeping its business address', () => {
    const withAddress = channels.find((c) => c.description.includes('Business enquiries: '))!;
    const address = /hello@\S+/.exec(withAddress.description)![0];
    expect(withAddress.localizations!.de!.description).toMatch(new RegExp(`^\\S.*\\n\\nGeschäftliche Anfragen: ${address.replace(/\./g, '\\.')}$`));
    expect(withAddress.localizations!.de!.description).not.toMatch(/Thanks|Filmed/);
  });
});
