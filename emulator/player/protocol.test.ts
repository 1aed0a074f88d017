import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../server.ts';
import type { VideoRecord } from '../video/model.ts';
import { refusalCode } from './playability.ts';

/**
 * The API script and the embed page, each in its own window, joined by a postMessage bridge that
 * behaves as a browser's: asynchronous, stamped with the sender's origin and window, delivered
 * only when the target origin matches the recipient's.
 */
const APP = 'http://tv.local:5173';
let emulator: Emulator;
let base: string;
const windows: Window[] = [];

beforeAll(async () => {
  emulator = createEmulator({ port: 0, host: '127.0.0.1', playerSpeed: 20 });
  base = await emulator.listen();
});
afterEach(async () => {
  for (const w of windows.splice(0)) await w.happyDOM.close();
});
afterAll(() => emulator.close());

interface Events {
  log: string[];
  player: any;
  app: Window;
  page: Window;
  beacons: string[];
  navigations: string[];
  /** Messages one side tried to send to the wrong origin (a browser drops them). */
  misaddressed: string[];
  /** Sends a message into the page as some other window of some origin would. */
  forge(origin: string, data: unknown, fromParent?: boolean): void;
  /** Sends a message into the app's window as some other window of some origin would. */
  forgeToApp(origin: string, data: unknown, fromFrame?: boolean): void;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(test: () => boolean, what: string, ms = 4000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await pause(10);
  }
}

/** The embed page's markup and scripts, from the emulator, run in a window of the emulator's origin. */
async function open(videoId: string, query = 'autoplay=1&start=0&cc_load_policy=1'): Promise<Events> {
  const embedUrl = `${base}/embed/${videoId}?enablejsapi=1&origin=${encodeURIComponent(APP)}&${query}`;
  const html = await (await fetch(embedUrl)).text();
  const app = new Window({ url: `${APP}/` });
  const page = new Window({ url: embedUrl });
  windows.push(app, page);
  const events: Events = { log: [], player: undefined, app, page, beacons: [], navigations: [], misaddressed: [], forge: () => {}, forgeToApp: () => {} };

  const deliver = (target: Window, data: unknown, origin: string, source: unknown) =>
    setTimeout(() => target.dispatchEvent(new target.MessageEvent('message', { data, origin, source: source as never })), 0);
  // What the app sees as iframe.contentWindow, and what the page sees as window.parent.
  const frameProxy = {
    postMessage: (data: unknown, targetOrigin: string) => (targetOrigin === base ? deliver(page, data, APP, parentProxy) : events.misaddressed.push(`to page: ${targetOrigin}`)),
    // A cross-origin window: reading its location throws, as in a browser.
    get location(): never {
      throw new Error('SecurityError: cross-origin frame');
    },
  };
  const parentProxy = {
    postMessage: (data: unknown, targetOrigin: string) => (targetOrigin === APP ? deliver(app, data, base, frameProxy) : events.misaddressed.push(`to app: ${targetOrigin}`)),
  };
  events.forge = (origin, data, fromParent = true) => deliver(page, typeof data === 'string' ? data : JSON.stringify(data), origin, fromParent ? parentProxy : {});
  events.forgeToApp = (origin, data, fromFrame = true) => deliver(app, JSON.stringify(data), origin, fromFrame ? frameProxy : {});
  Object.defineProperty(page, 'parent', { value: parentProxy });
  Object.defineProperty(page.navigator, 'sendBeacon', { value: (_url: string, body: string) => events.beacons.push(JSON.parse(body).func) > 0 });
  Object.defineProperty(page.location, 'replace', { value: (url: string) => events.navigations.push(url) });

  const body = /<body>([\s\S]*?)<script>/.exec(html)![1]!;
  page.document.body.innerHTML = body;
  for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function('window', 'document', script!)(page, page.document);

  const api = await (await fetch(`${base}/player/iframe_api`)).text();
  new Function('window', api)(app);
  const iframe = app.document.createElement('iframe');
  iframe.src = embedUrl;
  Object.defineProperty(iframe, 'contentWindow', { value: frameProxy });
  app.document.body.appendChild(iframe);
  const YT = (app as any).YT;
  events.player = new YT.Player(iframe, {
    events: {
      onReady: (e: any) => events.log.push(`ready:${e.target === events.player}`),
      onStateChange: (e: any) => events.log.push(`state:${e.data}`),
      onError: (e: any) => events.log.push(`error:${e.data}`),
    },
  });
  return events;
}

const videos = () => [...emulator.videoStore.videos.values()];
const find = (test: (v: VideoRecord) => boolean) => videos().find(test)!;
const playable = (v: VideoRecord) => v.privacyStatus === 'public' && v.liveBroadcastContent === 'none' && v.embeddable;

