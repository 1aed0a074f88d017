const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A length in seconds as contentDetails.duration prints it (ISO 8601 durations, as the Data API
 * v3 "Videos" reference shows them): PT#H#M#S, with a day part past 24 hours (P1DT2H3M), zero
 * fields left out, and P0D for nothing (live and upcoming broadcasts).
 */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s === 0) return 'P0D';
  const days = Math.floor(s / DAY);
  const hours = Math.floor((s % DAY) / HOUR);
  const minutes = Math.floor((s % HOUR) / MINUTE);
  const seconds = s % MINUTE;
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}
