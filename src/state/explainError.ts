import { ApiError } from '../api/core.ts';
import { TenfootError } from '../errors.ts';
import { t } from '../i18n/messages.ts';

/**
 * One sentence saying what went wrong, for any failed request. It never promises a way out: the
 * screen showing it says what it offers (a Retry button, "Press OK to try again"), since only
 * the screen knows.
 */
export function explainError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'network') return t("Can't reach the video service. Check the TV's internet connection.");
    if (error.code === 'aborted') return t('The request was cancelled.');
    // An account with no channel (docs/reference/facts.md, Data API: an account without a channel):
    // the reasons carry the service's name (youtubeSignupRequired, NoLinkedYouTubeAccount).
    if (error.reason && /SignupRequired$|^NoLinked\w*Account$/.test(error.reason)) {
      return t("This account has no channel on the video service yet. Create one on the platform's website, then sign in again.");
    }
    switch (error.reason) {
      case 'quotaExceeded':
        return t("The app has used today's allowance of requests. Try again tomorrow.");
      case 'playlistNotFound':
        return t('That playlist no longer exists, or it is private.');
      case 'publisherNotFound':
      case 'channelNotFound':
        return t('That channel no longer exists.');
      case 'subscriptionDuplicate':
        return t('You are already subscribed to this channel.');
      case 'subscriptionForbidden':
        return t("You can't subscribe to your own channel.");
      case 'insufficientPermissions':
        return t('This account only allows tenfoot to look, not to change things. Sign in again and allow managing your account.');
      case 'playlistItemNotFound':
        return t('That video is no longer in the playlist.');
      case 'playlistForbidden':
      case 'playlistItemsNotAccessible':
        return t("Only the playlist's owner can change it.");
      case 'playlistOperationUnsupported':
        return t("The platform doesn't let apps change this playlist.");
      case 'invalidPlaylistItemPosition':
        return t('That position is past the end of the playlist.');
      default:
        break;
    }
    if (error.status === 401) return t('Your sign-in has expired. Sign in again.');
    if (error.status >= 500) return t('The video service is having trouble right now.');
    return t('The video service refused the request ({reason}).', { reason: error.reason ?? error.status });
  }
  // A playlist asked for by id and not in the answer: deleted, maybe on another device.
  if (error instanceof TenfootError && error.code === 'playlistGone') return t('That playlist no longer exists, or it is private.');
  return t('Something went wrong.');
}

/**
 * A failure's sentence with the screen's way to try again (`withRetry`), or without it
 * (`without`, the failure alone when not given) once the day's quota is spent: its sentence says
 * to try tomorrow, and "Press OK to try again" beside it said the opposite, for a request that can
 * only fail again today.
 */
export function explainWithRetry(error: unknown, withRetry: (why: string) => string, without: (why: string) => string = (why) => why): string {
  const why = explainError(error);
  return error instanceof ApiError && error.reason === 'quotaExceeded' ? without(why) : withRetry(why);
}
