import type { Browser, Page } from '@playwright/test';
import { approveOnPhone, expect, readCodeFromTv, test } from './fixtures.ts';

/**
 * Issue 5, E: the layout designed at 1920x1080 scales exactly to 1280x720 and 3840x2160 through
 * one root scale (styles.css: 1rem = viewport width / 120). At each size the TV screens are laid
 * out, measured and photographed: every landmark sits at the same place relative to the screen,
 * nothing is cut off by the screen edge or leaves the 5% title-safe area, and text is laid out at
 * the native resolution (font sizes scale with the screen, no bitmap scaling of the page).
 */
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
] as const;

/** Where the same element may sit differently after scaling: text wraps on whole glyphs. */
const TOLERANCE = 0.006; // of the screen's width or height: 7.7 px at 1280, 23 px at 3840

interface Box {
  key: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Layout {
  boxes: Box[];
  rootFontPx: number;
  bodyFontPx: number;
  scrollW: number;
  scrollH: number;
  transforms: string[];
  clipped: string[];
}

// Each test lays out all three sizes itself, so it runs once: playwright.config.ts keeps this file
// out of the 720p project.

/** A TV of the given size: a fresh context, pointed at this test's emulator. */
async function openTv(browser: Browser, emulatorBase: string, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, authUrl: emulatorBase, apiBaseUrl: `${emulatorBase}/video/v3` } });
  });
  return page;
}

/** The landmarks of what is on screen, in document order, as fractions of the screen. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const W = innerWidth;
    const H = innerHeight;
    const SELECTOR = 'h1, h2, h3, p, button, a, img, svg, [data-testid], [role="img"]';
    const boxes: Box[] = [];
    const clipped: string[] = [];
    const seen = new Map<string, number>();
    /** The part of the element that can be seen: its box cut by every ancestor that clips. */
    const visibleRect = (el: Element) => {
      const r = el.getBoundingClientRect();
      let [left, top, right, bottom] = [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, W), Math.min(r.bottom, H)];
      for (let p = el.parentElement; p; p = p.parentElement) {
        const cs = getComputedStyle(p);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const c = p.getBoundingClientRect();
        if (cs.overflowX !== 'visible') [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
        if (cs.overflowY !== 'visible') [top, bottom] = [Math.max(top, c.top), Math.min(bottom, c.bottom)];
      }
      return { left, top, right, bottom, empty: right - left < 1 || bottom - top < 1 };
    };
    // Content a viewer reads or focuses; sections and rows are only checked for placement.
    const CONTENT = /^(H1|H2|H3|P|BUTTON|A|IMG|SVG)$/;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(SELECTOR))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const v = visibleRect(el);
      if (v.empty) continue; // scrolled away, or waiting further along a shelf
      const base = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}`;
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      const key = `${base}#${n}`;
      boxes.push({ key, x: r.left / W, y: r.top / H, w: r.width / W, h: r.height / H });
      if (!CONTENT.test(el.tagName.toUpperCase()) && el.getAttribute('role') !== 'img') continue;
      // What shows, shows whole (no edge or container cuts it) and inside the 5% title-safe area.
      const safeX = W * 0.05 - 1;
      const safeY = H * 0.05 - 1;
      const cut = v.left > r.left + 1 || v.top > r.top + 1 || v.right < r.right - 1 || v.bottom < r.bottom - 1;
      const unsafe = r.left < safeX || r.top < safeY || r.right > W - safeX || r.bottom > H - safeY;
      if (cut || unsafe) {
        clipped.push(`${key} "${(el.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}${cut ? ' (cut off)' : ' (outside the safe area)'}`);
      }
    }
    const transforms = ['html', 'body', '#app']
      .map((s) => document.querySelector(s))
      .filter((el): el is Element => !!el)
      .map((el) => getComputedStyle(el).transform)
      .filter((t) => t !== 'none');
    return {
      boxes,
      rootFontPx: parseFloat(getComputedStyle(document.documentElement).fontSize),
      bodyFontPx: parseFloat(getComputedStyle(document.body).fontSize),
      scrollW: document.documentElement.scrollWidth,
      scrollH: document.documentElement.scrollHeight,
      transforms,
      clipped,
    };
  });
}

