import { startedPlatform } from './index.ts';
import { warnOnce } from './warnOnce.ts';

/**
 * Keeps the TV's screensaver off while a video plays (`true`) and lets it back after (`false`),
 * the platform's way; nothing where the engine does it itself. Never throws: a platform call that
 * fails is logged once, and the worst that happens is the screensaver.
 */
export function keepScreenOn(on: boolean): void {
  const current = startedPlatform();
  if (!current) return;
  const { adapter, env } = current;
  try {
    adapter.keepScreenOn?.(env, on);
  } catch (error) {
    warnOnce('keepScreenOn', `tenfoot: ${adapter.name} could not ${on ? 'hold off' : 'give back'} the screensaver`, error);
  }
}
