/**
 * POST /emulator/clock/advance {"seconds": N}. The emulated clock feeds every timestamp the
 * emulator writes; a value that Date cannot represent (past year 275760, or Infinity from 1e300)
 * would break every answer until a restart, so the step and where it lands are bounded.
 */
export const MAX_STEP_SECONDS = 10 * 366 * 86_400;
/** How far ahead of the real time the emulated clock may get, in total. */
export const MAX_AHEAD_MS = 100 * 366 * 86_400_000;

export type AdvanceRequest = { ms: number } | { error: string };

/** Reads and checks the body; `now` is the emulated time, `realNow` the wall clock. */
export function readAdvance(body: string, now: number, realNow: number): AdvanceRequest {
  const usage = `Body must be {"seconds": <a number from 0 to ${MAX_STEP_SECONDS}>}`;
  let parsed: unknown;
  try {
    parsed = body.trim() === '' ? {} : JSON.parse(body);
  } catch {
    return { error: `${usage}; the body is not JSON.` };
  }
  const raw = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>).seconds : undefined;
  // A number, or its decimal text ("90"): what scripts send with curl.
  const seconds = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_STEP_SECONDS) return { error: `${usage}; got ${JSON.stringify(raw) ?? 'nothing'}.` };
  const ms = seconds * 1000;
  if (now + ms - realNow > MAX_AHEAD_MS) return { error: `The emulated clock may run at most 100 years ahead of the real time; it is at ${new Date(now).toISOString()}.` };
  return { ms };
}
