import { readFileSync } from 'node:fs';
import { parse } from 'acorn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../options.ts';
import { HTML_TITLE } from '../seed/text/edgeCases.ts';
import { createEmulator, type Emulator } from '../server.ts';
import type { VideoRecord } from '../video/model.ts';
import { parseEmbedQuery, parseOrigin } from './embedQuery.ts';
import { refusalCode } from './playability.ts';

let emulator: Emulator;
let base: string;
const APP = 'http://tv.local:5173';

beforeAll(async () => {
  emulator = createEmulator({ port: 0, host: '127.0.0.1', latencyMs: 40, playerSpeed: 3 });
  base = await emulator.listen();
});
afterAll(() => emulator.close());

const videos = () => [...emulator.videoStore.videos.values()];
const find = (test: (v: VideoRecord) => boolean) => videos().find(test)!;

/** The page's config, as its script reads it. */
async function embed(path: string) {
  const res = await fetch(`${base}${path}`);
  const html = await res.text();
  const json = /<script type="application\/json" id="embed-config">(.*?)<\/script>/s.exec(html)![1]!;
  return { res, html, config: JSON.parse(json) as Record<string, any> };
}

/** The TV floor: Chromium 53 parses ES2016 at most. */
function parsesAsEs2016(source: string): void {
  parse(source, { ecmaVersion: 2016, sourceType: 'script' });
}

