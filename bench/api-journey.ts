/**
 * Benchmark of issue 3, part C: a scripted signed-in journey through the video client against an
 * in-process emulator — home feed, subscriptions, a channel and its uploads, a playlist, a search
 * with filters and its second page, create a playlist, add an item — then Back to the home feed.
 * Prints the requests made and the quota spent, read from GET /emulator/stats.
 *
 * Budget: no identical request twice in one journey; at most 260 quota units. Exits 1 over budget.
 *
 *   npx tsx bench/api-journey.ts [--json]
 */
import { createEmulator, VIDEO_BASE_PATH } from '../emulator/server.ts';
import { createApiCore } from '../src/api/core.ts';
import { createVideoClient, ListCache } from '../src/api/video/index.ts';
import { createPager } from '../src/api/video/pages.ts';

const BUDGET = { quota: 260, identicalRequests: 0 };

interface Stats {
  requests: Record<string, number>;
  totalRequests: number;
  quotaUsed: number;
  requestLog: string[];
}

const emulator = createEmulator({ port: 0, host: '127.0.0.1' });
const base = await emulator.listen();
// Signed in as the first account with the managing scope, as after the device flow.
emulator.ctx.auth.addStaticToken('bench-token', 'acct-ada', [`${emulator.ctx.options.scopeBase}/auth/video`]);
const stats = async (): Promise<Stats> => (await (await fetch(`${base}/emulator/stats`)).json()) as Stats;
await fetch(`${base}/emulator/stats/reset`, { method: 'POST' });

const core = createApiCore({ baseUrl: `${base}${VIDEO_BASE_PATH}`, apiKey: emulator.ctx.options.apiKey, getAccessToken: async () => 'bench-token' });
const video = createVideoClient(core, { kindPrefix: emulator.ctx.options.kindPrefix, cache: new ListCache(), cacheScope: () => 'acct-ada' });

interface Step {
  name: string;
  requests: number;
  quota: number;
  ms: number;
}
const steps: Step[] = [];
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const before = await stats();
  const start = performance.now();
  const result = await run();
  const ms = performance.now() - start;
  const after = await stats();
  steps.push({ name, requests: after.totalRequests - before.totalRequests, quota: after.quotaUsed - before.quotaUsed, ms });
  return result;
}

const home = { part: ['snippet', 'contentDetails'], home: true, maxResults: 25 } as const;
const totalStart = performance.now();
try {
  await step('Home feed', () => video.activities.list(home));
  const subscriptions = await step('Subscriptions', () => video.subscriptions.list({ part: ['snippet', 'contentDetails'], mine: true, maxResults: 50 }));
  const followed = subscriptions.items!.find((s) => (s.contentDetails?.totalItemCount ?? 0) > 0)!;
  const channelId = followed.snippet!.resourceId!.channelId!;
  const channel = await step('Channel', () => video.channels.list({ part: ['snippet', 'contentDetails', 'statistics', 'brandingSettings'], id: channelId }));
  const uploads = channel.items![0]!.contentDetails!.relatedPlaylists!.uploads!;
  await step('Channel uploads', () => video.playlistItems.list({ part: ['snippet', 'contentDetails'], playlistId: uploads, maxResults: 25 }));
  const playlists = await step('Library (my playlists)', () => video.playlists.list({ part: ['snippet', 'contentDetails'], mine: true, maxResults: 25 }));
  const playlist = playlists.items!.find((p) => (p.contentDetails?.itemCount ?? 0) > 0)!;
  await step('A playlist', () => video.playlistItems.list({ part: ['snippet', 'contentDetails'], playlistId: playlist.id!, maxResults: 25 }));
  // 100 units a call: fetch 50 results once and show them 12 to a screen.
  const results = createPager(video.search.list, { part: ['snippet'], q: 'the', type: 'video', videoDefinition: 'high', videoEmbeddable: 'true', order: 'relevance' }, 12);
  const firstScreen = await step('Search with filters', () => results.page(0));
  await step('Search, second page', () => results.page(1));
  const created = await step('Create a playlist', () => video.playlists.insert({ requestBody: { snippet: { title: 'Tonight on the TV', description: 'Made with the remote' } } }));
  const videoId = firstScreen.items[0]!.id!.videoId!;
  await step('Add an item', () => video.playlistItems.insert({ requestBody: { snippet: { playlistId: created.id!, resourceId: { videoId } } } }));
  await step('Open the new playlist', () => video.playlistItems.list({ part: ['snippet', 'contentDetails'], playlistId: created.id!, maxResults: 25 }));
  await step('Back to the home feed', () => video.activities.list(home));
} finally {
  await emulator.close().catch(() => undefined);
}
const totalMs = performance.now() - totalStart;

// The final figures come from the stats taken inside the last step.
const lastStats = await (async () => {
  const s = emulator.ctx.stats.toJSON();
  return s as unknown as Stats;
})();
const counts = new Map<string, number>();
for (const line of lastStats.requestLog) counts.set(line, (counts.get(line) ?? 0) + 1);
const repeated = [...counts].filter(([, n]) => n > 1);
const ok = lastStats.quotaUsed <= BUDGET.quota && repeated.length <= BUDGET.identicalRequests;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ name: 'api-journey', steps, totalRequests: lastStats.totalRequests, quotaUsed: lastStats.quotaUsed, requestsByEndpoint: lastStats.requests, repeatedRequests: repeated.map(([line, n]) => ({ line, n })), budget: BUDGET, ok, totalMs: Math.round(totalMs) }));
} else {
  const pad = (text: string | number, n: number) => String(text).padEnd(n);
  console.log('Video API journey (signed in, list cache on)\n');
  console.log(`${pad('step', 26)}${pad('requests', 10)}${pad('quota', 8)}ms`);
  for (const s of steps) console.log(`${pad(s.name, 26)}${pad(s.requests, 10)}${pad(s.quota, 8)}${s.ms.toFixed(1)}`);
  console.log(`\nrequests by endpoint:`);
  for (const [endpoint, n] of Object.entries(lastStats.requests)) console.log(`  ${pad(endpoint, 34)}${n}`);
  console.log(`\ntotal: ${lastStats.totalRequests} requests, ${lastStats.quotaUsed} quota units, ${totalMs.toFixed(0)} ms`);
  console.log(`identical requests repeated: ${repeated.length}${repeated.map(([line, n]) => `\n  ${n}x ${line}`).join('')}`);
  console.log(`budget: quota <= ${BUDGET.quota}, no identical request twice -> ${ok ? 'OK' : 'OVER BUDGET'}`);
}
process.exitCode = ok ? 0 : 1;