describe('API script <-> embed page', () => {
  it('says onReady, autoplays through buffering to playing, reports the time and ends', async () => {
    const video = find((v) => playable(v) && v.durationSeconds === 7);
    const e = await open(video.id);
    await until(() => e.log.includes('state:0'), 'the end');
    expect(e.log).toEqual(['ready:true', 'state:3', 'state:1', 'state:0']);
    expect(e.player.getDuration()).toBe(7);
    expect(e.player.getCurrentTime()).toBe(7);
    expect(e.player.getPlayerState()).toBe(0);
    expect(e.player.getVideoData()).toMatchObject({ video_id: video.id, title: video.title });
    expect(e.player.getVideoUrl()).toBe(`${base}/watch?v=${video.id}`);
    expect(e.page.document.getElementById('card')!.getAttribute('data-state')).toBe('0');
    expect(e.page.document.getElementById('clock')!.textContent).toBe('0:07');
    expect(e.page.document.getElementById('title')!.textContent).toBe(video.title);
    expect(e.misaddressed).toEqual([]);
  });

  it('obeys commands, reports each to the stats, and keeps the getters current', async () => {
    const video = find((v) => playable(v) && v.durationSeconds > 3600);
    const e = await open(video.id, 'autoplay=0&start=60');
    await until(() => e.log.includes('ready:true'), 'onReady');
    expect(e.player.getPlayerState()).toBe(-1);
    expect(e.player.getCurrentTime()).toBe(60);
    expect(e.page.document.getElementById('clock')!.textContent).toBe('0:01:00');
    e.player.playVideo();
    await until(() => e.player.getPlayerState() === 1, 'playing');
    e.player.pauseVideo();
    await until(() => e.player.getPlayerState() === 2, 'paused');
    const beforeSeek = e.player.getCurrentTime();
    e.player.seekTo(120, true);
    e.player.setVolume(35);
    e.player.mute();
    // Volume and mute read back at once; the time only once the page reports where the seek landed.
    expect([e.player.getVolume(), e.player.isMuted(), e.player.getCurrentTime()]).toEqual([35, true, beforeSeek]);
    await until(() => e.log.filter((l) => l === 'state:2').length === 2, 'paused again after the seek');
    expect(e.log).toEqual(['ready:true', 'state:3', 'state:1', 'state:2', 'state:3', 'state:2']);
    expect(e.player.getCurrentTime()).toBe(120);
    expect(e.page.document.getElementById('card')!.getAttribute('data-volume')).toBe('35');
    e.player.loadVideoById({ videoId: 'AAAAAAAAAAA', startSeconds: 30 });
    await until(() => e.navigations.length === 1, 'the next video');
    const next = new URL(e.navigations[0]!, base);
    expect(next.pathname).toBe('/embed/AAAAAAAAAAA');
    expect(Object.fromEntries(next.searchParams)).toMatchObject({ enablejsapi: '1', origin: APP, widgetid: String(e.player.id), autoplay: '1', start: '30' });
    expect(e.beacons).toEqual(['playVideo', 'pauseVideo', 'seekTo', 'setVolume', 'mute', 'loadVideoById']);
  });

  it('sends onError: 101 or 150 for a refused embed, 100 for a private video, 2 for a bad id', async () => {
    const refusing = find((v) => !v.embeddable && v.privacyStatus === 'public');
    const cases: [string, number][] = [
      [refusing.id, refusalCode(refusing.id)],
      [find((v) => v.privacyStatus === 'private').id, 100],
      ['bad-id', 2],
    ];
    for (const [id, code] of cases) {
      const e = await open(id);
      await until(() => e.log.length === 2, `the error of ${id}`);
      expect(e.log).toEqual(['ready:true', `error:${code}`]);
      expect(e.page.document.getElementById('error')!.hasAttribute('hidden')).toBe(false);
    }
  });

  it('cues an upcoming broadcast and does not play it', async () => {
    const e = await open(find((v) => v.liveBroadcastContent === 'upcoming' && v.privacyStatus === 'public').id);
    await until(() => e.log.includes('state:5'), 'cued');
    e.player.playVideo();
    await pause(400);
    expect(e.log).toEqual(['ready:true', 'state:5']);
  });

  it('ignores messages from another origin or another window, and commands for another player id', async () => {
    const e = await open(find((v) => playable(v) && v.durationSeconds > 600).id, 'autoplay=0');
    await until(() => e.log.includes('ready:true'), 'onReady');
    const play = { event: 'command', func: 'playVideo', args: [], id: e.player.id, channel: 'widget' };
    e.forge('http://evil.example', play);
    e.forge(APP, play, false);
    e.forge(APP, { ...play, id: e.player.id + 1 });
    e.forge(APP, 'not json');
    await pause(300);
    expect(e.player.getPlayerState()).toBe(-1);
    expect(e.beacons).toEqual([]);
    // The real window of the real origin is obeyed.
    e.forge(APP, play);
    await until(() => e.player.getPlayerState() === 1, 'playing');
  });

  it('the API script believes only its own iframe’s window at the iframe’s origin', async () => {
    const e = await open(find((v) => playable(v) && v.durationSeconds > 600).id, 'autoplay=0');
    await until(() => e.log.includes('ready:true'), 'onReady');
    const ended = { event: 'onStateChange', info: 0, id: e.player.id, channel: 'widget' };
    e.forgeToApp('http://evil.example', ended);
    e.forgeToApp(base, ended, false);
    e.forgeToApp(base, { ...ended, id: e.player.id + 1 });
    await pause(200);
    expect(e.log).toEqual(['ready:true']);
    e.forgeToApp(base, ended);
    await until(() => e.log.includes('state:0'), 'the genuine message');
  });
});
