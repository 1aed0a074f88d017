import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface RawRequest {
  method?: string;
  /** Sent as is: no normalisation, no encoding (so a test can send `%E0%A4%A` or `//`). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * One HTTP request exactly as given, on a fresh connection, for the tests that need what fetch will
 * not send (a Host of their choosing, a malformed path) or must tell an answer from a reset
 * connection ('reset'). Only ever aimed at the test's own emulator on loopback.
 */
export function send(base: string, req: RawRequest, timeoutMs = 10_000): Promise<RawAnswer | 'reset'> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const r = request(
      { host: url.hostname, port: url.port, method: req.method ?? 'GET', path: req.path, headers: req.headers, agent: false, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', () => resolve('reset'));
      },
    );
    r.on('error', () => resolve('reset'));
    r.on('timeout', () => r.destroy());
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

/** The JSON of an answer that must be one. */
export function json(answer: RawAnswer | 'reset'): Record<string, unknown> {
  if (answer === 'reset') throw new Error('expected an answer, the connection was reset');
  return JSON.parse(answer.text) as Record<string, unknown>;
}
