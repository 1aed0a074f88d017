import { describe, expect, it } from 'vitest';
import { hostAllowed } from './hosts.ts';

describe('the Host names the emulator answers to (DNS rebinding)', () => {
  const allowed = (host: string | undefined, extra: string[] = []) => hostAllowed(host, extra, 'studio-pc.example.org');

  it('answers to addresses, loopback names and this machine\'s names', () => {
    for (const host of ['127.0.0.1:8787', '192.168.1.20:8787', '[::1]:8787', '[fe80::1]:8787', 'localhost:8787', 'tv.localhost', 'studio-pc', 'studio-pc.local:8787', 'studio-pc.lan', 'STUDIO-PC.example.org:8787']) {
      expect(allowed(host), host).toBe(true);
    }
  });

  it('answers to a request without Host (HTTP/1.0: not a browser)', () => {
    expect(allowed(undefined)).toBe(true);
  });

  it('refuses a name on the web that was made to resolve here', () => {
    for (const host of ['evil.example:8787', 'evil.example', 'localhost.evil.example', 'studio-pc.evil.example', '127.0.0.1.nip.io', '']) expect(allowed(host), host).toBe(false);
  });

  it('answers to the names the options add', () => {
    expect(allowed('emulator.test:8787', ['emulator.test'])).toBe(true);
    expect(allowed('other.test:8787', ['emulator.test'])).toBe(false);
  });

  it('refuses a Host that is not a host', () => {
    expect(allowed('exa mple:80')).toBe(false);
    expect(allowed('[::1')).toBe(false);
  });
});
