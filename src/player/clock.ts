const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A clock as a player shows it: "0:07", "12:03", "1:02:03", "26:03:00" (hours keep counting past a day). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * The whole seconds left, as the bar shows them beside the elapsed time: each clock drops its
 * fraction, so the two add up to the length shown ("0:01" and "−6:10" of a 6:11 video, where
 * the length less 1.4 s elapsed showed "−6:09").
 */
export function secondsLeft(elapsed: number, length: number): number {
  return Math.max(0, Math.floor(length) - Math.floor(elapsed));
}
