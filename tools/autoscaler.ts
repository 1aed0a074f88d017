import { runAutoscaler } from './autoscaler/main.ts';
import { nodeIo } from './lib/io.ts';

// npm run autoscaler -- <command>: see tools/autoscaler/help.ts or docs/tools.md.
process.exitCode = await runAutoscaler(process.argv.slice(2), nodeIo());
