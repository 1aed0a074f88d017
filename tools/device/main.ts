import { createDeviceSessionsClient } from '../../src/api/deviceSessions.ts';
import { UsageError } from '../lib/args.ts';
import { coreFor, readConfig } from '../lib/config.ts';
import { EXIT, type ExitCode } from '../lib/exitCodes.ts';
import { explain, report, type ServiceContext } from '../lib/failures.ts';
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
export async function runDevice(argv: string[], io: Io): Promise<ExitCode> {
  const [command, ...rest] = argv;
  const json = rest.includes('--json');
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    io.out(DEVICE_HELP);
    return command ? EXIT.OK : EXIT.USAGE;
  }
  const run = COMMANDS[command];
  if (!run) return report(io, explain(new UsageError(`Unknown command "${command}". Commands: ${Object.keys(COMMANDS).join(', ')}. See "npm run device -- --help".`)), json, 'device');
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(COMMAND_HELP[command]!);
    return EXIT.OK;
  }
  let service: ServiceContext | undefined;
  try {
    const config = readConfig(io.env);
    service = { service: 'device sessions service', baseUrl: config.deviceSessionsUrl, urlVariable: 'TENFOOT_DEVICE_SESSIONS_URL', tokenOrigin: config.tokenOrigin };
    const client = createDeviceSessionsClient(coreFor(config, config.deviceSessionsUrl, 'TENFOOT_DEVICE_SESSIONS_URL', io));
    return await run({ io, config, client, json, service }, rest);
  } catch (error) {
    return report(io, explain(error, service), json, `device ${command}`);
  }
}
