import { t } from '../i18n/messages.ts';

/** A sign-in code as a screen reader should spell it: "W, B, D, Z, dash, T, B, B, B". */
export function spelled(code: string): string {
  return Array.from(code)
    .filter((c) => c.trim())
    .map((c) => (c === '-' ? t('dash') : c))
    .join(', ');
}

/** "29:41" or "1:02:03": remaining time for countdowns, never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Drops `http://` or `https://` only where the provider serves the page on both (docs/reference/facts.md, Device flow: showing the code). */
export function displayUrl(url: string, schemeOptional: boolean): string {
  return schemeOptional ? url.replace(/^https?:\/\//, '') : url;
}
