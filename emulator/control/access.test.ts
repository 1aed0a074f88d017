import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { controlRefusal, isControlPath } from './access.ts';

/** A request as the server sees it: the socket's remote address and the headers. Nothing is sent anywhere. */
function request(remoteAddress: string | undefined, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress }, headers: { host: '127.0.0.1:8787', ...headers } } as unknown as IncomingMessage;
}

describe('control endpoints: this computer only', () => {
  it('are everything under /emulator/ but the pictures', () => {
    for (const path of ['/emulator/stats', '/emulator/stats/reset', '/emulator/clock/advance', '/emulator/grants', '/emulator/security-events', '/emulator/device-sessions/interact', '/emulator/anything']) expect(isControlPath(path), path).toBe(true);
    for (const path of ['/emulator/thumbnails/video/x/default.png', '/emulator/avatars/acct-ada.svg', '/video/v3/channels', '/device', '/embed/_stats']) expect(isControlPath(path), path).toBe(false);
  });

  it.each(['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'])('answer a client at %s', (address) => {
    expect(controlRefusal(request(address), false)).toBeUndefined();
  });

  it.each(['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', 'fe80::1', '2001:db8::1', undefined])('refuse a client at %s', (address) => {
    expect(controlRefusal(request(address), false)).toMatch(/this computer only.*EMULATOR_CONTROL_FROM_LAN/);
  });

  it('answer the network when EMULATOR_CONTROL_FROM_LAN=1 says so', () => {
    expect(controlRefusal(request('192.168.1.20'), true)).toBeUndefined();
  });

  it('refuse a page of another site even from this computer (its Origin gives it away)', () => {
    expect(controlRefusal(request('127.0.0.1', { origin: 'https://evil.example' }), false)).toMatch(/evil\.example/);
    expect(controlRefusal(request('127.0.0.1', { origin: 'null' }), false)).toBeDefined();
    expect(controlRefusal(request('127.0.0.1', { origin: 'http://localhost:5173' }), false)).toBeUndefined();
  });
});
