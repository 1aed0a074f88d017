import type { EmulatorContext } from '../context.ts';
import { parseForm } from '../http.ts';
import type { Router } from '../router.ts';
import type { PageTokens } from '../security/pageTokens.ts';
import { accountListPage, accountSettingsPage } from './accountPage.ts';
import { PAGE_TOKEN_FIELD, foreignFormRefusal, sendPage } from './formGuard.ts';
import { resultPage } from './pages.ts';
import { EVENT_TYPES } from './securityEvents.ts';

/**
 * The account's own settings page: Remove access, Sign out everywhere, Disable account. Each form
 * carries the page's token, bound to the account, and must be posted from this page: a script on
 * another site cannot sign a viewer's TV out.
 */
export function registerAccountPages(router: Router, ctx: EmulatorContext, tokens: PageTokens): void {
  const { auth } = ctx;

  router.add('GET', '/account', (req, res) => {
    const accountId = req.url.searchParams.get('account');
    const account = accountId ? auth.accounts.get(accountId) : undefined;
    if (!account) {
      sendPage(res, 200, accountListPage([...auth.accounts.values()]));
      return;
    }
    const clientIds = [...new Set(auth.grantsOf(account.id).map((g) => g.clientId))];
    const clients = clientIds.map((id) => auth.clients.get(id) ?? { id });
    sendPage(res, 200, accountSettingsPage(account, auth.disabledAccounts.has(account.id), clients, tokens.issue('account', account.id)));
  });

  const accountAction = (path: string, act: (accountId: string, form: URLSearchParams) => string) => {
    router.add('POST', path, (req, res) => {
      const form = parseForm(req.body);
      const accountId = form.get('account') ?? '';
      if (foreignFormRefusal(req) || !tokens.check(form.get(PAGE_TOKEN_FIELD), 'account', accountId)) {
        sendPage(res, 403, resultPage('Nothing was changed', 'This form did not come from your account page, or the page was left open too long. Open your account page again.', true));
        return;
      }
      if (!auth.accounts.has(accountId)) {
        sendPage(res, 404, resultPage('No such account', 'Choose an account from the list.', true));
        return;
      }
      sendPage(res, 200, resultPage('Done', act(accountId, form)));
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
