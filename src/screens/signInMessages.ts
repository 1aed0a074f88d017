import type { OAuthErrorCode } from '../auth/oauthError.ts';
import { t } from '../i18n/messages.ts';

export interface Explanation {
  title: string;
  /** What happened, in plain words. */
  what: string;
  /** What to do next. */
  next: string;
}

/** Every error of the flow gets its own screen: what happened and what to do (docs/reference/facts.md, Device flow: poll answers). */
export function explainSignInFailure(code: OAuthErrorCode): Explanation {
  switch (code) {
    case 'access_denied':
      return {
        title: t('Sign-in was declined'),
        what: t('Someone chose “Deny” on the phone, so tenfoot got no access to the account.'),
        next: t('Choose “Try again” for a new code, and choose “Allow” on the phone this time.'),
      };
    case 'invalid_client':
    case 'unauthorized_client':
      return {
        title: t("This copy of tenfoot can't sign in"),
        what: t("The sign-in service doesn't recognise this app as a TV app."),
        next: t('Whoever set up this TV should check clientId and clientSecret in config.json: the client must be of the type “TVs and Limited Input devices”.'),
      };
    case 'org_internal':
      return {
        title: t('This app is only for one organization'),
        what: t("The account you picked isn't part of the organization that owns this copy of tenfoot."),
        next: t('Choose “Try again” and pick an account from that organization on your phone.'),
      };
    case 'admin_policy_enforced':
      return {
        title: t('Blocked by your administrator'),
        what: t("The administrator of the account you picked doesn't allow tenfoot the access it needs."),
        next: t('Ask your administrator to allow tenfoot, or choose “Try again” and pick another account.'),
      };
    case 'invalid_grant':
      return {
        title: t('That sign-in code stopped working'),
        what: t('The code was already used, or the sign-in service no longer knows it.'),
        next: t('Choose “Try again” for a fresh code.'),
      };
    case 'unsupported_grant_type':
      return {
        title: t("The sign-in service didn't accept tenfoot's request"),
        what: t('It does not support the TV sign-in method this version of tenfoot uses.'),
        next: t('Update tenfoot, or check that authUrl in config.json points at the right sign-in service.'),
      };
    case 'invalid_scope':
      return {
        title: t('tenfoot asked for access it may not ask for'),
        what: t('The sign-in service refused the access listed in config.json.'),
        next: t('Check “scopes” in config.json: TV sign-in allows only email, openid, profile, video and video.readonly (and storage.appdata, storage.file).'),
      };
    case 'expired_token':
      return { title: t('The code expired'), what: t('Nobody entered the code in time.'), next: t('Choose “Try again” for a new code.') };
    default:
      return {
        title: t("Sign-in didn't work"),
        what: t('The sign-in service answered in a way tenfoot did not expect.'),
        next: t('Choose “Try again”. If it keeps happening, check authUrl in config.json.'),
      };
  }
}
