/** The scopes the device flow accepts (docs/reference/facts.md, Device flow: scopes) and their consent-page wording. */
export function deviceFlowScopes(scopeBase: string): Map<string, string> {
  const auth = `${scopeBase}/auth/`;
  return new Map([
    ['email', 'See your primary email address'],
    ['openid', 'Associate you with your personal info'],
    ['profile', 'See your personal info, including any personal info you have made publicly available'],
    [`${auth}storage.appdata`, 'See, create and delete its own configuration data in your storage'],
    [`${auth}storage.file`, 'See, edit, create and delete only the specific files that you use with this app'],
    [`${auth}video`, 'Manage your video account'],
    [`${auth}video.readonly`, 'View your video account'],
  ]);
}

/** The suffix of a scope after `{scopeBase}/auth/`, or the scope itself for openid/email/profile. */
export function scopeSuffix(scope: string, scopeBase: string): string {
  const auth = `${scopeBase}/auth/`;
  return scope.startsWith(auth) ? scope.slice(auth.length) : scope;
}
