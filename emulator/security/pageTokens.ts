import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Per-page tokens for the phone's and the account page's forms (the synchronizer token pattern of
 * OWASP's CSRF prevention cheat sheet). Each page rendered carries a fresh token in a hidden field,
 * bound to the form and to what it acts on (the sign-in flow, the account); a form posted without
 * the token of a page this emulator served is refused. Another site cannot read the page (no CORS
 * for it), so it cannot forge the post. Stateless (an HMAC with a key made at start), so nothing
 * grows with the pages served.
 */
export class PageTokens {
  private readonly key = randomBytes(32);

  constructor(
    /** Wall time: a page's age is the browser's, not the emulated clock's. */
    private readonly now: () => number = Date.now,
    /** How long a page may stay open before its form is refused as stale. */
    private readonly lifetimeMs = 2 * 3_600_000,
  ) {}

  issue(form: string, subject: string): string {
    const issued = this.now().toString(36);
    return `${issued}.${this.mac(form, subject, issued)}`;
  }

  check(token: string | null | undefined, form: string, subject: string): boolean {
    if (typeof token !== 'string' || token.length > 100) return false;
    const [issued, mac, ...rest] = token.split('.');
    if (!issued || !mac || rest.length > 0) return false;
    const age = this.now() - parseInt(issued, 36);
    // A minute of skew either way; NaN (garbage) fails both comparisons.
    if (!(age >= -60_000 && age <= this.lifetimeMs)) return false;
    const expected = Buffer.from(this.mac(form, subject, issued));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(form: string, subject: string, issued: string): string {
    return createHmac('sha256', this.key).update(`${form}\n${subject}\n${issued}`).digest('base64url');
  }
}
