/**
 * The app's languages in the old engine, the language taken from the TV's browser
 * (navigator.languages, set before the app starts): the sign-in screen's heading and buttons in
 * German and in Arabic (read from the catalogues, never written out here), `<html lang dir>`, and
 * counted sentences in their plural forms. Once with the modern bundle (Chromium 64, served), once
 * with the legacy bundle (the webOS package from file://, as Chromium 53-63 load it) with
 * Intl.PluralRules deleted before the app starts, so that the CLDR table of src/i18n/plural.ts
 * (in the legacy bundle only) picks each form.
 *
 * The counted sentences: a Home card's length as a screen reader says it ("1 Minute 5 Sekunden",
 * the card's name), checked against the length the card shows (its badge, "1:05") with the forms
 * the catalogue gives for the category Node's own Intl.PluralRules (ICU's CLDR rules) picks.
 *
 * Each test has a browser context of its own: no account or setting of one reaches another. The
 * language comes from an init script rather than Chromium's `--lang` flag (which headless Chromium
 * 64 honours too, but for the whole browser): without either, its navigator.languages is empty.
 * Numbers are written by the engine: Chromium 64's CLDR writes Arabic with Arabic-Indic digits (١٥),
 * current ones with Latin digits, so the expected text asks the page for its digits.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { packagedConfig, ROOT } from '../packaging/stage.ts';
import { stageWebos } from '../packaging/webos.ts';
import ar from '../src/i18n/catalogues/ar.ts';
import de from '../src/i18n/catalogues/de.ts';
import type { Catalogue, PluralForms } from '../src/i18n/messages.ts';
import { cspSafeWaits } from './cspSafeWaits.ts';
import { startOldTv, unexpectedErrors, type OldTv } from './harness.ts';
import type { BrowserContext, Page } from './puppeteer-core.ts';

const OUT = join(ROOT, 'test-results', 'e2e-legacy');
const DIST = process.env.TENFOOT_DIST ?? join(ROOT, 'dist');
const CATALOGUES = { de, ar } as const;
type Lang = keyof typeof CATALOGUES;
/** The TV's languages, most wanted first, as its browser gives them. */
const TV_LOCALES: Record<Lang, string[]> = { de: ['de-DE', 'de'], ar: ['ar-EG', 'ar'] };

