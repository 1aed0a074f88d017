import { createAutoscalersClient } from '../api/autoscalers.ts';
import { coreFor } from '../lib/config.ts';
import { dispatch } from '../lib/dispatch.ts';
import type { ExitCode } from '../lib/exitCodes.ts';
import type { ServiceContext } from '../lib/failures.ts';
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
export function runAutoscaler(argv: string[], io: Io): Promise<ExitCode> {
  return dispatch<AutoscalerContext>(
    {
      name: 'autoscaler',
      help: AUTOSCALER_HELP,
      commandHelp: COMMAND_HELP,
      commands: COMMANDS,
      context: (config, io, json) => {
        const service: ServiceContext = { service: 'compute service', baseUrl: config.computeUrl, urlVariable: 'TENFOOT_COMPUTE_URL', tokenOrigin: config.tokenOrigin, checkAfterChange: 'check with "get"' };
        const client = createAutoscalersClient(coreFor(config, config.computeUrl, 'TENFOOT_COMPUTE_URL', io));
        return { ctx: { io, config: { ...config, pollMs: io.env.TENFOOT_POLL_INTERVAL ? config.pollMs : 1000 }, client, json, service }, service };
      },
    },
    argv,
    io,
  );
}
