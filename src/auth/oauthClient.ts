import type { AppConfig } from '../config.ts';
import { fullScopes } from '../config.ts';
import { OAuthError, oauthErrorFrom } from './oauthError.ts';

/** The device code response (RFC 8628 section 3.2; docs/reference/facts.md, Device flow: the code response). */
export interface DeviceCodeResponse {
  device_code: string;
  user_code: string;
  verification_url: string;
  expires_in: number;
  interval: number;
}

/** The token response on approval; a refresh response has no refresh_token (RFC 6749 sections 5.1 and 6). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope: string;
  token_type: 'Bearer';
}

export type OAuthConfig = Pick<AppConfig, 'authUrl' | 'clientId' | 'clientSecret' | 'scopes' | 'scopeBase'>;

export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

async function postForm(url: string, form: Record<string, string>, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OAuthError('network', 'The sign-in service could not be reached.', 0, { cause: error });
  }
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw await oauthErrorFrom(response);
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new OAuthError('server_error', 'The sign-in service answered with something unreadable.', response.status, { cause: error });
  }
}

/** The authorization server's endpoints, with the app's client credentials. */
export function createOAuthClient(config: OAuthConfig) {
  const base = config.authUrl;
  return {
    /**
     * RFC 8628 section 3.1: client_id and scope to the device code endpoint. `asked`: the same
     * request made already by the page (src/auth/pageDeviceCode.ts), whose answer is read as this
     * one's; asked again here only if it never reached the service.
     */
    async requestDeviceCode(signal?: AbortSignal, asked?: Promise<Response>): Promise<DeviceCodeResponse> {
      const ask = () => postForm(`${base}/device/code`, { client_id: config.clientId, scope: fullScopes(config).join(' ') }, signal);
      const response = await (asked ? asked.catch(ask) : ask());
      return json<DeviceCodeResponse>(response);
    },

    /** RFC 8628 section 3.4: one poll of the token endpoint. Pending and slow_down come back as OAuthError. */
    async pollToken(deviceCode: string, signal?: AbortSignal): Promise<TokenResponse> {
      const response = await postForm(
        `${base}/token`,
        { client_id: config.clientId, client_secret: config.clientSecret, device_code: deviceCode, grant_type: DEVICE_CODE_GRANT },
        signal,
      );
      return json<TokenResponse>(response);
    },

    /** RFC 6749 section 6: the refresh grant. */
    async refresh(refreshToken: string, signal?: AbortSignal): Promise<TokenResponse> {
      const response = await postForm(
        `${base}/token`,
        { client_id: config.clientId, client_secret: config.clientSecret, refresh_token: refreshToken, grant_type: 'refresh_token' },
        signal,
      );
      return json<TokenResponse>(response);
    },

    /**
     * Revoke (docs/reference/facts.md, Tokens: revocation). The token goes in the form body
     * (RFC 7009 section 2.1), not the `?token=` query the platform's guide shows: tokens never go
     * into URLs, where proxies and server logs keep them (the real server and the emulator accept
     * both).
     */
    async revoke(token: string): Promise<void> {
      const response = await postForm(`${base}/revoke`, { token });
      if (!response.ok) throw await oauthErrorFrom(response);
    },
  };
}

export type OAuthClient = ReturnType<typeof createOAuthClient>;
