import { UsageError } from './args.ts';
import { readConfig, type ToolConfig } from './config.ts';
import { EXIT, type ExitCode } from './exitCodes.ts';
import { explain, report, type ServiceContext } from './failures.ts';
import type { Io } from './io.ts';

export interface CliSpec<Ctx> {
  /** `device` or `autoscaler`: used in messages and help pointers. */
  name: string;
  help: string;
  commandHelp: Record<string, string>;
  commands: Record<string, (ctx: Ctx, argv: string[]) => Promise<ExitCode>>;
  /** Builds the command's context (client, service description) from the config. */
  context(config: ToolConfig, io: Io, json: boolean): { ctx: Ctx; service: ServiceContext };
}

/**
 * One dispatcher for every tool: top-level help, unknown commands, per-command help, and every
 * failure turned into a sentence and an exit code. Returns the exit code instead of exiting, for tests.
 */
export async function dispatch<Ctx>(spec: CliSpec<Ctx>, argv: string[], io: Io): Promise<ExitCode> {
  const [command, ...rest] = argv;
  const json = rest.includes('--json');
  // `help create` is the command's help, as `create --help` is.
  if (command === 'help' && rest[0] && spec.commandHelp[rest[0]]) {
    io.out(spec.commandHelp[rest[0]]!);
    return EXIT.OK;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(spec.help);
    return EXIT.OK;
  }
  // No command is a usage mistake: the help goes to stderr, so nothing lands where a script reads output.
  if (!command) {
    io.err(spec.help);
    return EXIT.USAGE;
  }
  const run = spec.commands[command];
  if (!run) {
    const error = new UsageError(`Unknown command "${command}". Commands: ${Object.keys(spec.commands).join(', ')}. See "npm run ${spec.name} -- --help".`);
    return report(io, explain(error), json, spec.name);
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(spec.commandHelp[command]!);
    return EXIT.OK;
  }
  let service: ServiceContext | undefined;
  try {
    const built = spec.context(readConfig(io.env), io, json);
    service = built.service;
    return await run(built.ctx, rest);
  } catch (error) {
    return report(io, explain(error, service), json, `${spec.name} ${command}`);
  }
}