let tv: OldTv;
let work: string;
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true }); // a fresh clone has no test-results/ yet
  tv = await startOldTv({}, ['--allow-file-access-from-files']);
  work = mkdtempSync(join(tmpdir(), 'tenfoot-languages-'));
}, 120_000);
afterAll(async () => {
  await tv?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A catalogue's text for an English sentence of t(). */
function tr(lang: Lang, english: string): string {
  const found = (CATALOGUES[lang] as Catalogue)[english];
  if (typeof found !== 'string') throw new Error(`no ${lang} text for "${english}"`);
  return found;
}

/** A catalogue's forms for a counted sentence (keyed by its English `other` form). */
function forms(lang: Lang, englishOther: string): PluralForms {
  const found = (CATALOGUES[lang] as Catalogue)[englishOther];
  if (!found || typeof found === 'string') throw new Error(`no ${lang} plural forms for "${englishOther}"`);
  return found;
}

/** The navigator's languages, before the page's first script: a TV whose menu language is `lang`. */
function tvLanguage(lang: Lang): string {
  const tags = JSON.stringify(TV_LOCALES[lang]);
  return `(function () {
    var tags = ${tags};
    Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: function () { return tags.slice(); } });
    Object.defineProperty(Navigator.prototype, 'language', { configurable: true, get: function () { return tags[0]; } });
  })();`;
}

/** A TV page at 1920x1080 in a context of its own (no accounts, no settings), its script errors collected. */
async function freshTvPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await tv.browser.createIncognitoBrowserContext();
  const page = cspSafeWaits(await context.newPage());
  await page.setViewport({ width: 1920, height: 1080 });
  const errors: string[] = [];
  page.on('pageerror', (error: Error) => errors.push(error.message));
  return { context, page, errors };
}

const text = (selector: string) => `(document.querySelector(${JSON.stringify(selector)}).textContent || '').trim()`;
const click = (selector: string) => `document.querySelector(${JSON.stringify(selector)}).click()`;

/** Approves the code through the emulator's phone pages (the QR code's address), in another page of the same browser. */
async function approve(page: Page): Promise<void> {
  const code = await page.evaluate<string>(text('[data-testid="user-code"]'));
  const phone = await tv.browser.newPage();
  await phone.goto(`${tv.emulatorBase}/device?user_code=${encodeURIComponent(code)}`);
  await Promise.all([phone.waitForNavigation(), phone.evaluate(click('form[action="/device"] button[type="submit"]'))]);
  await Promise.all([phone.waitForNavigation(), phone.evaluate(click('button[name="account"]'))]);
  if (await phone.$('button[value="allow"]')) await Promise.all([phone.waitForNavigation(), phone.evaluate(click('button[value="allow"]'))]);
  await phone.close();
}

/** The sign-in screen in `lang`: the page's language and direction, the heading, the buttons. */
async function expectSignInScreen(page: Page, lang: Lang): Promise<void> {
  await page.waitForSelector('[data-testid="user-code"]', { visible: true, timeout: 30_000 });
  expect(await page.evaluate<string>('document.documentElement.getAttribute("lang")')).toBe(lang);
  expect(await page.evaluate<string>('document.documentElement.getAttribute("dir")')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  expect(await page.evaluate<string>(text('h1'))).toBe(tr(lang, 'Sign in to tenfoot'));
  const buttons = await page.evaluate<string[]>(`Array.prototype.map.call(document.querySelectorAll('.signin .actions button'), function (b) { return (b.textContent || '').trim(); })`);
  expect(buttons).toEqual([tr(lang, 'Browse without signing in'), tr(lang, 'Get a new code')]);
  // The code's countdown: the sentence around the time in the language too.
  const [before] = tr(lang, 'Code expires in {time}').split('{time}');
  expect(await page.evaluate<string>(`document.querySelector('.signin').textContent`)).toContain(before!.trim());
}

/** A length in words as the catalogue says it, each count in the form CLDR (Node's ICU) picks for it. */
function spokenLength(lang: Lang, seconds: number, written: (n: number) => string): string {
  const rules = new Intl.PluralRules(lang);
  const say = (n: number, other: string) => {
    const f = forms(lang, other);
    return (f[rules.select(n) as keyof PluralForms] ?? f.other).replace('{count}', written(n));
  };
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts: string[] = [];
  if (h) parts.push(say(h, '{count} hours'));
  if (m) parts.push(say(m, '{count} minutes'));
  if (s && !h) parts.push(say(s, '{count} seconds'));
  // Two parts joined the language's way ("١٥ دقيقة و٤٠ ثانية").
  if (parts.length === 2) return tr(lang, '{first} {then}').replace('{first}', parts[0]!).replace('{then}', parts[1]!);
  return parts[0] ?? say(0, '{count} seconds');
}

/**
 * Signs in, then reads Home's video cards: each one's length on screen (its badge) and as a
 * screen reader says it (in the card's name). Returns the plural categories the lengths used.
 */
async function expectCountedLengths(page: Page, lang: Lang): Promise<Set<string>> {
  await approve(page);
  await page.waitForSelector('[data-testid="home-screen"]', { visible: true, timeout: 30_000 });
  await page.waitForFunction(`!!document.querySelector('[data-testid="card"]') && document.activeElement === document.querySelector('[data-testid="card"]')`, { timeout: 15_000, polling: 50 });
  const READ = `Array.prototype.map.call(document.querySelectorAll('[data-testid="home-screen"] [data-testid="card"]'), function (card) {
    var badge = card.querySelector('.card__badge');
    var name = document.getElementById(card.getAttribute('aria-labelledby'));
    return { badge: badge ? (badge.textContent || '').trim() : '', name: name ? name.textContent : '' };
  })`;
  // The lengths come after the cards (the video facts, src/state/factsLater.ts): wait until every clock badge is said too.
  await page.waitForFunction(
    `(function () { var cards = ${READ}; var clocks = cards.filter(function (c) { return /^\\d+(:\\d\\d){1,2}$/.test(c.badge); });
      return clocks.length >= 3 && clocks.every(function (c) { return c.name.indexOf(', ') >= 0; }); })()`,
    { timeout: 20_000, polling: 100 },
  );
  const cards = (await page.evaluate<{ badge: string; name: string }[]>(READ)).filter((c) => /^\d+(:\d\d){1,2}$/.test(c.badge));
  const lengths = cards.map((c) => c.badge.split(':').reduce((total, part) => total * 60 + Number(part), 0));
  // Numbers are written the language's way by the engine itself (١٢ in Arabic): asked of the page.
  const numbers = await page.evaluate<Record<string, string>>(`(function () { var out = {}; for (var n = 0; n < 60; n++) out[n] = n.toLocaleString(${JSON.stringify(lang)}); return out; })()`);
  const rules = new Intl.PluralRules(lang);
  const categories = new Set<string>();
  for (const [i, card] of cards.entries()) {
    const seconds = lengths[i]!;
    const said = spokenLength(lang, seconds, (n) => numbers[n]!);
    expect(card.name, `card ${i} (${card.badge})`).toContain(`, ${said}`);
    const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
    for (const n of [h ? h : undefined, m ? m : undefined, s && !h ? s : undefined]) if (n !== undefined) categories.add(rules.select(n));
  }
  return categories;
}

/** German has one and other; Home's lengths (the emulator's seed) count in "other" ("15 Minuten 40 Sekunden"). */
function expectGermanCounts(categories: Set<string>): void {
  expect(categories.size).toBeGreaterThan(0);
  for (const c of categories) expect(['one', 'other']).toContain(c);
}

/** Arabic's own forms beyond one and other: Home's lengths count in "few" (3-10: "6 دقائق") and "many" (11-99: "11 ثانية"). */
function expectArabicCounts(categories: Set<string>): void {
  expect([...categories].filter((c) => c === 'two' || c === 'few' || c === 'many').sort()).toEqual(expect.arrayContaining(['few', 'many']));
}

/** The webOS package's app directory, its config.json naming this run's emulator (the legacy bundle, classic scripts). */
function webosPackage(name: string): string {
  const port = new URL(tv.emulatorBase).port;
  const source = join(work, `${name}.config.json`);
  writeFileSync(source, readFileSync(join(ROOT, 'public', 'config.json'), 'utf8').replace(/:8787\b/g, `:${port}`));
  const dir = join(work, name);
  stageWebos(DIST, dir, packagedConfig(source, '127.0.0.1').text);
  return dir;
}

describe('languages in Chromium 64, modern bundle', () => {
  test('German TV: the sign-in screen in German, lang="de"; Home\'s card lengths in their counted forms', async () => {
    const { context, page, errors } = await freshTvPage();
    await page.evaluateOnNewDocument(tvLanguage('de'));
    await page.goto(`${tv.base}/`);
    await expectSignInScreen(page, 'de');
    expect(await page.evaluate<boolean>('!!window.__vite_is_modern_browser && !window.System')).toBe(true);
    expect(await page.evaluate<string>('typeof Intl.PluralRules')).toBe('function');
    await page.screenshot({ path: `${OUT}/signin-de-chromium64.png` });
    expectGermanCounts(await expectCountedLengths(page, 'de'));
    await page.screenshot({ path: `${OUT}/home-de-chromium64.png` });
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('Arabic TV: the sign-in screen in Arabic, right to left; Home\'s card lengths in their Arabic plural forms', async () => {
    const { context, page, errors } = await freshTvPage();
    await page.evaluateOnNewDocument(tvLanguage('ar'));
    await page.goto(`${tv.base}/`);
    await expectSignInScreen(page, 'ar');
    await page.screenshot({ path: `${OUT}/signin-ar-chromium64.png` });
    expectArabicCounts(await expectCountedLengths(page, 'ar'));
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('languages in Chromium 64, legacy bundle (webOS package from file://), no Intl.PluralRules', () => {
  /** Before the app's first script: a webOS TV (no locale of its own: the browser's counts), and an engine without Intl.PluralRules. */
  const oldEngine = (lang: Lang) => `${tvLanguage(lang)} window.PalmSystem = { platformBack: function () {} }; delete Intl.PluralRules;`;

  test('German TV: the sign-in screen in German; card lengths counted by the CLDR table', async () => {
    const dir = webosPackage('webos-de');
    const { context, page, errors } = await freshTvPage();
    await page.evaluateOnNewDocument(oldEngine('de'));
    await page.goto(`file://${dir}/index.html`);
    await expectSignInScreen(page, 'de');
    expect(await page.evaluate<string>('typeof Intl.PluralRules')).toBe('undefined');
    expect(await page.evaluate<boolean>('!!window.System && !window.__vite_is_modern_browser')).toBe(true);
    expectGermanCounts(await expectCountedLengths(page, 'de'));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Arabic TV: right to left, the Arabic heading; card lengths in their Arabic plural forms by the CLDR table', async () => {
    const dir = webosPackage('webos-ar');
    const { context, page, errors } = await freshTvPage();
    await page.evaluateOnNewDocument(oldEngine('ar'));
    await page.goto(`file://${dir}/index.html`);
    await expectSignInScreen(page, 'ar');
    expect(await page.evaluate<string>('typeof Intl.PluralRules')).toBe('undefined');
    await page.screenshot({ path: `${OUT}/signin-ar-legacy.png` });
    expectArabicCounts(await expectCountedLengths(page, 'ar'));
    await page.screenshot({ path: `${OUT}/home-ar-legacy.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