describe('the IFrame Player API script', () => {
  it('is served as JavaScript that parses, within ES2016, and knows the origin it came from', async () => {
    const res = await fetch(`${base}/player/iframe_api`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const text = await res.text();
    expect(() => new Function(text)).not.toThrow();
    parsesAsEs2016(text);
    expect(text).toContain(JSON.stringify(base));
    expect(text).not.toContain('__EMBED_ORIGIN__');
  });

  it('defines YT with Player and PlayerState, then calls onYouTubeIframeAPIReady', async () => {
    const text = await (await fetch(`${base}/player/iframe_api`)).text();
    const calls: string[] = [];
    const window: Record<string, any> = { document: {}, addEventListener: () => calls.push('listen'), onYouTubeIframeAPIReady: () => calls.push('ready') };
    new Function('window', text)(window);
    expect(window.YT.PlayerState).toEqual({ UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 });
    expect(typeof window.YT.Player).toBe('function');
    expect(window.YT.loaded).toBe(1);
    expect(calls).toEqual(['listen', 'ready']);
  });

  it('keeps every browser file of the player within ES2016', () => {
    for (const name of ['iframe_api.js', 'playback.js', 'embed.js']) parsesAsEs2016(readFileSync(new URL(`./static/${name}`, import.meta.url), 'utf8').replace('__EMBED_ORIGIN__', '""'));
  });
});

describe('the embed page', () => {
  it('is an HTML page whose scripts parse, with the video, its clock settings and the API origin', async () => {
    const video = find((v) => v.privacyStatus === 'public' && v.liveBroadcastContent === 'none' && v.embeddable && v.caption);
    const { res, html, config } = await embed(`/embed/${video.id}?enablejsapi=1&origin=${encodeURIComponent(APP)}&start=12&cc_load_policy=1&hl=en&autoplay=1&controls=0&disablekb=1&playsinline=1&rel=0&fs=0&iv_load_policy=3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-frame-options')).toBeNull();
    for (const [, script] of html.matchAll(/<script>(.*?)<\/script>/gs)) parsesAsEs2016(script!);
    expect(config).toMatchObject({
      videoId: video.id,
      title: video.title,
      mode: 'recorded',
      durationSeconds: video.durationSeconds,
      origin: APP,
      start: 12,
      autoplay: true,
      showCaptions: true,
      error: null,
      latencyMs: 40,
      playerSpeed: 3,
      widgetId: null,
      cue: false,
    });
    expect(config.keepParams).toMatchObject({ enablejsapi: '1', origin: APP, cc_load_policy: '1', hl: 'en' });
    expect(config.keepParams).not.toHaveProperty('start');
    expect(config.thumbnailUrl).toMatch(new RegExp(`^/emulator/thumbnails/video/${video.id}/(maxres|medium)\\.png$`));
  });

  it('talks to nobody without enablejsapi=1, or with an origin that is not a plain http(s) one', async () => {
    const id = find((v) => v.privacyStatus === 'public' && v.embeddable).id;
    expect((await embed(`/embed/${id}?origin=${encodeURIComponent(APP)}`)).config.origin).toBeNull();
    expect((await embed(`/embed/${id}?enablejsapi=1&origin=javascript:alert(1)`)).config.origin).toBeNull();
    // No origin named at all: a packaged app's page (file://) talks to its parent window only.
    expect((await embed(`/embed/${id}?enablejsapi=1`)).config.origin).toBe('*');
  });

  it('carries titles as data only: markup in a title never reaches the HTML', async () => {
    const video = find((v) => v.title === HTML_TITLE);
    const { html, config } = await embed(`/embed/${video.id}?enablejsapi=1&origin=${encodeURIComponent(APP)}`);
    expect(config.title).toBe(HTML_TITLE);
    expect(html).not.toContain('<img src=x');
  });

  it('reports live streams with the seconds since they started, and upcoming ones as cued', async () => {
    const live = find((v) => v.liveBroadcastContent === 'live' && v.privacyStatus === 'public');
    const started = emulator.videoStore.liveBroadcasts.get(live.id)!.actualStartTime!;
    const { config } = await embed(`/embed/${live.id}`);
    expect(config.mode).toBe('live');
    expect(config.liveElapsedSeconds).toBeCloseTo((Date.now() - started) / 1000, -1);
    const upcoming = find((v) => v.liveBroadcastContent === 'upcoming' && v.privacyStatus === 'public');
    expect((await embed(`/embed/${upcoming.id}`)).config).toMatchObject({ mode: 'upcoming', upcomingText: expect.stringMatching(/^Upcoming: starts /) });
  });

  it('errs with 2 for a malformed id, 100 for an unknown or private video, 101 or 150 where embedding is refused', async () => {
    const code = async (id: string) => (await embed(`/embed/${encodeURIComponent(id)}`)).config.error;
    expect(await code('short')).toBe(2);
    expect(await code('way-too-long-for-an-id')).toBe(2);
    expect(await code('AAAAAAAAAAA')).toBe(100);
    expect(await code(find((v) => v.privacyStatus === 'private').id)).toBe(100);
    const refusing = videos().filter((v) => !v.embeddable && v.privacyStatus !== 'private');
    const codes = new Set(refusing.map((v) => refusalCode(v.id)));
    expect(codes).toEqual(new Set([101, 150]));
    for (const v of refusing.slice(0, 4)) expect(await code(v.id)).toBe(refusalCode(v.id));
    const page = await embed('/embed/AAAAAAAAAAA');
    expect(page.res.status).toBe(200);
    expect(page.config).toMatchObject({ errorTitle: 'Video unavailable', errorText: expect.any(String) });
  });

  it('marks a page the API loaded itself (widgetid): loaded to play, or cued', async () => {
    const id = find((v) => v.privacyStatus === 'public' && v.embeddable).id;
    expect((await embed(`/embed/${id}?enablejsapi=1&origin=${encodeURIComponent(APP)}&widgetid=3&autoplay=0`)).config).toMatchObject({ widgetId: 3, cue: true });
    expect((await embed(`/embed/${id}?enablejsapi=1&origin=${encodeURIComponent(APP)}&widgetid=3&autoplay=1`)).config).toMatchObject({ widgetId: 3, cue: false, autoplay: true });
  });

  it('redirects /watch?v= to the embed page', async () => {
    const res = await fetch(`${base}/watch?v=AAAAAAAAAAA`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/embed/AAAAAAAAAAA');
  });
});

describe('player command stats', () => {
  const report = (body: string) => fetch(`${base}/embed/_stats`, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body });
  const stats = async () => (await fetch(`${base}/emulator/stats`)).json();

  it('counts the commands the pages report, by name and in total; reset clears them', async () => {
    await fetch(`${base}/emulator/stats/reset`, { method: 'POST' });
    for (const func of ['playVideo', 'seekTo', 'seekTo', 'pauseVideo']) expect((await report(JSON.stringify({ func }))).status).toBe(204);
    expect(await stats()).toMatchObject({ playerCommands: { playVideo: 1, seekTo: 2, pauseVideo: 1 }, totalPlayerCommands: 4 });
    await fetch(`${base}/emulator/stats/reset`, { method: 'POST' });
    expect(await stats()).toMatchObject({ playerCommands: {}, totalPlayerCommands: 0 });
  });

  it('refuses what is not a player command', async () => {
    for (const body of ['{"func":"eval"}', 'nope', '{}']) expect((await report(body)).status).toBe(400);
    expect((await stats()).totalPlayerCommands).toBe(0);
  });

  it('counts neither the player’s pages nor its reports as API requests', async () => {
    await fetch(`${base}/emulator/stats/reset`, { method: 'POST' });
    await fetch(`${base}/player/iframe_api`);
    await fetch(`${base}/embed/AAAAAAAAAAA`);
    await report('{"func":"playVideo"}');
    expect(await stats()).toMatchObject({ totalRequests: 0, requestLog: [], quotaUsed: 0 });
  });
});

describe('embed parameters', () => {
  it('takes an http(s) origin exactly, nothing more', () => {
    expect(parseOrigin('http://tv.local:5173')).toBe('http://tv.local:5173');
    expect(parseOrigin('https://app.example/')).toBe('https://app.example');
    for (const bad of [null, '', 'null', 'file:///x', 'http://a.example/path', 'http://a.example/?q', 'http://u@a.example']) expect(parseOrigin(bad)).toBeNull();
  });

  it('with the API on and no origin named (a page from file://), talks to its parent only, addressed to any origin', () => {
    expect(parseEmbedQuery(new URLSearchParams('enablejsapi=1')).apiOrigin).toBe('*');
    expect(parseEmbedQuery(new URLSearchParams('enablejsapi=1&origin=file%3A%2F%2F')).apiOrigin).toBeNull();
    expect(parseEmbedQuery(new URLSearchParams('origin=http%3A%2F%2Fa.example')).apiOrigin).toBeNull();
  });

  it('reads start as whole seconds and ignores what it cannot read', () => {
    const q = (s: string) => parseEmbedQuery(new URLSearchParams(s));
    expect(q('start=90.9&autoplay=1&cc_load_policy=1&widgetid=7')).toMatchObject({ start: 90, autoplay: true, captions: true, widgetId: 7 });
    expect(q('start=-5&widgetid=x')).toMatchObject({ start: 0, autoplay: false, captions: false, widgetId: null, apiOrigin: null });
  });

  it('EMULATOR_PLAYER_SPEED: 1 by default, any number above 0', () => {
    expect(optionsFromEnv({}).playerSpeed).toBe(1);
    expect(optionsFromEnv({ EMULATOR_PLAYER_SPEED: '20' }).playerSpeed).toBe(20);
    expect(optionsFromEnv({ EMULATOR_PLAYER_SPEED: '0.5' }).playerSpeed).toBe(0.5);
    for (const bad of ['0', '-1', 'fast']) expect(() => optionsFromEnv({ EMULATOR_PLAYER_SPEED: bad })).toThrow(/EMULATOR_PLAYER_SPEED/);
  });
});
