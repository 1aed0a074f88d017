import { oneSegment, parseCommand, stringOption, UsageError } from '../../lib/args.ts';
import { requireProject, requireZone } from '../../lib/config.ts';
import { EXIT, type ExitCode } from '../../lib/exitCodes.ts';
import type { AutoscalerContext } from '../context.ts';
import { renderAutoscaler } from '../render.ts';

const OPTIONS = { project: { type: 'string' }, zone: { type: 'string' }, json: { type: 'boolean' } } as const;

export async function getCommand(ctx: AutoscalerContext, argv: string[]): Promise<ExitCode> {
  const { values, positionals } = parseCommand(argv, OPTIONS, 'npm run autoscaler -- get');
  if (positionals.length !== 1) throw new UsageError('get takes one autoscaler NAME, e.g. get tenfoot-web-prime-time --project tenfoot-dev --zone europe-west1-b.');
  const project = requireProject(stringOption(values, 'project'), ctx.config);
  const zone = requireZone(stringOption(values, 'zone'), ctx.config);
  const autoscaler = await ctx.client.get(project, zone, oneSegment(positionals[0]!, 'an autoscaler name (1-63 lowercase letters, digits or hyphens, starting with a letter)'));
  if (ctx.json) ctx.io.out(JSON.stringify(autoscaler, null, 2));
  else for (const line of renderAutoscaler(autoscaler)) ctx.io.out(line);
  return EXIT.OK;
}
