// Before `npm test` builds anything: the browser tests need Chromium. Playwright cannot download
// its own browsers here, so the tests use the system's (CHROMIUM_PATH, else /usr/bin/chromium).
// Where it is missing and this runs as root with apt-get (Debian, Ubuntu), it installs Debian's
// package, saying so in one line; elsewhere it stops at once with one line saying what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

const system = {
  exists: existsSync,
  isRoot: () => typeof process.getuid === 'function' && process.getuid() === 0,
  hasAptGet: () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
  /** Runs apt-get quietly (its errors still show); true when it succeeded. */
  aptGet: (args) => spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0,
  say: (line) => console.log(line),
  complain: (line) => console.error(line),
};

/** Whether the browser tests can start: true when Chromium is there, or has just been installed. */
export function ensureChromium(env = process.env, sys = system) {
  const named = env.CHROMIUM_PATH;
  if (sys.exists(named || DEFAULT_CHROMIUM)) return true;
  if (named) {
    sys.complain(`npm test: CHROMIUM_PATH=${named} does not exist: point it at a Chromium or Chrome binary.`);
    return false;
  }
  if (!sys.isRoot() || !sys.hasAptGet()) {
    sys.complain(`npm test: no Chromium at ${DEFAULT_CHROMIUM}: install it (Debian/Ubuntu: sudo apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary.`);
    return false;
  }
  sys.say(`npm test: no Chromium at ${DEFAULT_CHROMIUM}: installing Debian's package (apt-get install -y chromium)...`);
  if (sys.aptGet(['update']) && sys.aptGet(['install', '-y', 'chromium']) && sys.exists(DEFAULT_CHROMIUM)) return true;
  sys.complain('npm test: installing Chromium failed: install it by hand (apt-get install -y chromium), or set CHROMIUM_PATH.');
  return false;
}
