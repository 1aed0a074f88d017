import type { IncomingMessage, ServerResponse } from 'node:http';

/** Everything a route handler needs about one request, already parsed. */
export interface EmulatorRequest {
  method: string;
  url: URL;
  /** Path params captured by the route pattern. */
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** Raw body text ('' when none). */
  body: string;
  raw: IncomingMessage;
}

export type Handler = (req: EmulatorRequest, res: ServerResponse) => void | Promise<void>;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

export function sendText(res: ServerResponse, status: number, contentType: string, body: string | Buffer, cacheSeconds = 0): void {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Cache-Control': cacheSeconds > 0 ? `public, max-age=${cacheSeconds}` : 'no-store',
  });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

/** Form bodies (application/x-www-form-urlencoded) as used by the OAuth endpoints. */
export function parseForm(body: string): URLSearchParams {
  return new URLSearchParams(body);
}

/** Escapes text for server-rendered HTML: seed data contains HTML-looking titles on purpose. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The Bearer token of a request, from the header (preferred) or the access_token query parameter. */
export function bearerToken(req: EmulatorRequest): string | undefined {
  const header = req.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim();
  return req.url.searchParams.get('access_token') ?? undefined;
}

type Action = (req: EmulatorRequest, res: ServerResponse) => void;

/**
 * Wraps a route so that a service's own error, thrown anywhere in it, is answered in that
 * service's wire format; anything else is a bug and propagates.
 */
export function answeringErrors<E extends Error>(kind: abstract new (...args: never[]) => E, send: (res: ServerResponse, error: E) => void): (action: Action) => Action {
  return (action) => (req, res) => {
    try {
      action(req, res);
    } catch (error) {
      if (error instanceof kind) send(res, error);
      else throw error;
    }
  };
}