/** Compares each size with 1080p, the size the layout is designed at. */
function expectSameComposition(layouts: Map<string, Layout>): void {
  const design = layouts.get('1920x1080')!;
  for (const [size, layout] of layouts) {
    const [width, height] = size.split('x').map(Number) as [number, number];
    // One root scale, no bitmap scaling: fonts are sized for this screen and the page is not
    // transformed, so glyphs are rasterized at the screen's own resolution (crisp at 4K).
    expect(layout.transforms, `${size}: page transforms`).toEqual([]);
    expect(layout.rootFontPx / width, `${size}: root font scale`).toBeCloseTo(design.rootFontPx / 1920, 5);
    expect(layout.bodyFontPx, `${size}: body text`).toBeCloseTo((design.bodyFontPx * width) / 1920, 1);
    expect(layout.scrollW, `${size}: no horizontal overflow`).toBeLessThanOrEqual(width);
    expect(layout.scrollH, `${size}: no vertical overflow`).toBeLessThanOrEqual(height);
    expect(layout.clipped, `${size}: cut off or outside the title-safe area`).toEqual([]);
    expect(layout.boxes.map((b) => b.key), `${size}: the same elements on screen`).toEqual(design.boxes.map((b) => b.key));
    const moved = layout.boxes
      .map((b, i) => ({ b, d: design.boxes[i]! }))
      .filter(({ b, d }) => Math.abs(b.x - d.x) > TOLERANCE || Math.abs(b.y - d.y) > TOLERANCE || Math.abs(b.w - d.w) > TOLERANCE || Math.abs(b.h - d.h) > TOLERANCE)
      .map(({ b, d }) => `${b.key}: ${[b.x, b.y, b.w, b.h].map((v) => v.toFixed(3)).join(',')} vs ${[d.x, d.y, d.w, d.h].map((v) => v.toFixed(3)).join(',')} at 1080p`);
    expect(moved, `${size}: elements placed differently from 1080p`).toEqual([]);
  }
  expect(design.bodyFontPx, 'body text at 1080p (10-foot rule: at least 24 px)').toBeGreaterThanOrEqual(24);
}

async function shoot(page: Page, name: string, size: { width: number; height: number }): Promise<void> {
  const shot = await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}x${size.height}.png`) });
  // deviceScaleFactor 1: one CSS pixel per screen pixel, the picture is the screen itself.
  expect(shot.readUInt32BE(16), 'screenshot width').toBe(size.width);
  expect(shot.readUInt32BE(20), 'screenshot height').toBe(size.height);
}

test.describe('one layout at 720p, 1080p and 4K', () => {
  test('sign-in: the same composition at every size, nothing clipped, text at native resolution', async ({ browser, emulator }) => {
    const layouts = new Map<string, Layout>();
    for (const size of SIZES) {
      const tv = await openTv(browser, emulator.base, size);
      await tv.goto('/');
      await expect(tv.getByTestId('user-code')).toBeVisible();
      await expect(tv.locator('svg.qr')).toBeVisible(); // the drawn QR code, not its placeholder
      await tv.evaluate(() => document.fonts.ready);
      layouts.set(`${size.width}x${size.height}`, await measure(tv));
      await shoot(tv, 'signin', size);
      await tv.context().close();
    }
    expectSameComposition(layouts);
  });

  test('home: the same composition at every size, nothing clipped, text at native resolution', async ({ browser, emulator }) => {
    test.setTimeout(120_000);
    const layouts = new Map<string, Layout>();
    for (const size of SIZES) {
      const tv = await openTv(browser, emulator.base, size);
      await tv.goto('/');
      const { code, url } = await readCodeFromTv(tv);
      const phone = await approveOnPhone(browser, url, code, 'Ada Lovelace');
      await phone.context().close();
      await expect(tv.getByTestId('home-screen')).toBeVisible({ timeout: 15_000 });
      await expect(tv.getByTestId('shelf').first()).toBeVisible();
      await expect(tv.getByTestId('card').first()).toBeVisible();
      // Thumbnails on screen and fonts loaded, so every size is photographed complete (images
      // further along a shelf load lazily, when they come into view).
      await tv.waitForFunction(() =>
        Array.from(document.images).every((img) => {
          const r = img.getBoundingClientRect();
          return img.complete || r.right <= 0 || r.bottom <= 0 || r.left >= innerWidth || r.top >= innerHeight;
        }),
      );
      await tv.evaluate(() => document.fonts.ready);
      layouts.set(`${size.width}x${size.height}`, await measure(tv));
      await shoot(tv, 'home', size);
      await tv.context().close();
    }
    expectSameComposition(layouts);
  });
});
