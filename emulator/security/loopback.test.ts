import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHostname } from './loopback.ts';

// Addresses are only compared here, never connected to: no traffic leaves this process.
describe('the loopback rule of the control endpoints', () => {
  it.each([
    '127.0.0.1',
    '127.0.0.53',
    '127.255.255.254',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::ffff:127.1.2.3',
    '::ffff:7f00:1',
  ])('%s is this computer', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each([
    '192.168.1.20',
    '10.0.0.7',
    '172.16.0.1',
    '128.0.0.1',
    '126.255.255.255',
    '0.0.0.0',
    '::',
    '::ffff:192.168.1.20',
    '::ffff:10.0.0.7',
    'fe80::1',
    'fe80::1%eth0',
    '2001:db8::1',
    'localhost',
    '127.0.0.1.evil.example',
    '',
    undefined,
  ])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });

  it('names this computer by loopback host names, and nothing else', () => {
    for (const name of ['localhost', 'LOCALHOST', 'app.localhost', 'localhost.', '127.0.0.1', '[::1]']) expect(isLoopbackHostname(name), name).toBe(true);
    for (const name of ['localhost.evil.example', 'evil.example', '192.168.1.20', '[fe80::1]', 'mylocalhost']) expect(isLoopbackHostname(name), name).toBe(false);
  });
});
