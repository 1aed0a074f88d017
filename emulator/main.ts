import { networkInterfaces } from 'node:os';
import { optionsFromEnv } from './options.ts';
import { createEmulator, VIDEO_BASE_PATH } from './server.ts';

/** `npm run emulator [-- --host H --port P]`: the bundled provider, configured by EMULATOR_* variables. */
function parseArgs(argv: string[]): { host?: string; port?: number } {
  const out: { host?: string; port?: number } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--host') out.host = value();
    else if (flag === '--port') {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, got "${arg}"`);
      out.port = port;
    } else if (flag === '--help' || flag === '-h') {
      console.log('Usage: npm run emulator -- [--host 0.0.0.0] [--port 8787]\nKnobs: see README.md, "Emulator knobs".');
      process.exit(0);
    } else fail(`Unknown option "${arg}". Try --help.`);
  }
  return out;
}

function fail(message: string): never {
  console.error(`emulator: ${message}`);
  process.exit(2);
}

function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((n) => n && n.family === 'IPv4' && !n.internal)
    .map((n) => n!.address);
}

let options;
try {
  options = { ...optionsFromEnv(), ...parseArgs(process.argv.slice(2)) };
} catch (error) {
  fail((error as Error).message);
}
const emulator = createEmulator(options);
const base = await emulator.listen().catch((error: NodeJS.ErrnoException) => fail(error.code === 'EADDRINUSE' ? `port ${options.port} is in use: set EMULATOR_PORT or --port` : error.message));
console.log(`[emulator] listening on ${base}`);
console.log(`[emulator] auth: ${base}/device/code · phone page: ${base}/device · account page: ${base}/account`);
console.log(`[emulator] video data API: ${base}${VIDEO_BASE_PATH}`);
for (const ip of lanAddresses()) console.log(`[emulator] on your network: http://${ip}:${new URL(base).port}/device`);
console.log(
  options.controlFromLan
    ? '[emulator] control endpoints (/emulator/stats, clock...) answer the network too (EMULATOR_CONTROL_FROM_LAN=1)'
    : '[emulator] control endpoints (/emulator/stats, clock...) answer this computer only',
);
const stop = () => void emulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
