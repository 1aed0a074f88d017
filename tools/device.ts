import { runDevice } from './device/main.ts';
import { nodeIo } from './lib/io.ts';

// npm run device -- <command>: see tools/device/help.ts or docs/tools.md.
process.exitCode = await runDevice(process.argv.slice(2), nodeIo());
