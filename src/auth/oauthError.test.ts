import { describe, expect, it } from 'vitest';
import { oauthErrorFrom } from './oauthError.ts';

const answer = (status: number, body: unknown) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('oauthErrorFrom', () => {
  it('names the errors of RFC 6749 and RFC 8628 as sent', async () => {
    expect((await oauthErrorFrom(answer(428, { error: 'authorization_pending' }))).code).toBe('authorization_pending');
    expect((await oauthErrorFrom(answer(401, { error: 'unauthorized_client', error_description: 'Wrong client type' }))).code).toBe('unauthorized_client');
    expect((await oauthErrorFrom(answer(403, { error_code: 'rate_limit_exceeded' }))).code).toBe('rate_limit_exceeded');
  });

  it('a refusal named by an error it does not know is "unexpected", not a dropped connection to retry', async () => {
    const error = await oauthErrorFrom(answer(400, { error: 'weird_error', error_description: 'Something new' }));
    expect(error.code).toBe('unexpected');
    expect(error.message).toBe('weird_error: Something new');
    expect(error.status).toBe(400);
  });

  it('a server failure, a 429, or an answer without a name (a proxy page) is tried again', async () => {
    expect((await oauthErrorFrom(answer(503, { error: 'weird_error' }))).code).toBe('server_error');
    expect((await oauthErrorFrom(answer(429, { error: 'weird_error' }))).code).toBe('server_error');
    expect((await oauthErrorFrom(answer(400, '<html>Bad gateway</html>'))).code).toBe('server_error');
    expect((await oauthErrorFrom(answer(400, {}))).code).toBe('server_error');
  });
});
