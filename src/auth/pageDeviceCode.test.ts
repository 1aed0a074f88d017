import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOAuthClient } from './oauthClient.ts';
import { OAuthError } from './oauthError.ts';
import { takePageDeviceCode } from './pageDeviceCode.ts';

const config = { authUrl: 'http://auth.test', clientId: 'tv', clientSecret: 's', scopes: ['video'], scopeBase: 'https://scopes.test' };
const answer = { device_code: 'dc', user_code: 'WDJB-MJHT', verification_url: 'http://auth.test/device', expires_in: 1800, interval: 5 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("the page's own code request", () => {
  const page = globalThis as { window?: { tenfootCode?: Promise<Response> } };
  afterEach(() => {
    delete page.window;
    vi.unstubAllGlobals();
  });

  it('is taken once: a later sign-in screen asks afresh', async () => {
    const asked = Promise.resolve(json(answer));
    page.window = { tenfootCode: asked };
    expect(takePageDeviceCode()).toBe(asked);
    expect(takePageDeviceCode()).toBeUndefined();
  });

  it('is undefined where the page made none', () => {
    page.window = {};
    expect(takePageDeviceCode()).toBeUndefined();
  });

  it("is read as the app's own request: no second request, the same code", async () => {
    const fetch = vi.fn(async () => json({ ...answer, user_code: 'OTHER' }));
    vi.stubGlobal('fetch', fetch);
    const code = await createOAuthClient(config).requestDeviceCode(undefined, Promise.resolve(json(answer)));
    expect(code.user_code).toBe('WDJB-MJHT');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a refusal in its answer is the flow's to show, as its own would be", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(answer)));
    const refused = createOAuthClient(config).requestDeviceCode(undefined, Promise.resolve(json({ error: 'invalid_client' }, 401)));
    await expect(refused).rejects.toBeInstanceOf(OAuthError);
    await expect(refused).rejects.toMatchObject({ code: 'invalid_client' });
  });

  it('one that never reached the service is asked again', async () => {
    const fetch = vi.fn(async () => json({ ...answer, user_code: 'AGAIN' }));
    vi.stubGlobal('fetch', fetch);
    const code = await createOAuthClient(config).requestDeviceCode(undefined, Promise.reject(new TypeError('Failed to fetch')));
    expect(code.user_code).toBe('AGAIN');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('http://auth.test/device/code');
  });
});
