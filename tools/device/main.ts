import { createDeviceSessionsClient } from '../api/deviceSessions.ts';
import { coreFor } from '../lib/config.ts';
import { dispatch } from '../lib/dispatch.ts';
import type { ExitCode } from '../lib/exitCodes.ts';
import type { ServiceContext } from '../lib/failures.ts';
import type { Io } from '../lib/io.ts';
import { cancelCommand } from './commands/cancel.ts';
import { catalogCommand } from './commands/catalog.ts';
import { createCommand } from './commands/create.ts';
import { extendCommand } from './commands/extend.ts';
import { getCommand } from './commands/get.ts';
import { listCommand } from './commands/list.ts';
import { watchCommand } from './commands/watch.ts';
import type { DeviceContext } from './context.ts';
import { COMMAND_HELP, DEVICE_HELP } from './help.ts';

const COMMANDS: Record<string, (ctx: DeviceContext, argv: string[]) => Promise<ExitCode>> = {
  create: createCommand,
  list: listCommand,
  get: getCommand,
  watch: watchCommand,
  extend: extendCommand,
  cancel: cancelCommand,
  catalog: catalogCommand,
};

/** `npm run device -- <command> ...`: returns the exit code instead of exiting, for tests. */
export function runDevice(argv: string[], io: Io): Promise<ExitCode> {
  return dispatch<DeviceContext>(
    {
      name: 'device',
      help: DEVICE_HELP,
      commandHelp: COMMAND_HELP,
      commands: COMMANDS,
      context: (config, io, json) => {
        const service: ServiceContext = { service: 'device sessions service', baseUrl: config.deviceSessionsUrl, urlVariable: 'TENFOOT_DEVICE_SESSIONS_URL', tokenOrigin: config.tokenOrigin, checkAfterChange: 'check with "list" or "get"' };
        const client = createDeviceSessionsClient(coreFor(config, config.deviceSessionsUrl, 'TENFOOT_DEVICE_SESSIONS_URL', io));
        return { ctx: { io, config, client, json, service }, service };
      },
    },
    argv,
    io,
  );
}
