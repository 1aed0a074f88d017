const warned = new Set<string>();

/**
 * A platform call that fails (a refused Luna request, a missing webapis.js) is worth one line in
 * the TV's console, not one per play and pause. Forgotten at start (startPlatform).
 */
export function warnOnce(key: string, message: string, error?: unknown): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message, error);
}

export function forgetWarnings(): void {
  warned.clear();
}
