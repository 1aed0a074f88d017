import { describe, expect, it } from 'vitest';
import type { ChannelRecord, PlaylistRecord, VideoRecord } from '../../emulator/video/model.ts';
import { harnessForFile } from './harness.ts';

/**
 * hl on videos, channels and playlists lists (the Data API v3 reference: "the localized object
 * contains the text in that language if the resource has it, else in its default language"), and
 * the localizations part, on the seed's translated resources.
 */
const h = harnessForFile();

const store = () => h.emulator.videoStore;
const translatedVideo = (): VideoRecord => [...store().videos.values()].find((v) => v.localizations?.de)!;
const plainVideo = (): VideoRecord => [...store().videos.values()].find((v) => !v.localizations && v.privacyStatus === 'public')!;
const translatedChannel = (): ChannelRecord => [...store().channels.values()].find((c) => c.localizations?.ja && c.description.includes('Business enquiries'))!;

describe('hl: snippet.localized', () => {
  it('videos: the translation into hl, the region ignored where only the language has one, else the video’s own text', async () => {
    const video = translatedVideo();
    const de = video.localizations!.de!;
    expect(de.title).not.toBe(video.title);
    const list = (hl?: string) => h.client().videos.list({ part: ['snippet'], id: [video.id], ...(hl ? { hl } : {}) });

    const german = (await list('de')).items![0]!.snippet!;
    expect(german.localized).toEqual({ title: de.title, description: de.description });
    // The owner's own text stays in title and description, and its language in defaultLanguage.
    expect(german).toMatchObject({ title: video.title, description: video.description, defaultLanguage: 'en' });
    expect((await list('de-DE')).items![0]!.snippet!.localized).toEqual({ title: de.title, description: de.description });
    expect((await list('ja')).items![0]!.snippet!.localized!.title).toBe(video.localizations!.ja!.title);
    for (const hl of ['fr', 'en', 'hi-IN', undefined]) {
      expect((await list(hl)).items![0]!.snippet!.localized, `hl=${hl}`).toEqual({ title: video.title, description: video.description });
    }
  });

  it('videos without translations answer hl with their own text', async () => {
    const video = plainVideo();
    const [item] = (await h.client().videos.list({ part: ['snippet', 'localizations'], id: [video.id], hl: 'de' })).items!;
    expect(item!.snippet!.localized).toEqual({ title: video.title, description: video.description });
    expect(item!.localizations).toEqual({});
  });

  it('the localizations part lists every translation, whatever hl says', async () => {
    const video = translatedVideo();
    const [item] = (await h.client().videos.list({ part: ['localizations'], id: [video.id], hl: 'es' })).items!;
    expect(Object.keys(item!.localizations!).sort()).toEqual(['ar', 'de', 'es', 'ja']);
    expect(item!.localizations!.ar).toEqual(video.localizations!.ar);
    expect(item).not.toHaveProperty('snippet');
  });

  it('a translated answer has its own etag, so a cache never hands German to an English request', async () => {
    const video = translatedVideo();
    const etag = async (hl: string) => (await h.client().videos.list({ part: ['snippet'], id: [video.id], hl })).items![0]!.etag;
    expect(await etag('de')).not.toBe(await etag('en'));
    expect(await etag('de')).toBe(await etag('de-AT'));
  });

  it('channels: the translated name, and the description with its address kept', async () => {
    const channel = translatedChannel();
    const [item] = (await h.anonymousClient().channels.list({ part: ['snippet', 'localizations'], id: [channel.id], hl: 'ja' })).items!;
    expect(item!.snippet!.title).toBe(channel.title);
    expect(item!.snippet!.localized!.title).toBe(channel.localizations!.ja!.title);
    expect(item!.snippet!.localized!.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const address = /hello@\S+\.example/.exec(channel.description)![0];
    expect(item!.snippet!.localized!.description).toContain(`お仕事のご依頼：${address}`);
    expect(item!.snippet!.localized!.description).not.toContain('Business enquiries');
    expect(Object.keys(item!.localizations!).sort()).toEqual(['ar', 'de', 'es', 'ja']);
    // The account's own channel has none: its name in every language.
    const [ada] = (await h.client().channels.list({ part: ['snippet'], mine: true, hl: 'ar' })).items!;
    expect(ada!.snippet!.localized!.title).toBe('Ada Lovelace');
  });

  it('playlists: the titles the owner translated, with their default language said; the others as written', async () => {
    const translated = [...store().playlists.values()].filter((p): p is PlaylistRecord & Required<Pick<PlaylistRecord, 'localizations'>> => !!p.localizations && p.privacyStatus === 'public');
    const startHere = translated.find((p) => p.title === 'Start here')!;
    const res = await h.anonymousClient().playlists.list({ part: ['snippet'], channelId: startHere.channelId, hl: 'ar', maxResults: 50 });
    const shown = res.items!.find((p) => p.id === startHere.id)!;
    expect(shown.snippet).toMatchObject({ title: 'Start here', defaultLanguage: 'en', localized: { title: 'ابدأ من هنا', description: '' } });
    for (const other of res.items!.filter((p) => !store().playlists.get(p.id!)!.localizations)) {
      expect(other.snippet!.localized!.title).toBe(other.snippet!.title);
    }
    const season = translated.find((p) => /^Season \d+$/.test(p.title))!;
    const [item] = (await h.client().playlists.list({ part: ['snippet'], id: [season.id], hl: 'de-CH' })).items!;
    expect(item!.snippet!.localized!.title).toBe(season.title.replace('Season', 'Staffel'));
  });
});

describe('the seed’s translations where the first screens show them', () => {
  it('the first account’s home feed opens with a translated video, whose page a German viewer reads in German', async () => {
    const [first] = (await h.client().activities.list({ part: ['snippet', 'contentDetails'], home: true, maxResults: 1 })).items!;
    const cd = first!.contentDetails!;
    const videoId = cd.upload?.videoId ?? cd.playlistItem?.resourceId?.videoId ?? cd.like?.resourceId?.videoId;
    expect(videoId).toBeTruthy();
    // The feed (no hl on activities) says the owner's title; the video itself answers hl.
    const video = store().videos.get(videoId!)!;
    expect(first!.snippet!.title).toBe(video.title);
    const [item] = (await h.client().videos.list({ part: ['snippet'], id: [videoId!], hl: 'de' })).items!;
    expect(item!.snippet!.localized!.title).toBe(video.localizations!.de!.title);
  });
});
