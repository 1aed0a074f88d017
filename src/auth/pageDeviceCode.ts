/**
 * The answer to index.html's request for a sign-in code, made by the page itself on a TV that
 * keeps no account, as soon as config.json had come (to draw the code before the app's code has
 * run: src/ui/firstCode.ts). Taken once, by the app's first code request, so the code on the TV
 * is one code throughout. Undefined where the page made no request (an account marked, another
 * language, a package's page, a test).
 */
export function takePageDeviceCode(): Promise<Response> | undefined {
  // window, not globalThis: Chromium 64 has no globalThis (71+).
  if (typeof window === 'undefined') return undefined;
  const page = window as { tenfootCode?: Promise<Response> };
  const asked = page.tenfootCode;
  delete page.tenfootCode;
  return asked;
}
