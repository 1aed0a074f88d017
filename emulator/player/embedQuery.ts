/** The embed URL's parameters the page acts on (the IFrame Player API reference, "Supported parameters"). */
export interface EmbedQuery {
  /** The page's origin the player talks to, or null: without enablejsapi=1 and a valid origin it stays silent. */
  apiOrigin: string | null;
  /** Seconds from which to play (start). */
  start: number;
  autoplay: boolean;
  /** cc_load_policy=1: show captions by default. */
  captions: boolean;
  /** Set when the player API itself loaded this page (loadVideoById / cueVideoById): the id it already knows. */
  widgetId: number | null;
}

/** An http(s) origin exactly (scheme, host, port), or null: messages are posted to it and only it. */
export function parseOrigin(raw: string | null): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) return null;
  return url.origin;
}

function wholeSeconds(raw: string | null): number {
  const n = Number(raw);
  return raw !== null && raw.trim() !== '' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * The API on with no origin named: a page with no web origin of its own (a packaged TV app opened
 * from file://) cannot name one. The page then talks only to the window that embeds it, and
 * addresses its messages to any origin, as the real embed does when origin is left out.
 */
export const ANY_PARENT = '*';

/** Unknown and malformed parameters are ignored, as the real embed ignores them. */
export function parseEmbedQuery(query: URLSearchParams): EmbedQuery {
  const widget = query.get('widgetid');
  return {
    apiOrigin: query.get('enablejsapi') === '1' ? (query.has('origin') ? parseOrigin(query.get('origin')) : ANY_PARENT) : null,
    start: wholeSeconds(query.get('start')),
    autoplay: query.get('autoplay') === '1',
    captions: query.get('cc_load_policy') === '1',
    widgetId: widget !== null && /^\d{1,9}$/.test(widget) ? Number(widget) : null,
  };
}
