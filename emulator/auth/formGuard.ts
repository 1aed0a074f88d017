import type { ServerResponse } from 'node:http';
import type { EmulatorRequest } from '../http.ts';
import { isOwnOrigin } from '../security/origins.ts';

/** The hidden field that carries a page's token (security/pageTokens.ts). */
export const PAGE_TOKEN_FIELD = 'page_token';

/**
 * Why a form post is refused as coming from elsewhere, or undefined. Browsers name the page a form
 * was posted from in Origin (the Fetch standard sends it with every POST), else in Referer; a post
 * that names another site is refused whatever it carries. A post naming neither (an old browser, a
 * strict referrer policy) is left to the page token.
 */
export function foreignFormRefusal(req: EmulatorRequest): string | undefined {
  const origin = req.headers.origin;
  if (origin !== undefined) return isOwnOrigin(origin, req.headers) ? undefined : `a page of ${origin.slice(0, 100)}`;
  const referer = req.headers.referer;
  if (referer === undefined) return undefined;
  let from: string;
  try {
    from = new URL(referer).origin;
  } catch {
    return 'an unreadable Referer';
  }
  return isOwnOrigin(from, req.headers) ? undefined : `a page of ${from.slice(0, 100)}`;
}

/** A page a person opens: never inside another site's frame (clickjacking), never cached. */
export function sendPage(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "frame-ancestors 'none'",
    'Referrer-Policy': 'same-origin',
  });
  res.end(html);
}
