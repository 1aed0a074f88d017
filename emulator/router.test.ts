import { describe, expect, it } from 'vitest';
import { Router } from './router.ts';

describe('the router', () => {
  const router = new Router().add('GET', '/emulator/avatars/:file', () => undefined).add('GET', '/a/:rest*', () => undefined);

  it('decodes path parameters', () => {
    expect(router.match('GET', '/emulator/avatars/acct%2Dada.svg')).toMatchObject({ params: { file: 'acct-ada.svg' } });
    expect(router.match('GET', '/a/b%20c/d')).toMatchObject({ params: { rest: 'b c/d' } });
  });

  it('says bad-path for a parameter that is not valid percent-encoding, instead of throwing', () => {
    for (const path of ['/emulator/avatars/%E0%A4%A.svg', '/emulator/avatars/%', '/emulator/avatars/%zz', '/a/%C0%AF', '/a/%ED%A0%80']) expect(router.match('GET', path), path).toBe('bad-path');
  });

  it('tells an unknown path from a known path with another method', () => {
    expect(router.match('GET', '/nope')).toBe('not-found');
    expect(router.match('DELETE', '/emulator/avatars/x')).toBe('method-not-allowed');
  });
});
