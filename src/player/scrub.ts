/**
 * How far one step of a held Left/Right moves the preview: 10 s for the first presses, then
 * faster the longer the key is held (as Enact's Accelerator skips more the longer a key repeats),
 * so a two-hour film is crossed in a few seconds and a short clip still lands to the second.
 */
export function scrubStep(repeats: number, durationSeconds: number): number {
  if (repeats < 5) return 10;
  if (repeats < 12) return 30;
  if (repeats < 20) return 60;
  // Past that, about 1/50 of the video per step, never less than a minute.
  return Math.max(60, Math.round(durationSeconds / 50 / 10) * 10);
}

/** A time kept inside the video. */
export function clampTime(seconds: number, durationSeconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return durationSeconds > 0 ? Math.min(seconds, durationSeconds) : seconds;
}
