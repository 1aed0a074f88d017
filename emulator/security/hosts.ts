import { isIP } from 'node:net';
import { hostname as machineName } from 'node:os';
import { isLoopbackHostname } from './loopback.ts';

/**
 * The Host names the emulator answers to. A page on the web can make its own name resolve to
 * 127.0.0.1 (DNS rebinding) and then talk to the emulator as if it were its own origin, past CORS
 * and the page tokens; its requests still carry its own name in Host. So only names of this
 * computer are served: any IP address (the TV on the LAN types one), `localhost` and `*.localhost`,
 * the machine's own name (bare, `.local`, `.lan`), and the names the options add
 * (EMULATOR_HOSTS, and the hosts of EMULATOR_APP_ORIGINS and EMULATOR_VERIFICATION_URL).
 */
export function hostAllowed(host: string | undefined, extraHosts: readonly string[], machine: string = machineName()): boolean {
  // HTTP/1.0 clients send no Host: they are not browsers, and rebinding needs a browser.
  if (host === undefined) return true;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  const bare = hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (isIP(bare) !== 0 || isLoopbackHostname(bare)) return true;
  const own = machine.toLowerCase();
  const short = own.split('.')[0]!;
  if ([own, short, `${short}.local`, `${short}.lan`].includes(bare)) return true;
  return extraHosts.some((h) => h.toLowerCase() === bare);
}
