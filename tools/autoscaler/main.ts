import { createAutoscalersClient } from '../../src/api/autoscalers.ts';
import { UsageError } from '../lib/args.ts';
import { coreFor, readConfig } from '../lib/config.ts';
import { EXIT, type ExitCode } from '../lib/exitCodes.ts';
import { explain, report, type ServiceContext } from '../lib/failures.ts';
import type { Io } from '../lib/io.ts';
import { createCommand } from './commands/create.ts';
import { getCommand } from './commands/get.ts';
import { operationCommand } from './commands/operation.ts';
import type { AutoscalerContext } from './context.ts';
import { AUTOSCALER_HELP, COMMAND_HELP } from './help.ts';

const COMMANDS: Record<string, (ctx: AutoscalerContext, argv: string[]) => Promise<ExitCode>> = {
  create: createCommand,
  get: getCommand,
  operation: operationCommand,
};

/** `npm run autoscaler -- <command> ...`: returns the exit code instead of exiting, for tests. */
export async function runAutoscaler(argv: string[], io: Io): Promise<ExitCode> {
  const [command, ...rest] = argv;
  const json = rest.includes('--json');
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    io.out(AUTOSCALER_HELP);
    return command ? EXIT.OK : EXIT.USAGE;
  }
  const run = COMMANDS[command];
  if (!run) return report(io, explain(new UsageError(`Unknown command "${command}". Commands: ${Object.keys(COMMANDS).join(', ')}. See "npm run autoscaler -- --help".`)), json, 'autoscaler');
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(COMMAND_HELP[command]!);
    return EXIT.OK;
  }
  let service: ServiceContext | undefined;
  try {
    const config = readConfig(io.env);
    service = { service: 'compute service', baseUrl: config.computeUrl, urlVariable: 'TENFOOT_COMPUTE_URL', tokenOrigin: config.tokenOrigin };
    const client = createAutoscalersClient(coreFor(config, config.computeUrl, 'TENFOOT_COMPUTE_URL', io));
    return await run({ io, config: { ...config, pollMs: io.env.TENFOOT_POLL_INTERVAL ? config.pollMs : 1000 }, client, json, service }, rest);
  } catch (error) {
    return report(io, explain(error, service), json, `autoscaler ${command}`);
  }
}
