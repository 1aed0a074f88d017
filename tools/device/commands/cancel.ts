import { parseCommand, stringOption, UsageError } from '../../lib/args.ts';
import { EXIT, type ExitCode } from '../../lib/exitCodes.ts';
import { resolveName, type DeviceContext } from '../context.ts';

const OPTIONS = { project: { type: 'string' }, json: { type: 'boolean' } } as const;

/** POST v1/{name}:cancel answers {} (docs/reference/facts.md, Device sessions: methods); the session is read back to show where it ended. */
export async function cancelCommand(ctx: DeviceContext, argv: string[]): Promise<ExitCode> {
  const { values, positionals } = parseCommand(argv, OPTIONS, 'npm run device -- cancel');
  if (positionals.length > 1) throw new UsageError(`cancel takes one NAME; got "${positionals.join(' ')}".`);
  const name = resolveName(positionals[0], stringOption(values, 'project'), ctx.config, 'cancel');
  await ctx.client.cancel(name);
  const session = await ctx.client.get(name);
  if (ctx.json) ctx.io.out(JSON.stringify(session, null, 2));
  else ctx.io.out(`Cancelled ${name}: ${session.state}. ${session.stateHistories?.at(-1)?.stateMessage ?? ''}`.trimEnd());
  return EXIT.OK;
}
