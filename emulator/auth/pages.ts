import { escapeHtml } from '../http.ts';
import { initials, type Person } from '../seed/accounts.ts';
import { PAGE_TOKEN_FIELD } from './formGuard.ts';

/** The hidden field with the page's token, in every form (security/pageTokens.ts). */
export function tokenField(token: string): string {
  return `<input type="hidden" name="${PAGE_TOKEN_FIELD}" value="${escapeHtml(token)}">`;
}

/** Server-rendered pages of the "phone": plain HTML forms, usable on any small screen. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Emulated account service</title>
<style>
  body { font: 18px/1.45 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1.25rem 3rem; }
  h1 { font-size: 1.5rem; margin: 0.5rem 0 1rem; }
  .card { background: #fff; border-radius: 12px; padding: 1.25rem; box-shadow: 0 1px 3px #0002; }
  label { display: block; font-weight: 600; margin-bottom: 0.4rem; }
  input[type=text] { width: 100%; box-sizing: border-box; font: inherit; font-size: 1.4rem; letter-spacing: 0.08em; padding: 0.6rem; border: 2px solid #a1a1aa; border-radius: 8px; }
  button { font: inherit; font-weight: 600; padding: 0.7rem 1.4rem; border-radius: 8px; border: 0; background: #1d4ed8; color: #fff; cursor: pointer; margin-top: 1rem; }
  button.secondary { background: #e4e4e7; color: #18181b; }
  button.danger { background: #b91c1c; }
  .error { color: #b91c1c; font-weight: 600; }
  .account { display: flex; align-items: center; gap: 0.8rem; width: 100%; text-align: left; background: #fff; color: #18181b; border: 2px solid #e4e4e7; margin-top: 0.6rem; }
  .avatar { width: 2.5rem; height: 2.5rem; border-radius: 50%; display: inline-flex; align-items: center; justify-content: center; color: #fff; font-weight: 700; flex: none; }
  ul { padding-left: 1.2rem; } li { margin: 0.3rem 0; }
  .row { display: flex; gap: 0.8rem; flex-wrap: wrap; }
  small { color: #52525b; }
</style></head>
<body><main>${body}</main></body></html>`;
}

export function avatarHtml(account: Person): string {
  return `<span class="avatar" style="background:${escapeHtml(account.color)}" aria-hidden="true">${escapeHtml(initials(account.name))}</span>`;
}

export function codeEntryPage(prefill: string, token: string, error?: string): string {
  return page(
    'Connect a device',
    `<h1>Connect a device</h1>
<div class="card">
<form method="post" action="/device">${tokenField(token)}
  <label for="user_code">Code</label>
  <input type="text" id="user_code" name="user_code" value="${escapeHtml(prefill)}" autocomplete="off" autocapitalize="characters" spellcheck="false" required>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '<p><small>Enter the code shown on your TV.</small></p>'}
  <button type="submit">Next</button>
</form></div>`,
  );
}

export function chooseAccountPage(flowId: string, token: string, appName: string, accounts: readonly Person[], disabled: Set<string>): string {
  const buttons = accounts
    .map((a) => {
      const off = disabled.has(a.id);
      return `<button class="account" type="submit" name="account" value="${escapeHtml(a.id)}"${off ? ' disabled' : ''}>
  ${avatarHtml(a)}<span><strong>${escapeHtml(a.name)}</strong><br><small>${escapeHtml(a.email)}${off ? ' · disabled' : ''}</small></span></button>`;
    })
    .join('\n');
  return page(
    'Choose an account',
    `<h1>Choose an account</h1><p>to continue to <strong>${escapeHtml(appName)}</strong></p>
<form method="post" action="/device/account"><input type="hidden" name="flow" value="${escapeHtml(flowId)}">${tokenField(token)}${buttons}</form>`,
  );
}

export function consentPage(flowId: string, token: string, appName: string, account: Person, scopeWords: string[]): string {
  return page(
    'Allow access?',
    `<h1>${escapeHtml(appName)} wants to access your account</h1>
<div class="card">
<p>${avatarHtml(account)} <strong>${escapeHtml(account.name)}</strong> <small>${escapeHtml(account.email)}</small></p>
<p>This will allow ${escapeHtml(appName)} to:</p>
<ul>${scopeWords.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul>
<form method="post" action="/device/consent" class="row">
  <input type="hidden" name="flow" value="${escapeHtml(flowId)}">${tokenField(token)}
  <button type="submit" name="decision" value="deny" class="secondary">Deny</button>
  <button type="submit" name="decision" value="allow">Allow</button>
</form></div>`,
  );
}

export function resultPage(title: string, message: string, isError = false): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><div class="card"><p${isError ? ' class="error" role="alert"' : ''}>${escapeHtml(message)}</p></div>`);
}
