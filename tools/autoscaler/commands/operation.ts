import { operationErrors } from '../../api/autoscalers.ts';
import { oneSegment, parseCommand, stringOption, UsageError } from '../../lib/args.ts';
import { checkPollInterval, requireProject, requireZone } from '../../lib/config.ts';
import { EXIT, type ExitCode } from '../../lib/exitCodes.ts';
import { abortOnInterrupt } from '../../lib/io.ts';
import type { AutoscalerContext } from '../context.ts';
import { progressReporter, renderOperationFailure, renderWarnings } from '../render.ts';

const OPTIONS = { project: { type: 'string' }, zone: { type: 'string' }, wait: { type: 'boolean' }, json: { type: 'boolean' } } as const;

/** GET .../zones/{zone}/operations/{name}, optionally followed until DONE (e.g. after create --no-wait). */
export async function operationCommand(ctx: AutoscalerContext, argv: string[]): Promise<ExitCode> {
  const { values, positionals } = parseCommand(argv, OPTIONS, 'npm run autoscaler -- operation');
  if (positionals.length !== 1) throw new UsageError('operation takes one operation NAME (printed by create).');
  const project = requireProject(stringOption(values, 'project'), ctx.config);
  const zone = requireZone(stringOption(values, 'zone'), ctx.config);
  const name = oneSegment(positionals[0]!, 'an operation name (printed by create)');
  // Ctrl-C stops the following, not the operation: said as create says it (it went without a word).
  const stop = abortOnInterrupt(ctx.io);
  let op;
  try {
    op = await ctx.client.getZoneOperation(project, zone, name, { signal: stop.signal });
    if (values.wait) op = await ctx.client.waitForOperation(project, zone, op, { intervalMs: checkPollInterval(ctx.config, ctx.config.computeUrl), signal: stop.signal, onUpdate: progressReporter(ctx.io, ctx.json) });
  } catch (error) {
    if (!stop.interrupted) throw error;
    const message = `Stopped following ${name}: the service goes on with it. Follow it again with: npm run autoscaler -- operation ${name} --project ${project} --zone ${zone} --wait`;
    if (ctx.json) ctx.io.out(JSON.stringify({ error: { code: 'interrupted', message } }, null, 2));
    else ctx.io.err(message);
    return EXIT.INTERRUPTED;
  } finally {
    stop.release();
  }
  const failed = operationErrors(op).length > 0;
  if (ctx.json) ctx.io.out(JSON.stringify(op, null, 2));
  else {
    ctx.io.out(`${op.name} ${op.operationType ?? ''} ${op.status} ${op.progress ?? 0}% → ${op.targetLink ?? '?'}`);
    ctx.io.out(`  requested ${op.insertTime ?? '?'} by ${op.user ?? '?'}${op.startTime ? `, started ${op.startTime}` : ''}${op.endTime ? `, ended ${op.endTime}` : ''}`);
    for (const line of renderWarnings(op)) ctx.io.out(`  ${line}`);
    if (failed) for (const line of renderOperationFailure(op)) ctx.io.out(`  ${line}`);
  }
  return failed ? EXIT.SERVICE : EXIT.OK;
}
