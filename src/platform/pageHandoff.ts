/**
 * What index.html's inline scripts hand to the app on `window`: the answer to config.json asked
 * for while the app's code loads (`tenfootConfig`), the answer to the sign-in code the page asked
 * for to draw it itself (`tenfootCode`), and the keys pressed while that first look was up and the
 * app's code not yet running (`tenfootKeys`). Each is taken once, so that a later use asks afresh,
 * the page stops noting keys, and nothing is left on the page; undefined where the page left none
 * (a package's page, a test, an account marked).
 */
export interface PageHandoffs {
  tenfootConfig: Promise<Response>;
  tenfootCode: Promise<Response>;
  tenfootKeys: KeyboardEvent[];
}

export function takeFromPage<Name extends keyof PageHandoffs>(name: Name): PageHandoffs[Name] | undefined {
  // window, not globalThis: Chromium 64 has no globalThis (71+).
  if (typeof window === 'undefined') return undefined;
  const page = window as Partial<PageHandoffs>;
  const handed = page[name];
  delete page[name];
  return handed;
}
