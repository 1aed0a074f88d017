import { TenfootError } from '../errors.ts';

/** Every way the device flow and token calls can fail (RFC 8628 section 3.5; docs/reference/facts.md, Device flow: poll answers). */
export type OAuthErrorCode =
  | 'authorization_pending'
  | 'slow_down'
  | 'access_denied'
  | 'expired_token'
  | 'admin_policy_enforced'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'org_internal'
  | 'invalid_scope'
  | 'invalid_request'
  | 'unauthorized_client' // RFC 6749 section 5.2: this client may not use the device grant
  | 'rate_limit_exceeded'
  | 'network' // no answer at all
  | 'server_error' // an answer we could not read, or a 5xx
  | 'unexpected'; // a refusal (4xx) named by an error this app does not know

const KNOWN = new Set<OAuthErrorCode>([
  'authorization_pending',
  'slow_down',
  'access_denied',
  'expired_token',
  'admin_policy_enforced',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  'org_internal',
  'invalid_scope',
  'invalid_request',
  'unauthorized_client',
  'rate_limit_exceeded',
]);

export class OAuthError extends TenfootError<OAuthErrorCode> {
  constructor(
    code: OAuthErrorCode,
    message: string,
    readonly status = 0,
    options?: { cause?: unknown },
  ) {
    super(code, message, options);
  }
}

/** Reads `{error, error_description}` or the quota body `{error_code}` into a typed error. */
export async function oauthErrorFrom(response: Response): Promise<OAuthError> {
  let body: { error?: unknown; error_description?: unknown; error_code?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // An unreadable body is still an error with a status.
  }
  const name = typeof body.error === 'string' ? body.error : typeof body.error_code === 'string' ? body.error_code : '';
  // A refusal the app cannot name is not a dropped connection: polling again would say
  // "Reconnecting…" for ever. An answer without a name (a proxy's page), or a 5xx, is tried again.
  const refused = response.status >= 400 && response.status < 500 && response.status !== 429;
  const code: OAuthErrorCode = KNOWN.has(name as OAuthErrorCode) ? (name as OAuthErrorCode) : name && refused ? 'unexpected' : 'server_error';
  const description = typeof body.error_description === 'string' ? body.error_description : `HTTP ${response.status}`;
  return new OAuthError(code, `${name || 'error'}: ${description}`, response.status);
}
