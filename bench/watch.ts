/**
 * Watching benchmark (issue 24, F):
 * - OK on Play to the player reporting `playing`, CPU throttled 4x, median of 5 (a first Play in a
 *   fresh page: it loads the player's chunk, the player API script and the embed page);
 * - the gzip size of the JavaScript the player adds (its own chunk, loaded on the first Play);
 * - the quota of opening a 50-video playlist and seeing every length (budget 2 units: one
 *   playlistItems call, one videos call), read from the emulator's /emulator/stats.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createEmulator } from '../emulator/server.ts';
import { fmt, gzipKb, launchChromium, median, serveDist, signInAsAda } from './support.ts';

const RUNS = 5;
const QUOTA_BUDGET = 2;
const PLAYLIST_SIZE = 50;

const emulator = createEmulator({ host: '127.0.0.1', port: 0, deviceCodeQuota: 1000, quota: 1_000_000 });
const emulatorBase = await emulator.listen();
const { server, base } = await serveDist(emulatorBase);
const browser = await launchChromium();
const TOKEN = 'bench-watch';
emulator.ctx.auth.addStaticToken(TOKEN, 'acct-ada', [`${emulator.ctx.options.scopeBase}/auth/video`]);

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${emulatorBase}/video/v3${path}`, { method, headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const focusedText = (tv: Page) => tv.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function toMenuItem(tv: Page, name: RegExp): Promise<void> {
  for (let i = 0; i < 8 && !(await tv.evaluate(() => !!document.activeElement?.closest('[data-testid="menu"]'))); i++) await tv.keyboard.press('ArrowLeft');
  for (let i = 0; i < 8 && !/Home/.test(await focusedText(tv)); i++) await tv.keyboard.press('ArrowUp');
  for (let i = 0; i < 8 && !name.test(await focusedText(tv)); i++) await tv.keyboard.press('ArrowDown');
  await tv.keyboard.press('Enter');
}

// 1. A 50-video playlist, opened by remote and walked to its end, every length on screen.
const popular = await api<{ items: { id: string }[]; nextPageToken?: string }>('GET', `/videos?part=id&chart=mostPopular&maxResults=50`);
const playlist = await api<{ id: string }>('POST', '/playlists?part=snippet', { snippet: { title: 'Bench: fifty videos' } });
for (const video of popular.items.slice(0, PLAYLIST_SIZE)) await api('POST', '/playlistItems?part=snippet', { snippet: { playlistId: playlist.id, resourceId: { kind: `${emulator.ctx.options.kindPrefix}#video`, videoId: video.id } } });
const walkContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
const tv = await walkContext.newPage();
await signInAsAda(tv, base, emulatorBase);
await toMenuItem(tv, /Library/);
await tv.getByTestId('library-screen').waitFor();
// Along the playlists shelf to the bench's own playlist: on a busy machine the walk once opened a
// 6-video playlist instead (and counted 5 of 50). Up to the shelf (Library's first), to its start,
// then right until the card (the shelf renders only the cards near focus).
await tv.getByTestId('shelf-playlists').getByTestId('card').nth(1).waitFor();
const where = () =>
  tv.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    return { inShelf: !!focused?.closest('[data-testid="shelf-playlists"]'), at: Number(focused?.dataset.index ?? -1) };
  });
// The row shows a move first and the browser's focus follows after the frame (src/nav/shownFocus.ts):
// each press waits for that before focus is read, or the walk reads where focus was.
const step = async (key: string) => {
  await tv.keyboard.press(key);
  await tv.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
};
for (let i = 0; i < 5 && !(await where()).inShelf; i++) await step('ArrowUp');
for (let i = 0; i < 60 && (await where()).at > 0; i++) await step('ArrowLeft');
for (let i = 0; i < 60 && !/fifty videos/.test(await focusedText(tv)); i++) await step('ArrowRight');
if (!/fifty videos/.test(await focusedText(tv))) throw new Error(`the bench's playlist was not reached (focus on "${await focusedText(tv)}")`);
emulator.ctx.stats.reset();
await tv.keyboard.press('Enter');
await tv.getByTestId('playlist-row').first().waitFor();
const opened = await tv.evaluate(() => document.querySelector('[data-testid="playlist-row"]')?.closest('section')?.querySelector('h1')?.textContent ?? '');
if (!/fifty videos/.test(opened)) throw new Error(`OK on the bench's playlist opened "${opened}"`);
// The walk starts once the first row has focus (the screen places it as the list arrives).
await tv.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'playlist-row', undefined, { timeout: 15_000 });
const withLength = new Set<number>();
// Down the list, a press at a time: every row that comes into view with its length is counted.
const shownWithLength = () =>
  tv.evaluate(() => {
    const view = document.querySelector('.grid__viewport')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('[data-testid="playlist-row"]')]
      .filter((row) => {
        const r = row.getBoundingClientRect();
        return r.top >= view.top - 1 && r.bottom <= view.bottom + 1 && !!row.querySelector('.card__badge');
      })
      .map((row) => Number(row.dataset.index));
  });
// Each press waits for focus to reach its row (up to 2 s, pressing again once if it did not), so a
// busy machine slows the walk rather than cutting it short: what is measured is whether lengths
// arrive, not how fast presses land.
const reached = (row: number) =>
  tv
    .waitForFunction((want) => Number((document.activeElement as HTMLElement | null)?.dataset.index ?? -1) >= want, row, { timeout: 2_000 })
    .then(() => true, () => false);
for (let row = 0; row < PLAYLIST_SIZE; row++) {
  await tv.waitForTimeout(150);
  for (const index of await shownWithLength()) withLength.add(index);
  await tv.keyboard.press('ArrowDown');
  if (row + 1 < PLAYLIST_SIZE && !(await reached(row + 1))) {
    await tv.keyboard.press('ArrowDown');
    await reached(row + 1);
  }
}
await tv.waitForTimeout(500);
for (const index of await shownWithLength()) withLength.add(index);
const stats = emulator.ctx.stats.toJSON();
await walkContext.close();

// 2. OK on Play -> playing, CPU 4x.
const playTimes: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tv = await context.newPage();
  await signInAsAda(tv, base, emulatorBase);
  await tv.keyboard.press('Enter');
  await tv.getByTestId('play').waitFor();
  await tv.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'play');
  const cdp = await context.newCDPSession(tv);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tv.evaluate(() => window.addEventListener('keydown', () => ((window as unknown as { pressedAt: number }).pressedAt = performance.now()), { capture: true, once: true }));
  await tv.keyboard.press('Enter');
  await tv.waitForFunction(() => document.querySelector('[data-testid="player"]')?.getAttribute('data-state') === 'playing', undefined, { polling: 'raf', timeout: 30_000 });
  playTimes.push(await tv.evaluate(() => performance.now() - (window as unknown as { pressedAt: number }).pressedAt));
  await context.close();
}

// 3. The player's own chunk.
const chunks = readdirSync('dist/assets').filter((f) => /^Player-/.test(f) && f.endsWith('.js'));
const modern = chunks.filter((f) => !f.includes('-legacy'));
const legacy = chunks.filter((f) => f.includes('-legacy'));
const sizeOf = (files: string[]) => files.reduce((sum, f) => sum + gzipKb(join('dist/assets', f)), 0);

console.log('watching');
console.log(`  OK on Play -> playing, CPU 4x throttled: median ${fmt(median(playTimes), 0)} ms over ${RUNS} runs (runs: ${playTimes.map((t) => fmt(t, 0)).join(', ')})`);
console.log(`  JavaScript the player adds (its own chunk, loaded on the first Play): ${fmt(sizeOf(modern))} KB gzip modern (${modern.join(', ')}), ${fmt(sizeOf(legacy))} KB gzip legacy`);
console.log(`  a ${PLAYLIST_SIZE}-video playlist opened and walked to its end: ${withLength.size} of ${PLAYLIST_SIZE} rows showed their length`);
console.log(`    requests: ${Object.entries(stats.requests).map(([k, n]) => `${k} ${n}`).join(', ')}`);
const quotaOk = stats.quotaUsed <= QUOTA_BUDGET && withLength.size === PLAYLIST_SIZE;
console.log(`    quota: ${stats.quotaUsed} units (budget ${QUOTA_BUDGET}: one playlistItems and one videos call) ${quotaOk ? 'OK' : 'OVER BUDGET'}`);

await browser.close();
server.close();
await emulator.close();
