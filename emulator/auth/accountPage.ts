import { escapeHtml } from '../http.ts';
import type { Person } from '../seed/accounts.ts';
import type { OAuthClient } from './clients.ts';
import { avatarHtml, page, tokenField } from './pages.ts';

/** The list of accounts, each a link to its settings page. */
export function accountListPage(accounts: readonly Person[]): string {
  const list = accounts
    .map((a) => `<a class="account button" href="/account?account=${encodeURIComponent(a.id)}" style="display:flex;align-items:center;gap:.8rem;padding:.6rem;color:inherit;text-decoration:none;border:2px solid #e4e4e7;border-radius:8px;margin-top:.6rem;background:#fff">${avatarHtml(a)}<span>${escapeHtml(a.name)}</span></a>`)
    .join('');
  return page('Your account', `<h1>Choose an account</h1>${list}`);
}

/**
 * One account's settings: the apps with access (each with Remove access), Sign out everywhere and
 * Disable account. Every form carries the page's token, bound to this account.
 */
export function accountSettingsPage(account: Person, disabled: boolean, clients: readonly (OAuthClient | { id: string; name?: undefined })[], token: string): string {
  const hidden = `<input type="hidden" name="account" value="${escapeHtml(account.id)}">${tokenField(token)}`;
  const appRows = clients.length
    ? clients
        .map(
          (client) => `<form method="post" action="/account/remove-access" class="card" style="margin-top:.6rem">${hidden}<input type="hidden" name="client" value="${escapeHtml(client.id)}">
<strong>${escapeHtml(client.name ?? client.id)}</strong><br><small>has access to your account</small><br><button class="danger" type="submit">Remove access</button></form>`,
        )
        .join('')
    : '<p><small>No apps have access to this account.</small></p>';
  return page(
    'Your account',
    `<h1>${avatarHtml(account)} ${escapeHtml(account.name)}</h1>${disabled ? '<p class="error">This account is disabled.</p>' : ''}
<h2>Apps with access</h2>${appRows}
<h2>Security</h2>
<form method="post" action="/account/sign-out-everywhere">${hidden}<button class="secondary" type="submit">Sign out everywhere</button></form>
<form method="post" action="/account/disable">${hidden}<button class="danger" type="submit">Disable account</button></form>`,
  );
}
