import { test as base, expect, type APIResponse, type Browser, type Locator, type Page, type Route } from '@playwright/test';
import type { EmulatorOptions } from '../emulator/options.ts';
import { createEmulator, type Emulator } from '../emulator/server.ts';

export interface TvFixtures {
  /** Knobs of this test's own emulator. */
  emulatorOptions: Partial<EmulatorOptions>;
  /** Overrides of the runtime config the TV receives. */
  configOverrides: Record<string, unknown>;
  emulator: Emulator & { base: string };
  /** The TV: the built app, pointed at this test's emulator through its runtime config. */
  tv: Page;
}

export const test = base.extend<TvFixtures>({
  emulatorOptions: [{ interval: 1 }, { option: true }],
  configOverrides: [{}, { option: true }],
  emulator: async ({ emulatorOptions }, use) => {
    const emulator = createEmulator({ host: '127.0.0.1', port: 0, ...emulatorOptions });
    const base = await emulator.listen();
    await use(Object.assign(emulator, { base }));
    await emulator.close();
  },
  tv: async ({ page, emulator, configOverrides }, use) => {
    // Each test runs its own emulator, so the TV gets a config.json naming it, exactly as an
    // installer would edit the file next to index.html.
    await page.route('**/config.json', async (route) => {
      let response: APIResponse;
      let config: Record<string, unknown>;
      try {
        response = await fetchShipped(route);
        config = (await response.json()) as Record<string, unknown>;
      } catch (error) {
        // The page reloaded (once in a CI run, settings.spec) or the test ended while this was on
        // its way: Playwright disposed the reply with the document that asked, or closed the page,
        // and nothing waits for it any more.
        if (!/has been disposed|has been closed/.test(String(error))) throw error;
        await route.abort().catch(() => undefined);
        return;
      }
      await route.fulfill({
        response,
        json: { ...config, authUrl: emulator.base, apiBaseUrl: `${emulator.base}/video/v3`, playerApiUrl: `${emulator.base}/player/iframe_api`, ...configOverrides },
      });
    });
    await use(page);
  },
});

export { expect };

/**
 * The config.json the build ships, from the preview server. Once in a CI run the server closed a
 * kept-alive connection just as this request went out on it (ECONNRESET, socket hang up): that is
 * the test's connection, not the app's, so it is asked again on a new one.
 */
async function fetchShipped(route: Route): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await route.fetch();
    } catch (error) {
      if (attempt === 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    }
  }
}

/** Reads the code and URL off the TV, the way the viewer does. */
export async function readCodeFromTv(tv: Page): Promise<{ code: string; url: string }> {
  const code = tv.getByTestId('user-code');
  await expect(code).toBeVisible();
  const url = (await tv.getByTestId('verification-url').textContent())!.trim();
  return { code: (await code.textContent())!.trim(), url: /^https?:\/\//.test(url) ? url : `http://${url}` };
}

/**
 * The phone: a second browser context that opens the URL, types the code, picks the account and
 * decides. Returns the phone page (left open on the result).
 */
export async function approveOnPhone(
  browser: Browser,
  url: string,
  code: string,
  accountName: string,
  decision: 'Allow' | 'Deny' = 'Allow',
): Promise<Page> {
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await phone.goto(url);
  await phone.getByLabel('Code').fill(code);
  await phone.getByRole('button', { name: 'Next' }).click();
  // The account's page answers with the consent page, or a refusal: read it once it has loaded.
  // Asked at once, the old page may still be on show, and the decision would be skipped. The
  // account page has loaded first, so the next load is the answer's.
  await phone.waitForLoadState('load');
  const answered = phone.waitForEvent('load');
  await phone.getByRole('button', { name: new RegExp(accountName) }).click();
  await answered;
  if (await phone.getByRole('button', { name: decision }).count()) await phone.getByRole('button', { name: decision }).click();
  return phone;
}

/**
 * Full sign-in of one account on the TV through the phone. `within`: how long the TV may take to
 * show the account once the phone has allowed it (a flaky server's backoff needs longer).
 */
export async function signIn(tv: Page, browser: Browser, accountName: string, within = 15_000): Promise<void> {
  const { code, url } = await readCodeFromTv(tv);
  const phone = await approveOnPhone(browser, url, code, accountName);
  await expect(phone.getByRole('heading', { name: "You're all set" })).toBeVisible();
  await phone.context().close();
  await expect(tv.getByTestId('signed-in-account')).toContainText(accountName, { timeout: within });
}

/** Ada removes tenfoot's access on the emulator's account page, as on her phone. */
export async function removeAccessOnPhone(browser: Browser, emulatorBase: string): Promise<void> {
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(`${emulatorBase}/account?account=acct-ada`);
  await phone.getByRole('button', { name: 'Remove access' }).click();
  await expect(phone.getByText('no longer has access')).toBeVisible();
  await phone.context().close();
}

/** The TV opened and signed in as the account, its first Home card focused: where most tests start. */
export async function openSignedIn(tv: Page, browser: Browser, accountName = 'Ada Lovelace'): Promise<void> {
  await tv.goto('/');
  await signIn(tv, browser, accountName);
  await expect(tv.getByTestId('card').first()).toBeFocused();
}

/**
 * Presses a key until focus stops moving (the edge of a row, a list or a page), at most `max` + 1
 * times. The edge is two presses in a row that move nothing: on a loaded machine one press's move
 * had not yet reached the browser's focus when it was read, and the walk stopped a shelf short.
 */
export async function toTheEdge(tv: Page, key: string, max: number): Promise<void> {
  let before = '';
  let still = 0;
  for (let i = 0; i < max + 1; i++) {
    await tv.keyboard.press(key);
    await painted(tv);
    const now = await tv.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.focusKey ?? document.activeElement?.textContent ?? '');
    still = now === before ? still + 1 : 0;
    if (still === 2) return;
    before = now;
  }
}

