import { parentOf, SESSION_STATES, type SessionState } from '../../api/deviceSessions.ts';
import { listOption, parseCommand, stringOption, UsageError } from '../../lib/args.ts';
import { requireProject } from '../../lib/config.ts';
import { EXIT, type ExitCode } from '../../lib/exitCodes.ts';
import type { DeviceContext } from '../context.ts';
import { renderTable } from '../render.ts';

const OPTIONS = { state: { type: 'string', multiple: true }, project: { type: 'string' }, json: { type: 'boolean' } } as const;

/** `--state A --state B` as the list filter (discovery: "Allowed fields are: session_state"). */
export function stateFilter(states: string[]): string | undefined {
  const upper = states.map((s) => s.trim().toUpperCase());
  const unknown = upper.filter((s) => !SESSION_STATES.includes(s as SessionState));
  if (unknown.length) throw new UsageError(`Unknown state ${unknown.join(', ')}; use one of ${SESSION_STATES.join(', ')}.`);
  return upper.length ? upper.map((s) => `session_state=${s}`).join(' OR ') : undefined;
}

export async function listCommand(ctx: DeviceContext, argv: string[]): Promise<ExitCode> {
  const { values, positionals } = parseCommand(argv, OPTIONS, 'npm run device -- list');
  if (positionals.length) throw new UsageError(`list takes no positional arguments; got "${positionals.join(' ')}".`);
  const project = requireProject(stringOption(values, 'project'), ctx.config);
  const filter = stateFilter(listOption(values, 'state'));
  const sessions = await ctx.client.listAll(parentOf(project), { pageSize: 50, ...(filter ? { filter } : {}) });
  if (ctx.json) ctx.io.out(JSON.stringify({ deviceSessions: sessions }, null, 2));
  else if (sessions.length === 0) ctx.io.out(`No device sessions of yours in ${project}${filter ? ` matching ${filter}` : ''}.`);
  else for (const line of renderTable(sessions)) ctx.io.out(line);
  return EXIT.OK;
}
