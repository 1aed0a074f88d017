import type { ServerResponse } from 'node:http';
import { publicOrigin, type EmulatorContext } from '../context.ts';
import { escapeHtml, parseForm, redirect, sendHtml, sendJson, type EmulatorRequest } from '../http.ts';
import type { Router } from '../router.ts';
import { OAuthFailure } from './authService.ts';
import { chooseAccountPage, codeEntryPage, consentPage, page, avatarHtml, resultPage } from './pages.ts';
import { EVENT_TYPES } from './securityEvents.ts';

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

  // ---- the second device ----

  router.add('GET', '/device', (req, res) => {
    sendHtml(res, 200, codeEntryPage(req.url.searchParams.get('user_code') ?? ''));
  });

  router.add('POST', '/device', (req, res) => {
    const code = (parseForm(req.body).get('user_code') ?? '').trim();
    const found = auth.findByUserCode(code);
    if (found.problem || !found.device) {
      const message =
        found.problem === 'expired'
          ? 'That code has expired. Your TV shows a new code: enter that one.'
          : found.problem === 'used'
            ? 'That code was already used. Start again on your TV to get a new code.'
            : "That code isn't right. Check the code on your TV (capitals matter) and try again.";
      sendHtml(res, 400, codeEntryPage(code, message));
      return;
    }
    redirect(res, `/device/account?flow=${encodeURIComponent(found.device.flowId)}`);
  });

  const withFlow = (req: EmulatorRequest, res: ServerResponse, flowId: string | null) => {
    const device = auth.findByFlowId(flowId);
    if (!device) {
      sendHtml(res, 410, resultPage('This request has ended', 'The code has expired or was already used. Start again on your TV.', true));
      return undefined;
    }
    void req;
    return device;
  };

  router.add('GET', '/device/account', (req, res) => {
    const device = withFlow(req, res, req.url.searchParams.get('flow'));
    if (!device) return;
    const client = auth.clients.get(device.clientId)!;
    sendHtml(res, 200, chooseAccountPage(device.flowId, client.name, ctx.accounts, auth.disabledAccounts));
  });

  router.add('POST', '/device/account', (req, res) => {
    const form = parseForm(req.body);
    const device = withFlow(req, res, form.get('flow'));
    if (!device) return;
    const client = auth.clients.get(device.clientId)!;
    const outcome = auth.chooseAccount(device, form.get('account') ?? '');
    if (outcome === 'disabled') {
      sendHtml(res, 400, resultPage('Account unavailable', 'That account is disabled or does not exist.', true));
    } else if (outcome === 'org_internal') {
      sendHtml(res, 403, resultPage('Access blocked', `${client.name} can only be used by accounts of its organization. Your TV shows what to do next.`, true));
    } else if (outcome === 'admin_policy_enforced') {
      sendHtml(res, 403, resultPage('Access blocked by your administrator', `Your administrator does not allow ${client.name} to use some of the access it asks for.`, true));
    } else {
      redirect(res, `/device/consent?flow=${encodeURIComponent(device.flowId)}`);
    }
  });

  router.add('GET', '/device/consent', (req, res) => {
    const device = withFlow(req, res, req.url.searchParams.get('flow'));
    if (!device || !device.accountId) {
      if (device) redirect(res, `/device/account?flow=${encodeURIComponent(device.flowId)}`);
      return;
    }
    const client = auth.clients.get(device.clientId)!;
    const words = device.scopes.map((s) => auth.allowedScopes.get(s) ?? s);
    sendHtml(res, 200, consentPage(device.flowId, client.name, auth.accounts.get(device.accountId)!, words));
  });

  router.add('POST', '/device/consent', (req, res) => {
    const form = parseForm(req.body);
    const device = withFlow(req, res, form.get('flow'));
    if (!device || !device.accountId || device.status !== 'pending') {
      if (device) sendHtml(res, 409, resultPage('Already decided', 'This request was already answered.', true));
      return;
    }
    const allow = form.get('decision') === 'allow';
    auth.decide(device, allow);
    const client = auth.clients.get(device.clientId)!;
    if (allow) sendHtml(res, 200, resultPage("You're all set", `${client.name} is connected. Return to your TV.`));
    else sendHtml(res, 200, resultPage('Access denied', `You denied ${client.name} access. You can close this page.`));
  });

  // ---- the account's own settings page ----

  router.add('GET', '/account', (req, res) => {
    const accountId = req.url.searchParams.get('account');
    const account = accountId ? auth.accounts.get(accountId) : undefined;
    if (!account) {
      const list = ctx.accounts
        .map((a) => `<a class="account button" href="/account?account=${encodeURIComponent(a.id)}" style="display:flex;align-items:center;gap:.8rem;padding:.6rem;color:inherit;text-decoration:none;border:2px solid #e4e4e7;border-radius:8px;margin-top:.6rem;background:#fff">${avatarHtml(a)}<span>${escapeHtml(a.name)}</span></a>`)
        .join('');
      sendHtml(res, 200, page('Your account', `<h1>Choose an account</h1>${list}`));
      return;
    }
    const disabled = auth.disabledAccounts.has(account.id);
    const apps = auth.grantsOf(account.id);
    const clientIds = [...new Set(apps.map((g) => g.clientId))];
    const hidden = `<input type="hidden" name="account" value="${escapeHtml(account.id)}">`;
    const appRows = clientIds.length
      ? clientIds
          .map((id) => {
            const client = auth.clients.get(id);
            return `<form method="post" action="/account/remove-access" class="card" style="margin-top:.6rem">${hidden}<input type="hidden" name="client" value="${escapeHtml(id)}">
<strong>${escapeHtml(client?.name ?? id)}</strong><br><small>has access to your account</small><br><button class="danger" type="submit">Remove access</button></form>`;
          })
          .join('')
      : '<p><small>No apps have access to this account.</small></p>';
    sendHtml(
      res,
      200,
      page(
        'Your account',
        `<h1>${avatarHtml(account)} ${escapeHtml(account.name)}</h1>${disabled ? '<p class="error">This account is disabled.</p>' : ''}
<h2>Apps with access</h2>${appRows}
<h2>Security</h2>
<form method="post" action="/account/sign-out-everywhere">${hidden}<button class="secondary" type="submit">Sign out everywhere</button></form>
<form method="post" action="/account/disable">${hidden}<button class="danger" type="submit">Disable account</button></form>`,
      ),
    );
  });

  const accountAction = (
    path: string,
    act: (accountId: string, form: URLSearchParams) => string,
  ) => {
    router.add('POST', path, (req, res) => {
      const form = parseForm(req.body);
      const accountId = form.get('account') ?? '';
      if (!auth.accounts.has(accountId)) {
        sendHtml(res, 404, resultPage('No such account', 'Choose an account from the list.', true));
        return;
      }
      const message = act(accountId, form);
      sendHtml(res, 200, resultPage('Done', message));
    });
  };

  // "Remove access": the app's grants for this account end (token-revoked).
  accountAction('/account/remove-access', (accountId, form) => {
    const clientId = form.get('client') ?? '';
    for (const grant of auth.grantsOf(accountId).filter((g) => g.clientId === clientId)) auth.revokeGrant(grant, 'user removed access');
    ctx.securityEvents.emit(EVENT_TYPES.tokenRevoked, accountId, clientId, 'user removed access');
    return `${auth.clients.get(clientId)?.name ?? 'The app'} no longer has access to your account.`;
  });

  // "Sign out everywhere": every session of the account ends, and with it every app's tokens.
  accountAction('/account/sign-out-everywhere', (accountId) => {
    const grants = auth.grantsOf(accountId);
    for (const grant of grants) auth.revokeGrant(grant, 'sessions revoked');
    for (const clientId of new Set(grants.map((g) => g.clientId))) ctx.securityEvents.emit(EVENT_TYPES.sessionsRevoked, accountId, clientId);
    return 'You are signed out on every device.';
  });

  // "Disable account": no token of the account works any more and it cannot sign in.
  accountAction('/account/disable', (accountId) => {
    const grants = auth.grantsOf(accountId);
    auth.disabledAccounts.add(accountId);
    for (const grant of grants) auth.revokeGrant(grant, 'account disabled');
    for (const clientId of new Set(grants.map((g) => g.clientId))) ctx.securityEvents.emit(EVENT_TYPES.accountDisabled, accountId, clientId, 'hijacking');
    return 'The account is disabled.';
  });
}