/**
 * Holds the TV's requests for a file (a built chunk) until `release` is called, counting them: what
 * the app does while that code is still on its way.
 */
export async function holdRequests(tv: Page, file: RegExp): Promise<{ release(): void; asked(): number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await tv.route(file, async (route) => {
    asked++;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** From the next load on, notes by the page's own clock when the first card showed (see whenAsked). */
export async function clockFirstCard(tv: Page): Promise<void> {
  await tv.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="card"]')) return;
      (window as unknown as { firstCardAt: number }).firstCardAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** When the first card showed (clockFirstCard) and when the page asked for a file, by the page's clock. */
export async function whenAsked(tv: Page, file: RegExp): Promise<{ cardAt: number; askedAt: number | undefined }> {
  return tv.evaluate((source) => {
    const entry = performance.getEntriesByType('resource').find((e) => new RegExp(source).test(e.name));
    return { cardAt: (window as unknown as { firstCardAt: number }).firstCardAt, askedAt: entry?.startTime };
  }, file.source);
}

/** Presses a key on the TV's remote, once or several times. */
export async function press(tv: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await tv.keyboard.press(key);
}

/**
 * Waits until the last key press has painted. An arrow press inside a row or grid shows focus at
 * once (the row's ring) and moves the browser's focus just after that frame (src/nav/shownFocus.ts),
 * so where focus is must be read after this, as a viewer would see it.
 */
export async function painted(tv: Page): Promise<void> {
  await tv.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Reads something about focus in the page once the last key press has painted (see painted). */
export async function readFocus<T>(tv: Page, read: () => T): Promise<T> {
  await painted(tv);
  return tv.evaluate(read);
}

/**
 * Where focus is, by name ("its list's label › its key or words"), and whether a viewer could see it:
 * a real element with a size, inside the 5% title-safe area, not cut off by a box that hides its
 * overflow, and inside the open dialog if there is one. `why` says where it is, for a failure's message.
 * It also leaves `walkName` in the page, for other reads that name focusables the same way.
 */
export async function focusReport(tv: Page): Promise<{ name: string; ok: boolean; why: string }> {
  return readFocus(tv, () => {
    const page = window as unknown as { walkName?: (el: Element) => string };
    const name = (page.walkName ??= (el: Element) => {
      const h = el as HTMLElement;
      const list = h.parentElement?.closest('[data-nav-container], [role="dialog"]');
      const where = list?.getAttribute('aria-label') ?? list?.getAttribute('data-testid') ?? '';
      return `${where} › ${h.dataset.focusKey ?? (h.innerText || h.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}`;
    });
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', ok: false, why: 'focus on the page body' };
    const r = el.getBoundingClientRect();
    const inside = r.left >= innerWidth * 0.05 - 1 && r.top >= innerHeight * 0.05 - 1 && r.right <= innerWidth * 0.95 + 1 && r.bottom <= innerHeight * 0.95 + 1;
    const visible = r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !clipped(el, r);
    const dialog = document.querySelector('[role="dialog"]');
    const held = !dialog || dialog.contains(el);
    const why = `${name(el)}${visible ? '' : ' (hidden or cut off)'} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)} in ${innerWidth}x${innerHeight}${inside ? '' : ', outside the safe area'}${held ? '' : ', outside the open dialog'}`;
    return { name: name(el), ok: inside && visible && held, why };

    /** Cut off by a box that hides its overflow (a list scrolled the wrong way): not visible, whatever its own box says. */
    function clipped(el: HTMLElement, r: DOMRect): boolean {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        // Boxes above a fixed one (a dialog's backdrop, inside its screen) do not clip it.
        if (style.position === 'fixed') break;
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = box.getBoundingClientRect();
        if (r.left < c.left - 1 || r.top < c.top - 1 || r.right > c.right + 1 || r.bottom > c.bottom + 1) return true;
      }
      return false;
    }
  });
}

/** The text of the element that has focus. */
export async function focusedText(tv: Page): Promise<string> {
  return readFocus(tv, () => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');
}

/** Moves focus with arrows until the focused element's text matches, like a viewer scanning a row. */
export async function focusByArrows(tv: Page, key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp', name: RegExp, max = 10): Promise<void> {
  for (let i = 0; i <= max; i++) {
    if (name.test(await focusedText(tv))) return;
    await tv.keyboard.press(key);
  }
  // The last press is looked at too, once settled: on a loaded machine the browser's focus has
  // followed the row's shown focus after a read (a CI run failed here with the target focused).
  await painted(tv);
  const last = await focusedText(tv);
  if (name.test(last)) return;
  throw new Error(`No focusable matching ${name} reached with ${key} (focused: "${last}")`);
}

/**
 * On a video's page, along its actions (Play or Resume, Start over, Add to playlist, Go to
 * channel) to the one named: up out of the description first, then down to its line if the
 * buttons take two, then left or right.
 */
export async function toVideoAction(tv: Page, name: RegExp): Promise<void> {
  // An action that comes with the video's facts (Go to channel, for a liked video's page) may not
  // be there yet: a viewer waits for it to show before pressing, for a few seconds at most.
  for (let i = 0, waited = 0; i < 8; ) {
    const focused = await focusedText(tv);
    if (name.test(focused)) return;
    const actions = await tv.evaluate(() =>
      [...document.querySelectorAll('.video-details__actions button')].map((b) => {
        const box = b.getBoundingClientRect();
        return { text: b.textContent?.trim() ?? '', top: box.top, bottom: box.bottom };
      }),
    );
    const here = actions.findIndex((a) => a.text === focused);
    const there = actions.findIndex((a) => name.test(a.text));
    if (there < 0) {
      if (++waited > 50) break;
      await tv.waitForTimeout(100);
      continue;
    }
    // The buttons go on a second line when they do not fit on one (larger text): Down to it.
    const [from, to] = [actions[here], actions[there]!];
    const key = !from ? 'ArrowUp' : to.top >= from.bottom ? 'ArrowDown' : to.bottom <= from.top ? 'ArrowUp' : there < here ? 'ArrowLeft' : 'ArrowRight';
    await tv.keyboard.press(key);
    i++;
  }
  throw new Error(`No video action matching ${name} reached (focused: "${await focusedText(tv)}")`);
}

/** Left until focus is in the menu rail, then down to the entry whose text matches, and OK. */
export async function openFromMenu(tv: Page, name: RegExp): Promise<void> {
  const inMenu = () => readFocus(tv, () => !!document.activeElement?.closest('[data-testid="menu"]'));
  // Twice at 1280x720 on a loaded machine, just after a reload, focus went from the menu to Home's
  // first card while the test walked the menu (cause not found; noted on the late-focus issue):
  // the walk starts again then, and a second time it fails as it always did.
  for (let attempt = 1; ; attempt++) {
    for (let i = 0; i < 30 && !(await inMenu()); i++) await tv.keyboard.press('ArrowLeft');
    try {
      await focusByArrows(tv, 'ArrowUp', /Home/, 8);
      await focusByArrows(tv, 'ArrowDown', name, 8);
    } catch (error) {
      if (attempt === 2 || (await inMenu())) throw error;
      continue;
    }
    await tv.keyboard.press('Enter');
    // A viewer looks before pressing on: the next key waits until the section has taken focus
    // (its code and content in; Search's keyboard listens from then), or a few seconds at most,
    // for a section that keeps focus on the menu while it loads.
    for (const until = Date.now() + 5000; Date.now() < until && (await inMenu()); ) await tv.waitForTimeout(50);
    return;
  }
}

/**
 * Library from the menu, then right along the viewer's playlists to the one named. "Create
 * playlist" shows before the list arrives, and presses before the list go nowhere: a viewer waits
 * for the playlists to show first. The emulator lists them newest first, so the walk may be long.
 */
export async function toLibraryPlaylist(tv: Page, title: RegExp): Promise<void> {
  await openFromMenu(tv, /Library/);
  await expect(tv.getByTestId('shelf-playlists').getByTestId('card').nth(1)).toBeVisible();
  await focusByArrows(tv, 'ArrowRight', title, 14);
}

/** Subscriptions opens on the followed channels' newest uploads: Down to the channels themselves, on the first. */
export async function openFollowedChannels(tv: Page): Promise<void> {
  await openFromMenu(tv, /Subscriptions/);
  await expect(tv.getByTestId('subscriptions-screen').getByTestId('card').first()).toBeFocused();
  await tv.keyboard.press('ArrowDown');
  await expect(tv.locator('section.shelf[aria-label="Channels you subscribe to"] [data-testid="card"][data-index="0"]')).toBeFocused();
}

/** From anywhere on the on-screen keyboard, down to its Search key and OK: the search is sent. */
export async function pressSearchKey(tv: Page): Promise<void> {
  await focusByArrows(tv, 'ArrowDown', /Clear|Search/, 10);
  await focusByArrows(tv, 'ArrowRight', /^Search$/, 2);
  await tv.keyboard.press('Enter');
}

/** Opens Search, types the words, submits them with the keyboard's Search key, and waits for results. */
export async function searchFor(tv: Page, words: string): Promise<Locator> {
  await openFromMenu(tv, /Search/);
  await typeOnTv(tv, words);
  await pressSearchKey(tv);
  const results = tv.getByTestId('search-results');
  await expect(results.getByTestId('card').first()).toBeVisible();
  return results;
}

/** Reads the emulator's video API as an account (for checking what the TV did, never for driving it). */
export async function apiAs(emulator: Emulator & { base: string }, accountId: string, path: string): Promise<any> {
  const token = `e2e-check-${accountId}`;
  emulator.ctx.auth.addStaticToken(token, accountId, [`${emulator.ctx.options.scopeBase}/auth/video`]);
  const sep = path.includes('?') ? '&' : '?';
  return (await fetch(`${emulator.base}/video/v3${path}${sep}key=${emulator.ctx.options.apiKey}`, { headers: { Authorization: `Bearer ${token}` } })).json();
}

/** A write as the account, straight to the emulator: a test's setting up, not the viewer's doing. */
export async function apiPostAs(emulator: Emulator & { base: string }, accountId: string, path: string, body: unknown): Promise<any> {
  const token = `e2e-check-${accountId}`;
  emulator.ctx.auth.addStaticToken(token, accountId, [`${emulator.ctx.options.scopeBase}/auth/video`]);
  const response = await fetch(`${emulator.base}/video/v3${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The focused element's data-focus-key. */
export async function focusedKey(tv: Page): Promise<string | null> {
  return readFocus(tv, () => document.activeElement?.getAttribute('data-focus-key') ?? null);
}

/** Types on a keyboard attached to the TV, one key press per character. */
export async function typeOnTv(tv: Page, text: string): Promise<void> {
  // A physical keyboard plugged into the TV: each character is one key press.
  for (const ch of text) await tv.keyboard.press(ch === ' ' ? 'Space' : ch);
}

/**
 * Presses a TV remote key that a desktop keyboard does not have (colour keys 403-406), as the TV's
 * browser delivers it: a trusted keydown/keyup with the platform key code, through DevTools input.
 */
export async function pressRemoteKey(tv: Page, keyCode: number, key: string): Promise<void> {
  const cdp = await tv.context().newCDPSession(tv);
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode, key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode, key });
  await cdp.detach();
}

/**
 * The visible focus rings, and how the one on show sits on the focused card's picture, judged once
 * that card has come to rest, against the card the browser's focus is on once that frame has
 * painted (see painted): `off` is the largest distance between the ring's edges and the picture's,
 * in px.
 */
export async function focusRingReport(tv: Page) {
  return tv.evaluate(async () => {
    // The ring goes where the focused card will be once its row's glide ends (focusRing.ts), and
    // the card glides into it: read both once the card has stopped moving. A glide lasts 120 ms,
    // its first frame moves nothing, and the browser's focus follows the shown focus a frame later
    // (CI once read the ring a whole card ahead of a card still on its way): the card the browser's
    // focus is on must stay put for three frames, and a glide's time must have passed. Bounded: a
    // card that never rests is read as it is after 2 s.
    const cardBox = () => {
      const r = document.activeElement?.closest('.card')?.querySelector('.card__thumb')?.getBoundingClientRect();
      return r ? `${r.left},${r.top},${r.width},${r.height}` : '';
    };
    const frame = () => new Promise((settled) => requestAnimationFrame(settled));
    const started = performance.now();
    for (let last = cardBox(), still = 0; performance.now() - started < 2000; ) {
      await frame();
      const now = cardBox();
      still = now === last ? still + 1 : 0;
      last = now;
      if (still >= 3 && performance.now() - started >= 160) break;
    }
    const shown = Array.from(document.querySelectorAll<HTMLElement>('.focus-ring')).filter((r) => getComputedStyle(r).visibility === 'visible');
    const r = shown[0]?.getBoundingClientRect();
    await new Promise((settled) => setTimeout(settled, 0));
    const picture = document.activeElement?.closest('.card')?.querySelector<HTMLElement>('.card__thumb');
    const p = picture?.getBoundingClientRect();
    const off = r && p ? Math.max(Math.abs(r.left - p.left), Math.abs(r.top - p.top), Math.abs(r.right - p.right), Math.abs(r.bottom - p.bottom)) : null;
    return {
      shown: shown.length,
      off,
      round: shown[0] ? getComputedStyle(shown[0]).borderTopLeftRadius === '50%' : null,
      roundPicture: picture ? getComputedStyle(picture).borderTopLeftRadius === '50%' : null,
      colour: shown[0] ? getComputedStyle(shown[0]).borderTopColor : null,
      onTop: shown[0] && r ? topmostAt(shown[0], r.left + r.width / 2, r.top + 3) : null,
    };
    /** Whether the ring is what is drawn at that point (it lets the pointer through, so ask with it hit-testable). */
    function topmostAt(el: HTMLElement, x: number, y: number): boolean {
      el.style.pointerEvents = 'auto';
      const hit = document.elementFromPoint(x, y) === el;
      el.style.pointerEvents = '';
      return hit;
    }
  });
}

/**
 * Visible text set under 24 px at 1080p (the 10-foot rule), scaled at other sizes: each as its
 * element's class, its first words and its size, so a failure says what to fix.
 */
export async function textUnder24px(tv: Page): Promise<string[]> {
  return tv.evaluate(() => {
    const scale = innerWidth / 1920;
    const small = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const designPx = parseFloat(style.fontSize) / scale;
      if (designPx < 23.9) small.add(`${el.className || el.tagName} "${text.slice(0, 24)}" ${designPx.toFixed(1)} px`);
    }
    return [...small].slice(0, 12);
  });
}

/** The focused element's box and whether it is a real element (not the page body). */
function focusedBox(tv: Page) {
  return readFocus(tv, () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });
}

/**
 * Moves focus with arrows onto `target`, as a viewer does looking at the screen: up or down while
 * the target is in another line, sideways along its line otherwise (Left and Right keep to their
 * line); when a press leaves focus where it was, the other way round. Reads the boxes anew at
 * every step, as the page may scroll on the way. Fails if focus does not get there in `max` presses.
 */
export async function arrowsTo(tv: Page, target: Locator, max = 30): Promise<void> {
  let stuck = false;
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    if (i === max) break;
    const from = await focusedBox(tv);
    const to = await target.boundingBox();
    if (!from || !to) throw new Error(`arrowsTo: focus on ${from ? 'something' : 'the body'}, target ${to ? 'laid out' : 'not laid out'}`);
    const x = to.x + to.width / 2;
    const y = to.y + to.height / 2;
    const sideways = x < from.left ? 'ArrowLeft' : x > from.right ? 'ArrowRight' : undefined;
    const upDown = y < from.top ? 'ArrowUp' : y > from.bottom ? 'ArrowDown' : undefined;
    const first = upDown ?? sideways ?? 'ArrowDown';
    const key = stuck ? ((first === upDown ? sideways : upDown) ?? first) : first;
    await press(tv, key);
    await painted(tv);
    const after = await focusedBox(tv);
    stuck = !!after && after.left === from.left && after.top === from.top && after.right === from.right && after.bottom === from.bottom;
  }
  throw new Error(`arrowsTo: not reached in ${max} presses (focused: "${await focusedText(tv)}")`);
}

/** Every page of a list, as the emulator answers it to an account (for checking, never for driving). */
export async function allPages<T>(emulator: Emulator & { base: string }, accountId: string, path: string): Promise<T[]> {
  const items: T[] = [];
  let token: string | undefined;
  do {
    const page = await apiAs(emulator, accountId, `${path}&maxResults=50${token ? `&pageToken=${token}` : ''}`);
    items.push(...(page.items as T[]));
    token = page.nextPageToken;
  } while (token);
  return items;
}
