import type { ServerResponse } from 'node:http';
import { publicOrigin, type EmulatorContext } from '../context.ts';
import { parseForm, sendJson } from '../http.ts';
import type { Router } from '../router.ts';
import { PageTokens } from '../security/pageTokens.ts';
import { registerAccountPages } from './accountRoutes.ts';
import { OAuthFailure } from './authService.ts';
import { registerPhonePages } from './phonePages.ts';

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

function sendOAuthError(res: ServerResponse, failure: OAuthFailure): void {
  // The device code quota error has its own body shape (docs/reference/facts.md, Device flow: code request quota).
  if (failure.error === 'rate_limit_exceeded') {
    sendJson(res, failure.status, { error_code: 'rate_limit_exceeded' });
    return;
  }
  sendJson(res, failure.status, { error: failure.error, error_description: failure.description });
}

function guard(res: ServerResponse, action: () => void): void {
  try {
    action();
  } catch (error) {
    if (error instanceof OAuthFailure) sendOAuthError(res, error);
    else throw error;
  }
}

export function registerAuth(router: Router, ctx: EmulatorContext): void {
  const { auth } = ctx;

  router.add('GET', '/.well-known/openid-configuration', (req, res) => {
    const origin = publicOrigin(req);
    sendJson(res, 200, {
      issuer: origin,
      device_authorization_endpoint: `${origin}/device/code`,
      token_endpoint: `${origin}/token`,
      revocation_endpoint: `${origin}/revoke`,
      scopes_supported: [...auth.allowedScopes.keys()],
      grant_types_supported: [DEVICE_GRANT, 'refresh_token'],
    });
  });

  // RFC 8628 section 3.1: POST {auth}/device/code
  router.add('POST', '/device/code', (req, res) => {
    const form = parseForm(req.body);
    guard(res, () => {
      const device = auth.requestDeviceCode(form.get('client_id'), form.get('scope'));
      sendJson(res, 200, {
        device_code: device.deviceCode,
        user_code: device.userCode,
        verification_url: ctx.options.verificationUrl ?? `${publicOrigin(req)}/device`,
        expires_in: ctx.options.expiresIn,
        interval: device.interval,
      });
    });
  });

  // RFC 8628 section 3.4 and RFC 6749 section 6: POST {auth}/token (polling and refresh)
  router.add('POST', '/token', (req, res) => {
    const form = parseForm(req.body);
    guard(res, () => {
      const grantType = form.get('grant_type');
      if (!grantType) throw new OAuthFailure(400, 'invalid_request', 'Missing required parameter: grant_type');
      if (grantType === DEVICE_GRANT) {
        const t = auth.pollDeviceCode(form);
        sendJson(res, 200, { access_token: t.accessToken, expires_in: t.expiresIn, refresh_token: t.refreshToken, scope: t.scope, token_type: 'Bearer' });
      } else if (grantType === 'refresh_token') {
        const t = auth.refresh(form);
        sendJson(res, 200, { access_token: t.accessToken, expires_in: t.expiresIn, scope: t.scope, token_type: 'Bearer' });
      } else {
        throw new OAuthFailure(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
      }
    });
  });

  // POST {auth}/revoke?token= (docs/reference/facts.md, Tokens: revocation). The form body of
  // RFC 7009 is accepted too, so a client can keep tokens out of URLs (and out of server logs).
  router.add('POST', '/revoke', (req, res) => {
    const token = req.url.searchParams.get('token') ?? parseForm(req.body).get('token');
    guard(res, () => {
      auth.revoke(token);
      sendJson(res, 200, {});
    });
  });

  // The pages a person opens: the second device's sign-in, and the account's settings.
  const tokens = new PageTokens();
  registerPhonePages(router, ctx, tokens);
  registerAccountPages(router, ctx, tokens);
}
