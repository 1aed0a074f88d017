/**
 * The authorization server's own failures, for EMULATOR_AUTH_FAULT_RATE: what a TV meets when the
 * real device-code and token endpoints have a bad moment, so sign-in's handling of them can be
 * tested without a browser-side harness. The bodies are the real ones, which differ from the
 * OAuth error shape (RFC 6749 section 5.2) the endpoints use for their own refusals:
 * - 500 `{"error": "internal_failure", "error_description": "Backend Error"}`: what the token
 *   endpoint answers on a backend failure (reported from production in googleads/google-ads-java#117
 *   and googleads/googleads-php-lib#616; google-auth-library-python#368 retries on it).
 * - 503 and 429: the front end's canonical error body, `{"error": {"code", "message", "status"}}`
 *   with UNAVAILABLE or RESOURCE_EXHAUSTED (google.rpc.Code; the same body googleapis.com's OAuth
 *   endpoints were seen to send, stackkit/laravel-google-cloud-scheduler#12), a 429 with Retry-After
 *   (RFC 6585 section 4).
 * - a connection cut before any answer.
 * A quarter each, so a client meets every one of them.
 */
export type AuthFault = { status: number; body: unknown; headers?: Record<string, string> } | 'cut';

export function authFault(roll: number): AuthFault {
  if (roll < 0.25) return { status: 500, body: { error: 'internal_failure', error_description: 'Backend Error' } };
  if (roll < 0.5) return { status: 503, body: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } } };
  if (roll < 0.75) {
    return { status: 429, body: { error: { code: 429, message: 'Resource has been exhausted (e.g. check quota).', status: 'RESOURCE_EXHAUSTED' } }, headers: { 'Retry-After': '5' } };
  }
  return 'cut';
}
