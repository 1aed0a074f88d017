import type { DeviceSession } from '../../api/deviceSessions.ts';
import { EXIT, type ExitCode } from '../../lib/exitCodes.ts';
import { explain } from '../../lib/failures.ts';
import type { DeviceContext } from '../context.ts';
import { budgetLine } from '../render.ts';

/** The end of a wait: ACTIVE (or once ACTIVE) is success; ending without a device is the service's failure. */
export function waitOutcome(ctx: DeviceContext, session: DeviceSession): ExitCode {
  const { io } = ctx;
  const wasActive = session.state === 'ACTIVE' || session.activeStartTime !== undefined;
  if (ctx.json) io.out(JSON.stringify(session, null, 2));
  else if (session.state === 'ACTIVE') {
    io.out(`ACTIVE: ${session.name} accepts connections ${budgetLine(session)}.`);
    io.out(`Release it early with: npm run device -- cancel ${session.name}`);
  } else {
    const last = session.stateHistories?.[session.stateHistories.length - 1];
    const line = `${session.state}: ${last?.stateMessage ?? 'the session ended.'}`;
    if (wasActive) io.out(line);
    else io.err(line);
  }
  return wasActive ? EXIT.OK : EXIT.SERVICE;
}

/**
 * Cancel after an interrupt; a failure is reported, never thrown, so the interrupt still ends the
 * command. True when the session was cancelled: 130 means "after cleaning up" (docs/tools.md), so a
 * failed cancel ends with 1, and a script does not take the device for released.
 */
export async function cancelQuietly(ctx: DeviceContext, name: string): Promise<boolean> {
  try {
    await ctx.client.cancel(name);
    sayInterrupted(ctx, `Interrupted: cancelled ${name}, so the device is not left reserved.`, { session: name, cancelled: true });
    return true;
  } catch (error) {
    const e = explain(error, ctx.service);
    sayInterrupted(ctx, `Interrupted, but cancelling ${name} failed: ${e.message}\nCancel it yourself: npm run device -- cancel ${name}`, { session: name, cancelled: false });
    return false;
  }
}

/** What an interrupt left, on stderr; with --json, as the one JSON document on stdout a script reads. */
export function sayInterrupted(ctx: DeviceContext, message: string, json: Record<string, unknown> = {}): void {
  if (ctx.json) ctx.io.out(JSON.stringify({ error: { code: 'interrupted', message }, ...json }, null, 2));
  else for (const line of message.split('\n')) ctx.io.err(line);
}

