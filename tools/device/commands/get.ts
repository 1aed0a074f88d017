import { parseCommand, stringOption, UsageError } from '../../lib/args.ts';
import { EXIT, type ExitCode } from '../../lib/exitCodes.ts';
import { resolveName, type DeviceContext } from '../context.ts';
import { renderSession } from '../render.ts';

const OPTIONS = { project: { type: 'string' }, json: { type: 'boolean' } } as const;

export async function getCommand(ctx: DeviceContext, argv: string[]): Promise<ExitCode> {
  const { values, positionals } = parseCommand(argv, OPTIONS, 'npm run device -- get');
  if (positionals.length > 1) throw new UsageError(`get takes one NAME; got "${positionals.join(' ')}".`);
  const session = await ctx.client.get(resolveName(positionals[0], stringOption(values, 'project'), ctx.config, 'get'));
  if (ctx.json) ctx.io.out(JSON.stringify(session, null, 2));
  else for (const line of renderSession(session)) ctx.io.out(line);
  return EXIT.OK;
}
