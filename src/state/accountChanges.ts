const forgetters: (() => void)[] = [];

/**
 * What is kept for the account on screen (spilled pages of long lists, titles seen for search
 * suggestions) registers how to forget it. Registered by those modules themselves, so the session
 * (in the first screen's code) need not import them: they load with the screens that use them.
 */
export function onAccountChange(forget: () => void): void {
  forgetters.push(forget);
}

/** Another account comes on screen, or none: one account's data must not wait under another's. */
export function accountChanged(): void {
  for (const forget of forgetters) forget();
}
