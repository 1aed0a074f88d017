import { createClock, type Clock } from '../../emulator/clock.ts';
import type { EmulatorOptions } from '../../emulator/options.ts';
import { createEmulator, type Emulator } from '../../emulator/server.ts';

/**
 * An in-process emulator with short real-time delays, for running the tools end to end: a
 * spawned command cannot move a controllable clock, so time has to pass for real, briefly.
 */
export const FAST: Partial<EmulatorOptions> = {
  deviceCheckSeconds: 0.05,
  deviceAllocationSeconds: 0.15,
  operationPendingSeconds: 0.05,
  operationRunningSeconds: 0.2,
  autoscalerPendingSeconds: 0.05,
};

/**
 * Emulated time starts at a fixed instant and flows in real time from there: what depends on the
 * hour (an autoscaling schedule being active, its next start) reads the same whenever the suite
 * runs, while operations still move on as real time passes.
 */
export function clockFrom(startIso: string): Clock {
  const realStart = Date.now();
  const start = Date.parse(startIso);
  return createClock(() => start + (Date.now() - realStart));
}

/** A Thursday morning in Europe and America: no prime-time schedule is active. */
export const TOOLS_EPOCH = '2026-01-15T09:00:00.000Z';

export async function startEmulator(knobs: Partial<EmulatorOptions> = {}, clock: Clock = clockFrom(TOOLS_EPOCH)): Promise<{ emulator: Emulator; base: string }> {
  const emulator = createEmulator({ port: 0, host: '127.0.0.1', ...FAST, ...knobs }, clock);
  return { emulator, base: await emulator.listen() };
}

/** The environment a tool needs to reach this emulator. */
export function toolEnv(base: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    TENFOOT_DEVICE_SESSIONS_URL: `${base}/testing`,
    TENFOOT_COMPUTE_URL: base,
    TENFOOT_PROJECT: 'tenfoot-dev',
    TENFOOT_POLL_INTERVAL: '25ms',
    ...extra,
  };
}
