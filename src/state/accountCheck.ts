/** A spell without a check after which opening a screen checks the account again. */
export const QUIET_MS = 5 * 60_000;

/**
 * When to ask whether the viewer's access still stands. Cached screens make no request, so an
 * account whose access was removed elsewhere would go unnoticed until the hourly refresh: instead
 * the first screen opened after a quiet spell checks, and so does the TV coming back from the
 * background. `check` asks (a token refresh: no quota); its failure says what happened.
 */
export function createAccountCheck(check: () => void, now: () => number = Date.now) {
  let last = now();
  const run = () => {
    last = now();
    check();
  };
  return {
    /** An account just became active, or a check was made some other way. */
    checked: () => void (last = now()),
    /** A screen opened: checks when the last check is QUIET_MS old. */
    screenOpened: () => {
      if (now() - last >= QUIET_MS) run();
    },
    /** Back from the background: checks at once. */
    cameBack: run,
  };
}
