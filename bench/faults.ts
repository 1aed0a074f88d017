/**
 * The app on a bad network (`npm run bench -- faults`): the emulator fails 20 % of API requests
 * and 20 % of sign-in requests (EMULATOR_FAULT_RATE, EMULATOR_AUTH_FAULT_RATE) and answers
 * every one 1.5 s late (EMULATOR_LATENCY_MS, EMULATOR_AUTH_LATENCY_MS).
 * - sign-in: navigation to the code on screen, and the phone's Allow to the first Home card
 *   (median of 3 TVs);
 * - browsing: each section opened from the menu to its first card, and all of them;
 * - writes: playlists created by remote, the reply to each first try lost on the way back (the
 *   server wrote, the TV never heard), OK pressed again after each failure as a viewer would:
 *   asked, made, duplicated (budget: duplicated 0);
 * - with 3-second access tokens and no faults: token refreshes per 401 answer while browsing
 *   (each 401 is one refresh and one retry at most).
 * Figures are printed, never asserted as times: this machine is noisy.
 */
import type { Page, Route } from '@playwright/test';
import { createEmulator, type Emulator } from '../emulator/server.ts';
import { fmt, launchChromium, median, serveDist } from './support.ts';

const FAULTS = { faultRate: 0.2, authFaultRate: 0.2, latencyMs: 1500, authLatencyMs: 1500 };
const SIGN_INS = 3;
const WRITES = 3;
const SECTIONS = [/Subscriptions/, /Library/, /Live/, /Home/];

const browser = await launchChromium();

async function startEmulator(options: Partial<Parameters<typeof createEmulator>[0]>): Promise<{ emulator: Emulator; emulatorBase: string; appBase: string; stop: () => Promise<void> }> {
  const emulator = createEmulator({ host: '127.0.0.1', port: 0, interval: 1, deviceCodeQuota: 1000, quota: 1_000_000, ...options });
  const emulatorBase = await emulator.listen();
  const { server, base } = await serveDist(emulatorBase);
  return { emulator, emulatorBase, appBase: base, stop: async () => (server.close(), await emulator.close()) };
}

const focusedText = (tv: Page) => tv.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function openSection(tv: Page, name: RegExp): Promise<void> {
  for (let i = 0; i < 12 && !(await tv.evaluate(() => !!document.activeElement?.closest('[data-testid="menu"]'))); i++) await tv.keyboard.press('ArrowLeft');
  for (let i = 0; i < 8 && !/Home/.test(await focusedText(tv)); i++) await tv.keyboard.press('ArrowUp');
  for (let i = 0; i < 8 && !name.test(await focusedText(tv)); i++) await tv.keyboard.press('ArrowDown');
  await tv.keyboard.press('Enter');
}

/** The viewer approving on a phone: the emulator's own pages, in another browser context. */
async function approveOnPhone(emulatorBase: string, code: string): Promise<number> {
  const phone = await (await browser.newContext()).newPage();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await phone.goto(`${emulatorBase}/device`);
        await phone.getByLabel('Code').fill(code);
        await phone.getByRole('button', { name: 'Next' }).click();
        await phone.getByRole('button', { name: /Ada Lovelace/ }).click({ timeout: 15_000 });
        await phone.getByRole('button', { name: 'Allow' }).click({ timeout: 15_000 });
        return performance.now();
      } catch (error) {
        // The phone's pages fail too (the same faulty server): the viewer reloads and types again.
        if (attempt === 5) throw error;
      }
    }
  } finally {
    void phone.context().close().catch(() => undefined);
  }
}

/** A TV signed in as Ada under the emulator's faults; returns the two times and the page. */
async function signInTimed(appBase: string, emulatorBase: string): Promise<{ tv: Page; codeMs: number; approvedToHomeMs: number }> {
  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  const start = performance.now();
  await tv.goto(appBase);
  const codeEl = tv.getByTestId('user-code');
  await codeEl.waitFor({ timeout: 60_000 });
  const codeMs = performance.now() - start;
  const approvedAt = await approveOnPhone(emulatorBase, (await codeEl.textContent())!.trim());
  await tv.bringToFront();
  await tv.getByTestId('card').first().waitFor({ timeout: 90_000 });
  return { tv, codeMs, approvedToHomeMs: performance.now() - approvedAt };
}

/** A section's content on screen: a card, or its empty or error state. */
async function sectionShown(tv: Page): Promise<void> {
  await tv.locator('.content [data-testid="card"], .content [data-testid="empty-state"], .content [role="alert"]').first().waitFor({ timeout: 60_000 });
}

// 1. Sign-in and browsing under faults.
const faulty = await startEmulator(FAULTS);
const signIns: { codeMs: number; approvedToHomeMs: number }[] = [];
let tv: Page | undefined;
for (let i = 0; i < SIGN_INS; i++) {
  const run = await signInTimed(faulty.appBase, faulty.emulatorBase);
  signIns.push(run);
  if (tv) void tv.context().close();
  tv = run.tv;
}
console.log(`under ${FAULTS.faultRate * 100} % faults and ${FAULTS.latencyMs} ms latency:`);
console.log(`  sign-in, navigation to the code on screen: median ${fmt(median(signIns.map((s) => s.codeMs)) / 1000)} s (runs: ${signIns.map((s) => fmt(s.codeMs / 1000)).join(', ')})`);
console.log(`  sign-in, Allow on the phone to the first Home card: median ${fmt(median(signIns.map((s) => s.approvedToHomeMs)) / 1000)} s (runs: ${signIns.map((s) => fmt(s.approvedToHomeMs / 1000)).join(', ')})`);

