/**
 * puppeteer 1.7 waits (waitForFunction, waitForSelector) by compiling the predicate with
 * `new Function` inside the page, which the app's Content-Security-Policy refuses (no
 * 'unsafe-eval', build/csp.ts): "EvalError: Refused to evaluate a string as JavaScript". These
 * waits poll from Node instead, each check one DevTools evaluation (which the page's policy does
 * not govern), so the tests drive the app under the very policy it ships with.
 */
import type { ElementHandle, Page } from './puppeteer-core.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns something truthy; navigations in between are retried. */
async function poll<T>(what: string, check: () => Promise<T>, timeout = 30_000, interval = 50): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      if (!/Execution context was destroyed|Cannot find context/.test(String(error))) throw error;
    }
    if (Date.now() > until) throw new Error(`waiting for ${what} failed: timeout ${timeout}ms exceeded`);
    await sleep(interval);
  }
}

/** puppeteer's own test of "visible" (a box, and not visibility: hidden), in ES2016 for the old page. */
const present = (selector: string, visible: boolean) => `(function () {
  var el = document.querySelector(${JSON.stringify(selector)});
  if (!el) return false;
  if (!${visible}) return true;
  var style = getComputedStyle(el), r = el.getBoundingClientRect();
  return style.visibility !== 'hidden' && !!(r.top || r.bottom || r.width || r.height);
})()`;

/** The page, with its waits done from Node (the rest of puppeteer's Page is untouched). */
export function cspSafeWaits(page: Page): Page {
  page.waitForFunction = (fn, options = {}, ...args) =>
    poll(
      typeof fn === 'string' ? fn : 'function',
      () => (typeof fn === 'string' ? page.evaluate<unknown>(fn) : page.evaluate<unknown>(fn, ...args)),
      options.timeout,
      typeof options.polling === 'number' ? options.polling : undefined,
    );
  page.waitForSelector = async (selector, options = {}) => {
    await poll(`selector "${selector}"`, () => page.evaluate<boolean>(present(selector, !!options.visible)), options.timeout);
    return (await page.$(selector)) as ElementHandle;
  };
  return page;
}
