import type { Autoscaler, Operation } from '../../api/autoscalers.ts';
import { operationErrors, randomRequestId } from '../../api/autoscalers.ts';
import { parseCommand, stringOption, UsageError } from '../../lib/args.ts';
import { checkPollInterval, requireProject, requireZone } from '../../lib/config.ts';
import { EXIT, type ExitCode } from '../../lib/exitCodes.ts';
import { abortOnInterrupt } from '../../lib/io.ts';
import { abortableSleep } from '../../../src/api/sleep.ts';
import { BUILD_OPTIONS, buildAutoscaler, flagFor } from '../build.ts';
import type { AutoscalerContext } from '../context.ts';
import { progressReporter, renderAutoscaler, renderOperationFailure, renderWarnings } from '../render.ts';
import { requestIdProblem, validateAutoscaler } from '../validate.ts';

const OPTIONS = {
  ...BUILD_OPTIONS,
  project: { type: 'string' },
  zone: { type: 'string' },
  'request-id': { type: 'string' },
  'dry-run': { type: 'boolean' },
  'no-wait': { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

/** How long create waits, after DONE, for the new autoscaler to read its configuration (status leaves PENDING). */
const SETTLE_MS = 60_000;

async function settled(ctx: AutoscalerContext, project: string, zone: string, name: string, signal: AbortSignal, pollMs: number): Promise<Autoscaler> {
  const deadline = Date.now() + SETTLE_MS;
  let autoscaler = await ctx.client.get(project, zone, name, { signal });
  while (autoscaler.status === 'PENDING' && Date.now() < deadline) {
    ctx.io.status(`  … ${name} is PENDING: the autoscaler has not read its configuration yet`);
    await abortableSleep(pollMs, signal);
    autoscaler = await ctx.client.get(project, zone, name, { signal });
  }
  return autoscaler;
}

export async function createCommand(ctx: AutoscalerContext, argv: string[]): Promise<ExitCode> {
  const { values, positionals } = parseCommand(argv, OPTIONS, 'npm run autoscaler -- create');
  if (positionals.length) throw new UsageError(`create takes no positional arguments; got "${positionals.join(' ')}".`);
  const { io, client } = ctx;
  const project = requireProject(stringOption(values, 'project'), ctx.config);
  const zone = requireZone(stringOption(values, 'zone'), ctx.config);
  const { autoscaler, source } = await buildAutoscaler(values, { project, zone, computeUrl: ctx.config.computeUrl }, io.readFile);

  // The documented rules (docs/reference/facts.md, Autoscalers: field rules), all checked before
  // anything is sent, each problem named.
  const checked = validateAutoscaler(autoscaler, { project, zone });
  const requestId = stringOption(values, 'request-id') ?? randomRequestId();
  const badId = requestIdProblem(requestId);
  const named = (field: string) => (flagFor(field, source) ? `${field} (${flagFor(field, source)})` : field);
  const problems = checked.violations.map((v) => ({ field: named(v.field), message: v.message }));
  if (badId) problems.push({ field: '--request-id', message: badId });
  if (problems.length) throw new UsageError(`The autoscaler is not valid (${problems.length} problem${problems.length > 1 ? 's' : ''}); nothing was sent.`, problems);
  if (!ctx.json) for (const w of checked.warnings) io.err(`warning: ${named(w.field)} ${w.message}`);

  if (values['dry-run']) {
    if (ctx.json) io.out(JSON.stringify({ project, zone, requestId, autoscaler }, null, 2));
    else {
      io.out(`Valid. Would send POST ${ctx.config.computeUrl}/compute/v1/projects/${project}/zones/${zone}/autoscalers?requestId=${requestId}`);
      io.out(JSON.stringify(autoscaler, null, 2));
    }
    return EXIT.OK;
  }

  // Checked before anything is sent, as every other setting.
  const pollMs = values['no-wait'] ? ctx.config.pollMs : checkPollInterval(ctx.config, ctx.config.computeUrl);
  if (!ctx.json) io.err(`Creating autoscaler ${autoscaler.name} in ${project}/${zone} (request id ${requestId}; re-run with --request-id ${requestId} to resume without creating a second one).`);
  // Ctrl-C stops the tool's waiting, not the service's work: it says how to pick the work up again.
  const stop = abortOnInterrupt(io);
  let inserted: Operation | undefined;
  const progress: Progress = { done: false };
  try {
    inserted = await client.insert(project, zone, autoscaler, {
      requestId,
      signal: stop.signal,
      // A retry with the same id returns the first Operation, so it never creates two (docs/reference/facts.md, Autoscalers: requestId).
      onRetry: (attempt, error) => io.err(`The request failed (${error.code === 'network' ? 'network' : error.status}); re-sending with the same request id (try ${attempt + 1}).`),
    });
    return await finish(ctx, values, { project, zone, requestId, autoscaler, inserted, signal: stop.signal, pollMs, progress });
  } catch (error) {
    if (!stop.interrupted) throw error;
    const message = progress.done
      ? `Interrupted: ${autoscaler.name} is created and reading its configuration. See it with: npm run autoscaler -- get ${autoscaler.name} --project ${project} --zone ${zone}`
      : inserted?.name
        ? `Interrupted: the service goes on with ${inserted.name}. Follow it with: npm run autoscaler -- operation ${inserted.name} --project ${project} --zone ${zone}`
        : `Interrupted before the service answered: it may be creating ${autoscaler.name}. Re-run with --request-id ${requestId} to resume without creating a second one.`;
    if (ctx.json) io.out(JSON.stringify({ error: { code: 'interrupted', message }, ...(inserted ? { operation: inserted } : {}) }, null, 2));
    else io.err(message);
    return EXIT.INTERRUPTED;
  } finally {
    stop.release();
  }
}

interface Sent {
  project: string;
  zone: string;
  requestId: string;
  autoscaler: Autoscaler;
  inserted: Operation;
  signal: AbortSignal;
  pollMs: number;
  progress: Progress;
}

/** How far the command got, for what an interrupt says. */
interface Progress {
  /** The operation is DONE: only the autoscaler's first reading of its configuration is awaited. */
  done: boolean;
}

/** After the insert: its operation followed to DONE, and the autoscaler it made, once it has read its configuration. */
async function finish(ctx: AutoscalerContext, values: Record<string, unknown>, { project, zone, requestId, autoscaler, inserted, signal, pollMs, progress }: Sent): Promise<ExitCode> {
  const { io, client } = ctx;
  // A request id already used for another autoscaler: the service answers with that first
  // request's operation and creates nothing from these flags. The operation's target says which
  // one it made, from its first answer on (with --no-wait too, and whether or not it failed).
  // By project, zone and name: the same name in another zone is another autoscaler.
  const target = /projects\/([^/]+)\/zones\/([^/]+)\/autoscalers\/([^/]+)$/.exec(inserted.targetLink ?? '');
  const made = target?.[3] ?? (inserted.targetLink?.split('/').pop() || autoscaler.name!);
  const elsewhere = !!target && (target[1] !== project || target[2] !== zone);
  if (made !== autoscaler.name || elsewhere) {
    const where = elsewhere ? ` in project ${target![1]}, zone ${target![2]}` : '';
    const message = `Request id ${requestId} was first used to create ${made}${where}: the service answered with that request's operation, and ${autoscaler.name} was not created${elsewhere ? ` in ${zone}` : ''}. Leave --request-id out to create it.`;
    if (ctx.json) io.out(JSON.stringify({ error: { code: 'usage', message }, operation: inserted }, null, 2));
    else io.err(message);
    return EXIT.USAGE;
  }
  if (values['no-wait']) {
    if (ctx.json) io.out(JSON.stringify({ operation: inserted }, null, 2));
    else io.out(`Operation ${inserted.name}: ${inserted.status}. Follow it with: npm run autoscaler -- operation ${inserted.name} --project ${project} --zone ${zone}`);
    return EXIT.OK;
  }
  const done: Operation = await client.waitForOperation(project, zone, inserted, { intervalMs: pollMs, signal, onUpdate: progressReporter(io, ctx.json) });
  if (!ctx.json) for (const line of renderWarnings(done)) io.err(line);
  if (operationErrors(done).length) {
    if (ctx.json) io.out(JSON.stringify({ error: { code: 'operation', httpErrorStatusCode: done.httpErrorStatusCode, errors: operationErrors(done) }, operation: done }, null, 2));
    else for (const line of renderOperationFailure(done)) io.err(line);
    return EXIT.SERVICE;
  }
  progress.done = true;
  const result = await settled(ctx, project, zone, made, signal, pollMs);
  if (ctx.json) io.out(JSON.stringify({ operation: done, autoscaler: result }, null, 2));
  else {
    io.out(`Created autoscaler ${result.name} in ${project}/${zone}.`);
    for (const line of renderAutoscaler(result)) io.out(line);
    if (result.status === 'PENDING') io.out(`Still PENDING; check again with: npm run autoscaler -- get ${result.name} --project ${project} --zone ${zone}`);
    if (result.status === 'ERROR') io.err('The autoscaler was created but its configuration has errors (see Status above).');
  }
  return result.status === 'ERROR' ? EXIT.SERVICE : EXIT.OK;
}
