import { BlockList, isIP } from 'node:net';

/**
 * Who counts as "this computer": the loopback block 127.0.0.0/8 (RFC 1122 section 3.2.1.3), ::1
 * (RFC 4291 section 2.5.3), and 127.x written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1,
 * RFC 4291 section 2.5.5.2), which is how a dual-stack socket reports an IPv4 client. Node's
 * BlockList understands every spelling of these (0:0:0:0:0:0:0:1, ::ffff:7f00:1).
 */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether a socket's remote address is this computer. Anything unparsable is not. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/%.*$/, ''); // a zone id (fe80::1%eth0) says nothing about the address
  const family = isIP(bare);
  if (family === 0) return false;
  return LOOPBACK.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether a host name (from a URL or a Host header, brackets allowed) names this computer:
 * a loopback address, `localhost`, or a `.localhost` name (RFC 6761 section 6.3 keeps them on loopback).
 */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}
