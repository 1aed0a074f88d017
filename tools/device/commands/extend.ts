import type { DeviceSessionUpdate } from '../../api/deviceSessions.ts';
import { parseDuration } from '../../api/wireFormats.ts';
import { parseCommand, stringOption, UsageError } from '../../lib/args.ts';
import { EXIT, type ExitCode } from '../../lib/exitCodes.ts';
import { parseHumanDuration } from '../../lib/humanDuration.ts';
import { resolveName, type DeviceContext } from '../context.ts';
import { budgetLine } from '../render.ts';
import { expireTimeOption, ttlOption, wireDuration } from './create.ts';

const OPTIONS = { ttl: { type: 'string' }, add: { type: 'string' }, 'expire-time': { type: 'string' }, project: { type: 'string' }, json: { type: 'boolean' } } as const;

/** The ttl can be extended by a patch (docs/reference/facts.md, Device sessions: the resource); the update mask names the one field sent. */
export async function extendCommand(ctx: DeviceContext, argv: string[]): Promise<ExitCode> {
  const { values, positionals } = parseCommand(argv, OPTIONS, 'npm run device -- extend');
  if (positionals.length > 1) throw new UsageError(`extend takes one NAME; got "${positionals.join(' ')}".`);
  const name = resolveName(positionals[0], stringOption(values, 'project'), ctx.config, 'extend');
  const given = (['ttl', 'add', 'expire-time'] as const).filter((k) => stringOption(values, k) !== undefined);
  if (given.length !== 1) throw new UsageError('extend needs exactly one of --ttl DURATION, --add DURATION or --expire-time T.');
  let update: DeviceSessionUpdate;
  if (given[0] === 'ttl') update = { ttl: ttlOption(stringOption(values, 'ttl')!, '--ttl') };
  else if (given[0] === 'expire-time') update = { expireTime: expireTimeOption(stringOption(values, 'expire-time')!, '--expire-time') };
  else {
    let addMs: number;
    try {
      addMs = parseHumanDuration(stringOption(values, 'add')!);
    } catch (error) {
      throw new UsageError(`--add: ${(error as Error).message}.`);
    }
    const current = await ctx.client.get(name);
    if (!current.ttl) throw new UsageError(`${name} ends at a fixed expireTime (${current.expireTime ?? '?'}); use --expire-time or --ttl.`);
    update = { ttl: wireDuration(parseDuration(current.ttl) * 1000 + addMs, '--add') };
  }
  const session = await ctx.client.patch(name, update);
  if (ctx.json) ctx.io.out(JSON.stringify(session, null, 2));
  else ctx.io.out(`Updated ${session.name} (${session.state}): ${budgetLine(session)}.`);
  return EXIT.OK;
}
