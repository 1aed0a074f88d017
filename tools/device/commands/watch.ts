import { parseCommand, stringOption, UsageError } from '../../lib/args.ts';
import { checkPollInterval } from '../../lib/config.ts';
import { type ExitCode, EXIT } from '../../lib/exitCodes.ts';
import { formatElapsed } from '../../lib/humanDuration.ts';
import { abortOnInterrupt } from '../../lib/io.ts';
import { resolveName, type DeviceContext } from '../context.ts';
import { follow } from '../follow.ts';
import { eventLine, troubleLine } from '../render.ts';
import { waitOutcome } from './shared.ts';

const OPTIONS = { project: { type: 'string' }, json: { type: 'boolean' } } as const;

/** State and history, live, until ACTIVE or final. Ctrl-C only stops watching: the session is left as it is. */
export async function watchCommand(ctx: DeviceContext, argv: string[]): Promise<ExitCode> {
  const { values, positionals } = parseCommand(argv, OPTIONS, 'npm run device -- watch');
  if (positionals.length > 1) throw new UsageError(`watch takes one NAME; got "${positionals.join(' ')}".`);
  const name = resolveName(positionals[0], stringOption(values, 'project'), ctx.config, 'watch');
  const { io } = ctx;
  const pollMs = checkPollInterval(ctx.config, ctx.config.deviceSessionsUrl);
  const stop = abortOnInterrupt(io);
  const started = Date.now();
  try {
    if (!ctx.json) io.out(`Watching ${name} (Ctrl-C stops watching; the session keeps its state).`);
    const final = await follow(ctx.client, name, {
      pollMs,
      signal: stop.signal,
      onEvent: (session, event) => {
        // NDJSON: the session each time its history grows, so a script sees every transition.
        if (ctx.json) {
          if (event === session.stateHistories?.[session.stateHistories.length - 1]) io.out(JSON.stringify(session));
        } else io.out(eventLine(session, event));
      },
      onTick: (session) => io.status(`  … ${session.state} · watching ${formatElapsed(Date.now() - started)}`),
      onTrouble: (error) => io.err(troubleLine(error, name)),
    });
    if (ctx.json) return final.state === 'ACTIVE' || final.activeStartTime !== undefined ? EXIT.OK : EXIT.SERVICE;
    return waitOutcome(ctx, final);
  } catch (error) {
    if (stop.interrupted) {
      if (!ctx.json) io.err(`Stopped watching ${name}.`);
      return EXIT.INTERRUPTED;
    }
    throw error;
  } finally {
    stop.release();
  }
}
