/**
 * What index.html's inline scripts hand to the app on `window`: the answer to config.json asked
 * for while the app's code loads (`tenfootConfig`), and the answer to the sign-in code the page
 * asked for to draw it itself (`tenfootCode`). Each is taken once, so that a later use asks
 * afresh and nothing is left on the page; undefined where the page left none (a package's page, a
 * test, an account marked).
 */
export type PageHandoff = 'tenfootConfig' | 'tenfootCode';

export function takeFromPage(name: PageHandoff): Promise<Response> | undefined {
  // window, not globalThis: Chromium 64 has no globalThis (71+).
  if (typeof window === 'undefined') return undefined;
  const page = window as Partial<Record<PageHandoff, Promise<Response>>>;
  const handed = page[name];
  delete page[name];
  return handed;
}