const sectionTimes: string[] = [];
const browseStart = performance.now();
for (const section of SECTIONS) {
  const at = performance.now();
  await openSection(tv!, section);
  await sectionShown(tv!);
  sectionTimes.push(`${section.source} ${fmt((performance.now() - at) / 1000)} s`);
}
console.log(`  browsing, each section to its content: ${sectionTimes.join(', ')}; all: ${fmt((performance.now() - browseStart) / 1000)} s`);

// 2. Writes with lost replies: Create playlist by remote, OK again after each failure.
let lost = 0;
let loseNext = false;
await tv!.route(/\/playlists\?/, async (route: Route) => {
  if (route.request().method() !== 'POST' || !loseNext) return route.fallback();
  loseNext = false;
  lost++;
  await route.fetch().catch(() => undefined); // the server writes (or fails on its own)
  await route.abort('connectionreset');
});
const titles: string[] = [];
let presses = 0;
for (let i = 0; i < WRITES; i++) {
  const title = `bench faults ${i} ${Date.now() % 100000}`;
  titles.push(title);
  loseNext = true; // the first try of each playlist: the server writes, the reply is lost
  await openSection(tv!, /Library/);
  await tv!.getByTestId('library-screen').waitFor();
  await tv!.locator('.content [data-testid="card"]').first().waitFor({ timeout: 60_000 });
  for (let j = 0; j < 6 && !/Create playlist/.test(await focusedText(tv!)); j++) await tv!.keyboard.press('ArrowLeft');
  await tv!.keyboard.press('Enter');
  await tv!.getByTestId('create-playlist-screen').waitFor();
  for (const ch of title) await tv!.keyboard.press(ch === ' ' ? 'Space' : ch);
  for (let j = 0; j < 12 && !/Private|Unlisted|Public/.test(await focusedText(tv!)); j++) await tv!.keyboard.press('ArrowRight');
  for (let j = 0; j < 4 && !/Create playlist/.test(await focusedText(tv!)); j++) await tv!.keyboard.press('ArrowDown');
  // OK, and OK again while the form says it failed, until the viewer is back in Library.
  for (let j = 0; j < 10; j++) {
    await tv!.keyboard.press('Enter');
    presses++;
    const outcome = await Promise.race([
      tv!.getByTestId('library-screen').waitFor({ timeout: 60_000 }).then(() => 'done' as const),
      tv!.getByTestId('form-error').waitFor({ timeout: 60_000 }).then(() => 'failed' as const),
    ]);
    if (outcome === 'done') break;
    await tv!.waitForFunction(() => document.querySelector('[data-testid="create-button"]')?.getAttribute('aria-disabled') !== 'true');
  }
}
faulty.emulator.ctx.options.faultRate = 0;
faulty.emulator.ctx.options.latencyMs = 0;
faulty.emulator.ctx.auth.addStaticToken('bench-faults', 'acct-ada', [`${faulty.emulator.ctx.options.scopeBase}/auth/video`]);
const mine = (await (await fetch(`${faulty.emulatorBase}/video/v3/playlists?part=snippet&mine=true&maxResults=50`, { headers: { Authorization: 'Bearer bench-faults' } })).json()) as { items: { snippet: { title: string } }[] };
const made = titles.map((t) => mine.items.filter((p) => p.snippet.title === t).length);
const duplicated = made.reduce((sum, n) => sum + Math.max(0, n - 1), 0);
console.log(`  writes (Create playlist, each first reply lost, 20 % faults): asked ${titles.length}, OK pressed ${presses} times, replies lost ${lost}, made ${made.filter((n) => n > 0).length}, duplicated ${duplicated} (budget 0) ${duplicated === 0 ? 'OK' : 'OVER'}`);
await tv!.context().close();
await faulty.stop();

// 3. Refreshes per 401, with 3-second access tokens.
const churn = await startEmulator({ accessTokenTtl: 3 });
const run = await signInTimed(churn.appBase, churn.emulatorBase);
let unauthorized = 0;
let refreshes = 0;
let inFlight = 0;
let mostAtOnce = 0;
run.tv.on('response', (response) => {
  if (response.status() === 401 && response.url().includes('/video/v3/')) unauthorized++;
});
run.tv.on('request', (request) => {
  if (request.method() === 'POST' && /\/token$/.test(new URL(request.url()).pathname) && /grant_type=refresh_token/.test(request.postData() ?? '')) {
    refreshes++;
    mostAtOnce = Math.max(mostAtOnce, ++inFlight);
  }
});
run.tv.on('requestfinished', (request) => {
  if (/\/token$/.test(new URL(request.url()).pathname) && /grant_type=refresh_token/.test(request.postData() ?? '')) inFlight--;
});
const churnStart = performance.now();
while (performance.now() - churnStart < 20_000) {
  for (const section of SECTIONS) {
    await openSection(run.tv, section);
    await sectionShown(run.tv);
    await run.tv.waitForTimeout(1000);
  }
}
console.log(`with 3-second access tokens, 20 s of browsing: ${refreshes} refreshes, ${unauthorized} answers 401, ${unauthorized ? fmt(refreshes / unauthorized, 2) : '-'} refreshes per 401 (the rest refreshed ahead of expiry); at most ${mostAtOnce} refresh at once ${mostAtOnce <= 1 ? 'OK' : 'OVER'}`);
await run.tv.context().close();
await churn.stop();
await browser.close();
process.exit(duplicated === 0 && mostAtOnce <= 1 ? 0 : 1);
