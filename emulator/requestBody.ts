import type { IncomingMessage } from 'node:http';

/**
 * The largest body any emulated request needs: a playlist's description is at most 5,000
 * characters, an autoscaler with 128 schedules a few tens of KB. 1 MB leaves room and keeps a
 * client from making the emulator hold gigabytes.
 */
export const MAX_BODY_BYTES = 1_000_000;
/** Past the limit, this much more is read and dropped so the 413 can reach the client before the socket closes. */
const DRAIN_BYTES = 16_000_000;

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' };

/**
 * Reads a request's body as UTF-8, up to `limit` bytes. A body past the limit (by Content-Length or
 * as it arrives) is not kept: the answer is `too-large`, and the rest of the body is drained in the
 * background, so the client gets the 413 instead of a reset connection (a client still sending when
 * the socket closes sees ECONNRESET, not the answer).
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      drain(req);
      resolve({ ok: false, reason: 'too-large' });
      return;
    }
    let size = 0;
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.off('end', onEnd);
      chunks.length = 0;
      drain(req);
      resolve({ ok: false, reason: 'too-large' });
    };
    const onEnd = () => resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', () => resolve({ ok: false, reason: 'aborted' }));
    req.on('aborted', () => resolve({ ok: false, reason: 'aborted' }));
  });
}

/** Reads and drops what is left of a body, up to DRAIN_BYTES; past that the connection is closed. */
function drain(req: IncomingMessage): void {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_BYTES) req.socket.destroy();
  });
  req.on('error', () => undefined);
  req.resume();
}
