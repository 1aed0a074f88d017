import { describe, expect, it } from 'vitest';
import { isAppOrigin, isLocalOrigin, isOwnOrigin } from './origins.ts';

const policy = { appOrigins: ['http://192.168.1.30:8080'], appPorts: [5173, 4173] };
/** The Host a TV on the LAN sends when it reaches the emulator at this computer's address. */
const lan = { host: '192.168.1.20:8787' };
const local = { host: '127.0.0.1:8787' };

describe('which pages are the app (CORS)', () => {
  it.each([
    ['the dev server', 'http://localhost:5173', local],
    ['the preview', 'http://127.0.0.1:4173', local],
    ["a test's own preview on another port", 'http://127.0.0.1:4194', local],
    ['IPv6 loopback', 'http://[::1]:3000', local],
    ['a packaged app from file://', 'null', local],
    ['a packaged app granted file access', 'file://', local],
    ['a TV that loaded the dev server from this computer', 'http://192.168.1.20:5173', lan],
    ['a TV that loaded the preview from this computer', 'http://192.168.1.20:4173', lan],
    ['an origin EMULATOR_APP_ORIGINS names', 'http://192.168.1.30:8080', lan],
  ])('%s: %s', (_what, origin, headers) => {
    expect(isAppOrigin(origin, headers, policy)).toBe(true);
  });

  it.each([
    ['a site on the web', 'https://evil.example', local],
    ['a site on the web on the dev port', 'http://evil.example:5173', local],
    ['another LAN host on the dev port', 'http://192.168.1.99:5173', lan],
    ['this computer on a port that is not the app', 'http://192.168.1.20:8080', lan],
    ['a look-alike of localhost', 'http://localhost.evil.example:5173', local],
    ['not an origin', 'javascript:alert(1)', local],
    ['a file URL', 'file:///index.html', local],
    ['garbage', '%%%', local],
  ])('not %s: %s', (_what, origin, headers) => {
    expect(isAppOrigin(origin, headers, policy)).toBe(false);
  });
});

describe('who may call the control endpoints from a browser', () => {
  it('pages on this computer and the emulator itself', () => {
    expect(isLocalOrigin('http://localhost:5173', local)).toBe(true);
    expect(isLocalOrigin('http://127.0.0.1:8787', local)).toBe(true);
    expect(isLocalOrigin('http://192.168.1.20:8787', lan)).toBe(true);
  });

  it('not the web, a LAN page, or a sandboxed frame', () => {
    expect(isLocalOrigin('https://evil.example', local)).toBe(false);
    expect(isLocalOrigin('http://192.168.1.20:5173', lan)).toBe(false);
    expect(isLocalOrigin('null', local)).toBe(false);
  });

  it("knows its own origin by Host or a proxy's X-Forwarded-Host", () => {
    expect(isOwnOrigin('http://127.0.0.1:8787', local)).toBe(true);
    expect(isOwnOrigin('http://tv-box.lan:9000', { host: '127.0.0.1:8787', 'x-forwarded-host': 'tv-box.lan:9000' })).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:8788', local)).toBe(false);
    expect(isOwnOrigin('https://127.0.0.1:8787', local)).toBe(false);
    expect(isOwnOrigin('http://127.0.0.1:8787', {})).toBe(false);
  });
});
