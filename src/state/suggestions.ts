/** How many suggestions the column beside the keyboard holds. */
export const MAX_SUGGESTIONS = 6;

/**
 * Folds case and the common Latin accents, so "cafe" finds "Café" and "CAFÉ". Old TV engines have
 * String.prototype.normalize (Chromium 34+): NFD splits "é" into "e" and a combining mark.
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * Suggestions for what the viewer has typed so far: their own recent searches that start with it
 * first, then titles the app has shown whose words start with it. No duplicates, none equal to
 * what is typed, at most MAX_SUGGESTIONS. Nothing is asked of the service: a suggestion costs no
 * quota (a search costs 100 units).
 */
export function suggest(typed: string, recent: readonly string[], seen: readonly string[]): string[] {
  const q = fold(typed.trim());
  if (!q) return [];
  const out: string[] = [];
  const taken = new Set<string>([q]);
  const add = (text: string) => {
    const key = fold(text);
    if (taken.has(key) || out.length >= MAX_SUGGESTIONS) return;
    taken.add(key);
    out.push(text);
  };
  for (const r of recent) if (fold(r).startsWith(q)) add(r);
  for (const title of seen) {
    const folded = fold(title);
    if (folded.startsWith(q) || folded.split(/[\s\-–—:|,.!?()"“”]+/).some((word) => word.startsWith(q))) add(title);
  }
  return out;
}
