/**
 * The embed address of a video, taken from `player.embedHtml` without ever inserting that HTML:
 * the src attribute is read as text, resolved, and accepted only on the player origin config.json
 * names, so an API answer can never point the TV at another site.
 */
const SRC = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

export type EmbedProblem = 'no-iframe' | 'bad-url' | 'wrong-origin';

export type EmbedSource = { ok: true; url: URL } | { ok: false; problem: EmbedProblem };

/** The embed page's URL (http(s) only; protocol-relative takes the player origin's scheme, as a packaged app has file:). */
export function embedSourceOf(embedHtml: string | undefined, playerOrigin: string): EmbedSource {
  const m = embedHtml ? SRC.exec(embedHtml) : null;
  const raw = m ? (m[1] ?? m[2] ?? '').trim() : '';
  if (!raw) return { ok: false, problem: 'no-iframe' };
  let url: URL;
  try {
    url = new URL(raw.replace(/&amp;/g, '&'), playerOrigin);
  } catch {
    return { ok: false, problem: 'bad-url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'bad-url' };
  if (url.origin !== new URL(playerOrigin).origin) return { ok: false, problem: 'wrong-origin' };
  return { ok: true, url };
}

export interface EmbedOptions {
  /**
   * The page's own origin: the player posts its events only there (IFrame Player API: `origin`).
   * A packaged app opened from file:// has none to name, and leaves it out.
   */
  origin: string;
  startSeconds: number;
  captions: boolean;
  /** Starts playing once loaded (a captions change while paused stays paused). */
  autoplay: boolean;
  /** The interface language of the player (`hl`). */
  language: string;
}

/**
 * The player parameters the IFrame Player API reference documents: the JS API on, our origin,
 * where to start, captions, language; its own controls and keyboard off, because the remote drives
 * tenfoot's controls and the iframe never has focus.
 */
export function embedUrl(source: URL, options: EmbedOptions): string {
  const url = new URL(source.href);
  const set = (name: string, value: string) => url.searchParams.set(name, value);
  set('enablejsapi', '1');
  if (/^https?:\/\//.test(options.origin)) set('origin', options.origin);
  set('start', String(Math.max(0, Math.floor(options.startSeconds))));
  set('cc_load_policy', options.captions ? '1' : '0');
  set('hl', options.language);
  set('autoplay', options.autoplay ? '1' : '0');
  set('controls', '0');
  set('disablekb', '1');
  set('fs', '0');
  set('iv_load_policy', '3');
  set('playsinline', '1');
  set('rel', '0');
  return url.href;
}
