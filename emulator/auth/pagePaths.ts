/**
 * The server-rendered pages a person opens in a browser (the phone's sign-in pages and the
 * account's settings page), as opposed to endpoints an app fetches. They get no CORS, refuse to be
 * framed, and their forms carry a page token and must come from the emulator's own pages.
 */
const PAGE = /^\/(?:device|device\/account|device\/consent|account|account\/[^/]+)\/?$/;

export function isPagePath(pathname: string): boolean {
  return PAGE.test(pathname);
}
