import type { IncomingMessage } from 'node:http';
import { isLoopbackAddress } from '../security/loopback.ts';
import { isLocalOrigin } from '../security/origins.ts';

/** Pictures under /emulator/ are for every screen (a TV on the LAN loads them); the rest is control. */
const PUBLIC_UNDER_EMULATOR = ['/emulator/thumbnails/', '/emulator/avatars/'];

/** The emulator's own control endpoints (stats, clock, grants, security events, device interaction...). */
export function isControlPath(pathname: string): boolean {
  return pathname.startsWith('/emulator/') && !PUBLIC_UNDER_EMULATOR.some((p) => pathname.startsWith(p));
}

/**
 * Why a control request is refused, or undefined when it may go on. Control endpoints move the
 * clock, read the request log and the grants: they are for tests and tools on this computer.
 * - The client must be on this computer (loopback), unless EMULATOR_CONTROL_FROM_LAN=1.
 * - A browser page may call them only from this computer's own pages: a page on the web, open in a
 *   browser on this computer, is a loopback client too, and its Origin is what gives it away.
 */
export function controlRefusal(raw: IncomingMessage, controlFromLan: boolean): string | undefined {
  if (!controlFromLan && !isLoopbackAddress(raw.socket.remoteAddress)) {
    return 'The emulator\'s control endpoints answer clients on this computer only (set EMULATOR_CONTROL_FROM_LAN=1 to allow the network).';
  }
  const origin = raw.headers.origin;
  if (origin !== undefined && !isLocalOrigin(origin, raw.headers)) {
    return `The emulator's control endpoints do not answer pages of ${origin}.`;
  }
  return undefined;
}
