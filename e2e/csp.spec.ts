/**
 * The Content-Security-Policy the build ships (build/csp.ts, written by build/cspPlugin.ts): the
 * app runs under it, by remote, through sign-in, Home, a video, the embedded player, Search and
 * Library without one `securitypolicyviolation`; and script injected into the page is refused.
 */
import type { Page } from '@playwright/test';
import { expect, openFromMenu, press, pressSearchKey, signIn, test, typeOnTv } from './fixtures.ts';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}
type Recorded = Window & { __violations?: Violation[]; __injected?: string[] };

/** Every violation, from before the first script runs (MDN: SecurityPolicyViolationEvent). */
async function recordViolations(tv: Page): Promise<void> {
  await tv.addInitScript(() => {
    const w = window as Recorded;
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations!.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }));
  });
}
const violations = (tv: Page) => tv.evaluate(() => (window as Recorded).__violations ?? []);

/** What the console says about the policy itself (a malformed source, a directive <meta> ignores). */
function policyComplaints(tv: Page): string[] {
  const said: string[] = [];
  tv.on('console', (m) => {
    if (/content.security.policy/i.test(m.text())) said.push(m.text());
  });
  return said;
}

/** Pictures that have loaded: the emulator's thumbnails and avatars come from its own origin. */
const picturesShown = (tv: Page) => tv.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth > 0).length);

test.describe('Content-Security-Policy', () => {
  test('sign-in, Home, a video, playing it, Search and Library: not one violation', async ({ tv, browser, emulator }) => {
    await recordViolations(tv);
    const complaints = policyComplaints(tv);
    await tv.goto('/');
    const policy = await tv.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/script-src 'self' [^;]*'sha256-/);
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|data:/);

    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    // The modern bundle ran: the probe's import is a file now, not a data: URL the policy refuses.
    expect(await tv.evaluate(() => (window as Window & { __vite_is_modern_browser?: boolean }).__vite_is_modern_browser)).toBe(true);
    await expect.poll(() => picturesShown(tv)).toBeGreaterThan(0);

    // A video's page, then Play: the player API script and the embed iframe, from the player's origin.
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText(/Play/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('player')).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
    expect(await tv.locator('iframe').first().getAttribute('src')).toContain(emulator.base);
    await press(tv, 'Escape');
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();

    await openFromMenu(tv, /Search/);
    await typeOnTv(tv, 'trail');
    await pressSearchKey(tv);
    await expect(tv.getByTestId('search-results').getByTestId('card').first()).toBeVisible();

    await openFromMenu(tv, /Library/);
    await expect(tv.getByTestId('library-screen')).toBeVisible();

    expect(await violations(tv)).toEqual([]);
    expect(complaints).toEqual([]);
  });

  test('a script injected into the page is refused, and reported', async ({ tv }) => {
    await recordViolations(tv);
    await tv.goto('/');
    await expect(tv.getByTestId('user-code')).toBeVisible();
    const ran = await tv.evaluate(async () => {
      const w = window as Recorded;
      w.__injected = [];
      const inline = document.createElement('script');
      inline.textContent = "window.__injected.push('inline script')";
      document.body.appendChild(inline);
      const handler = document.createElement('img');
      handler.setAttribute('onerror', "window.__injected.push('event handler')");
      handler.src = './no-such-picture.png';
      document.body.appendChild(handler);
      const dataUrl = document.createElement('script');
      dataUrl.src = "data:text/javascript,window.__injected.push('data: script')";
      document.body.appendChild(dataUrl);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return w.__injected;
    });
    expect(ran).toEqual([]);
    const reported = await violations(tv);
    expect(reported).toContainEqual(expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' }));
    expect(reported).toContainEqual(expect.objectContaining({ directive: 'script-src-attr', blocked: 'inline' }));
    expect(reported).toContainEqual(expect.objectContaining({ directive: 'script-src-elem', blocked: 'data' }));
  });
});
