import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { createEmulator, type Emulator } from '../server.ts';

const SCOPE = 'https://scopes.tenfoot.emulator/auth/video';
const KEY = 'emulator-api-key';
let emulator: Emulator;
let base: string;
const auth = { Authorization: 'Bearer http-test' };

beforeAll(async () => {
  emulator = createEmulator({ port: 0, host: '127.0.0.1', kindPrefix: 'youtube' });
  base = await emulator.listen();
  emulator.ctx.auth.addStaticToken('http-test', 'acct-ada', [SCOPE]);
});
afterAll(() => emulator.close());

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}/video/v3${path}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('video data API over HTTP', () => {
  it('uses the configured kind prefix in kinds and error domains (EMULATOR_KIND_PREFIX)', async () => {
    const ok = await call('/channels?part=id&mine=true', { headers: auth });
    expect(ok.body.kind).toBe('youtube#channelListResponse');
    expect(ok.body.items[0].kind).toBe('youtube#channel');
    const bad = await call('/channels?part=id&mine=true&maxResults=99', { headers: auth });
    expect(bad.body.error.errors[0].domain).toBe('youtube.parameter');
    // Bodies must name the kinds with the same prefix.
    const wrongKind = await call('/subscriptions?part=snippet', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ snippet: { resourceId: { kind: 'video#channel', channelId: 'UCgrace00000000000000002' } } }) });
    expect(wrongKind.status).toBe(400);
  });

  it('answers a malformed JSON body with 400 parseError', async () => {
    for (const body of ['{"snippet": {', '[1,2]', 'null']) {
      const res = await call('/playlists?part=snippet', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body });
      expect(res, body).toMatchObject({ status: 400, body: { error: { code: 400, errors: [{ reason: 'parseError', domain: 'global' }] } } });
    }
  });

  it('sends the real error body: code, message, errors[].domain/reason/message/location', async () => {
    const res = await call('/playlists?mine=true', { headers: auth });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 400,
        message: expect.stringContaining('part'),
        errors: [{ message: res.body.error.message, domain: 'youtube.parameter', reason: 'missingRequiredParameter', location: 'part', locationType: 'parameter' }],
      },
    });
  });

  it('needs a filter, and rejects unknown parameters and filters the emulator lacks, saying so', async () => {
    expect((await call(`/channels?part=id&key=${KEY}`)).body.error.errors[0].reason).toBe('missingRequiredParameter');
    expect((await call(`/channels?part=id&mine=true&maxresults=3`, { headers: auth })).body.error.errors[0]).toMatchObject({ reason: 'unexpectedParameter', location: 'maxresults' });
    const missing = await call(`/channels?part=id&forUsername=ada&key=${KEY}`);
    expect(missing).toMatchObject({ status: 501, body: { error: { errors: [{ reason: 'notImplemented' }] } } });
    expect(missing.body.error.message).toContain('forUsername');
  });

  it('checks enums and the search filter rules', async () => {
    expect((await call(`/search?part=id&order=best&key=${KEY}`)).body.error.errors[0].reason).toBe('invalidParameter');
    expect((await call(`/search?part=id&videoEmbeddable=true&key=${KEY}`)).body.error.errors[0].reason).toBe('incompatibleParameters');
    expect((await call('/search?part=id&forMine=true', { headers: auth })).body.error.errors[0].reason).toBe('incompatibleParameters');
    expect((await call('/search?part=id&forMine=true&type=video&videoDefinition=high', { headers: auth })).body.error.errors[0].reason).toBe('incompatibleParameters');
    expect((await call('/search?part=id&forMine=true&type=video&videoCaption=any', { headers: auth })).status).toBe(200);
  });

  it('gives a changed resource a new etag and keeps the others', async () => {
    const list = async () => (await call('/playlists?part=snippet,contentDetails&mine=true&maxResults=50', { headers: auth })).body;
    const before = await list();
    const target = before.items.find((p: any) => p.snippet.title === 'Unlisted finds');
    const untouched = before.items.find((p: any) => p.snippet.title === 'Private mix');
    const items = (await call(`/playlistItems?part=contentDetails&playlistId=${target.id}`, { headers: auth })).body.items;
    const inserted = await call('/playlistItems?part=snippet', { method: 'POST', headers: auth, body: JSON.stringify({ snippet: { playlistId: target.id, resourceId: { kind: 'youtube#video', videoId: items[0].contentDetails.videoId } } }) });
    expect(inserted.status).toBe(200);
    const after = await list();
    expect(after.etag).not.toBe(before.etag);
    expect(after.items.find((p: any) => p.id === target.id).etag).not.toBe(target.etag);
    expect(after.items.find((p: any) => p.id === untouched.id).etag).toBe(untouched.etag);
  });

  it('answers a delete with 204 and no body, an update with the playlist; a malformed update body is 400 parseError', async () => {
    const json = { ...auth, 'Content-Type': 'application/json' };
    const created = await call('/playlists?part=snippet', { method: 'POST', headers: json, body: JSON.stringify({ snippet: { title: 'Raw HTTP' } }) });
    const updated = await call('/playlists?part=snippet,status', { method: 'PUT', headers: json, body: JSON.stringify({ id: created.body.id, snippet: { title: 'Raw, renamed' }, status: { privacyStatus: 'private' } }) });
    expect(updated).toMatchObject({ status: 200, body: { kind: 'youtube#playlist', id: created.body.id, snippet: { title: 'Raw, renamed' }, status: { privacyStatus: 'private' } } });
    expect(updated.body.etag).not.toBe(created.body.etag);
    const malformed = await call('/playlists?part=snippet', { method: 'PUT', headers: json, body: '{"id": ' });
    expect(malformed).toMatchObject({ status: 400, body: { error: { errors: [{ reason: 'parseError' }] } } });
    const deleted = await fetch(`${base}/video/v3/playlists?id=${created.body.id}`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    const missingId = await call('/playlistItems', { method: 'DELETE', headers: auth });
    expect(missingId).toMatchObject({ status: 400, body: { error: { errors: [{ reason: 'missingRequiredParameter', location: 'id', locationType: 'parameter' }] } } });
  });

  it('serves CORS headers to the app, here on this computer, so it may call it cross-origin', async () => {
    const preflight = await fetch(`${base}/video/v3/channels`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Headers': 'authorization' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const res = await fetch(`${base}/video/v3/channels?part=id&mine=true`, { headers: { ...auth, Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    // Any other site: no CORS, so the browser keeps the answer from it (testing/contract/cors.test.ts).
    const foreign = await fetch(`${base}/video/v3/channels?part=id&mine=true`, { headers: { ...auth, Origin: 'http://tv.local:5173' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('thumbnails', () => {
  const pngSize = async (res: Response) => {
    expect(res.status, res.url).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const { width, height } = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    return [width, height];
  };

  it('serves every advertised video thumbnail as PNG at its real size, cached by the browser', async () => {
    const res = await call(`/search?part=snippet&type=video&maxResults=3&key=${KEY}`);
    const playlists = await call('/playlistItems?part=snippet&maxResults=20&playlistId=UUada0000000000000000001', { headers: auth });
    const all = [...res.body.items, ...playlists.body.items].flatMap((r: any) => Object.values(r.snippet.thumbnails) as { url: string; width: number; height: number }[]);
    expect(all.length).toBeGreaterThan(9);
    for (const thumb of all) {
      const img = await fetch(thumb.url);
      expect(img.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await pngSize(img)).toEqual([thumb.width, thumb.height]);
    }
  });

  it('serves channel images, banners and the empty-playlist image; unknown ones are 404', async () => {
    const channels = await call(`/search?part=snippet&type=channel&maxResults=10&key=${KEY}`);
    const thumb = channels.body.items.map((c: any) => c.snippet.thumbnails.medium).find((t: any) => t.url.includes('/thumbnails/channel/'));
    expect(await pngSize(await fetch(thumb.url))).toEqual([240, 240]);
    expect(await pngSize(await fetch(`${base}/emulator/thumbnails/banner/UCada0000000000000000001.png`))).toEqual([2560, 1440]);
    expect(await pngSize(await fetch(`${base}/emulator/thumbnails/none/medium.png`))).toEqual([320, 180]);
    expect((await fetch(`${base}/emulator/thumbnails/video/nope/default.png`)).status).toBe(404);
    expect((await fetch(`${base}/emulator/thumbnails/video/nope/huge.png`)).status).toBe(404);
    expect((await fetch(`${base}/emulator/thumbnails/none/medium.svg`)).status).toBe(404);
  });

  it('counts neither thumbnails nor control calls as API requests', async () => {
    await fetch(`${base}/emulator/stats/reset`, { method: 'POST' });
    await fetch(`${base}/emulator/thumbnails/none/default.png`);
    const stats = await (await fetch(`${base}/emulator/stats`)).json();
    expect(stats).toMatchObject({ totalRequests: 0, quotaUsed: 0 });
  });
});

describe('stability across restarts', () => {
  it('gives the same ids and etags on every start with the same seed and seed time (EMULATOR_SEED_TIME)', async () => {
    const seedTime = Date.parse('2025-01-06T18:00:00Z');
    const answers: unknown[] = [];
    for (let run = 0; run < 2; run++) {
      const e = createEmulator({ port: 0, host: '127.0.0.1', seedTime });
      const b = await e.listen();
      try {
        const res = await fetch(`${b}/video/v3/search?part=snippet&q=the&maxResults=10&key=${KEY}`);
        // Thumbnail URLs carry the host and port the caller used; everything else must match.
        answers.push(JSON.parse((await res.text()).replaceAll(b, 'http://emulator')));
      } finally {
        await e.close();
      }
    }
    expect(answers[1]).toEqual(answers[0]);
    expect((answers[0] as { items: { snippet: { publishedAt: string } }[] }).items.every((i) => i.snippet.publishedAt <= '2025-01-06T18:00:00Z')).toBe(true);
  });
});
