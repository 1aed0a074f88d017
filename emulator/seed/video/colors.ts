import type { Prng } from '../prng.ts';

/** A saturated, mid-dark colour: white initials on it stay readable at ten feet. */
export function randomColor(prng: Prng): string {
  const h = prng.int(0, 359);
  const s = prng.int(55, 80) / 100;
  const l = prng.int(30, 42) / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return `#${[f(0), f(8), f(4)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
