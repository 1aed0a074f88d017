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

export async function startEmulator(knobs: Partial<EmulatorOptions> = {}): Promise<{ emulator: Emulator; base: string }> {
  const emulator = createEmulator({ port: 0, host: '127.0.0.1', ...FAST, ...knobs });
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
