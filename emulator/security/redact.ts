/**
 * What the request log must never keep (GET /emulator/stats is readable by any test, benchmark or
 * script, and EMULATOR_LOG=1 prints to a terminal): credentials and what stands for them.
 */
export const REDACTED = 'REDACTED';

/**
 * Query parameters whose value is a secret or a bearer of access: tokens (RFC 6749, RFC 6750
 * section 2.3, RFC 7009's `token`), client secrets, device and user codes (RFC 8628), and the
 * phone pages' flow handles (whoever holds one can approve a TV). `key` (the API key, public in
 * the app's config.json) and `pageToken` (a list cursor) stay: tests read them in the log.
 */
const SECRET_PARAMETERS = new Set(['token', 'access_token', 'refresh_token', 'id_token', 'client_secret', 'device_code', 'user_code', 'code', 'flow', 'password', 'assertion', 'page_token']);

/** The shapes of what the emulator issues (at_, rt_, dc_, flow_ and grant_ plus base64url), wherever they appear. */
const ISSUED = /\b(?:at|rt|dc|flow|grant)_[A-Za-z0-9_-]{6,}/g;

/** Replaces issued tokens and the given literal secrets (client secrets, static tokens) in free text such as a path. */
export function redactText(text: string, secrets: Iterable<string>): string {
  let out = text.replace(ISSUED, REDACTED);
  for (const secret of secrets) if (secret.length >= 8 && out.includes(secret)) out = out.split(secret).join(REDACTED);
  return out;
}

/** The query, sorted by name, with secret values replaced: the log's view of it. */
export function redactedQuery(params: URLSearchParams, secrets: Iterable<string>): string {
  const kept = [...params.entries()]
    .map(([name, value]): [string, string] => [name, SECRET_PARAMETERS.has(name.toLowerCase()) ? REDACTED : value])
    .sort(([a], [b]) => a.localeCompare(b));
  return redactText(new URLSearchParams(kept).toString(), secrets);
}
