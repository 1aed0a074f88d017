import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

/**
 * Where an error comes from, as the real service names error domains. Service domains carry the
 * kind prefix (`video.parameter`, like the real `youtube.parameter`); `global` and `usageLimits`
 * are shared by every Google-style API.
 */
export type ErrorDomain = 'global' | 'usageLimits' | 'parameter' | 'quota' | 'subscription' | 'playlist' | 'playlistItem' | 'channel' | 'video' | 'header';

/** An error of the video data API, sent as `{"error":{"code","message","errors":[{domain,reason,message}]}}` (docs/reference/facts.md, Data API: errors). */
export class VideoApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
    readonly domain: ErrorDomain = 'global',
    /** The parameter or header at fault, as the real body's `location` / `locationType`. */
    readonly location?: { name: string; type: 'parameter' | 'header' },
    /** Canonical status string; the real service sends one on auth and permission errors. */
    readonly statusText?: string,
  ) {
    super(message);
  }
}

/** Written in a reason where the real one names the service (youtubeSignupRequired): the kind prefix goes there. */
const PREFIX = '{prefix}';
/** The same, where the real reason spells the service's name in capitals (NoLinkedYouTubeAccount). */
const PROPER_PREFIX = '{Prefix}';

/** `youtube` is spelt YouTube in the reasons that name it; any other prefix gets a capital. */
export function properPrefix(kindPrefix: string): string {
  return kindPrefix === 'youtube' ? 'YouTube' : kindPrefix.charAt(0).toUpperCase() + kindPrefix.slice(1);
}

export function sendVideoError(res: ServerResponse, error: VideoApiError, kindPrefix: string): void {
  const domain = error.domain === 'global' || error.domain === 'usageLimits' ? error.domain : `${kindPrefix}.${error.domain}`;
  const item: Record<string, string> = { message: error.message, domain, reason: error.reason.replace(PREFIX, kindPrefix).replace(PROPER_PREFIX, properPrefix(kindPrefix)) };
  if (error.location) {
    item.location = error.location.name;
    item.locationType = error.location.type;
  }
  sendJson(res, error.status, {
    error: { code: error.status, message: error.message, errors: [item], ...(error.statusText ? { status: error.statusText } : {}) },
  });
}

/** What playlistOperationUnsupported says for each operation on a playlist the service keeps itself. */
const UNSUPPORTED = {
  add: 'Videos cannot be added to this playlist (for example the uploads or watch history playlist).',
  remove: 'Videos cannot be removed from this playlist (for example the uploads or watch history playlist).',
  update: 'This playlist cannot be updated (for example the uploads playlist).',
  delete: 'This playlist cannot be deleted (for example the uploads playlist).',
};

/** The errors of issue 3 and the ones the real service gives around them, in one place. */
export const errors = {
  missingPart: () => new VideoApiError(400, 'missingRequiredParameter', 'No part parameter: the request must say which parts of the resource to return.', 'parameter', { name: 'part', type: 'parameter' }),
  missingParameter: (name: string) =>
    new VideoApiError(400, 'missingRequiredParameter', `No ${name} parameter: this method requires it.`, 'parameter', { name, type: 'parameter' }),
  noFilter: (filters: readonly string[]) =>
    new VideoApiError(400, 'missingRequiredParameter', `No filter selected. Expected one of: ${filters.join(', ')}`, 'parameter'),
  invalidParameter: (name: string, message: string) => new VideoApiError(400, 'invalidParameter', message, 'parameter', { name, type: 'parameter' }),
  unexpectedParameter: (name: string) =>
    new VideoApiError(400, 'unexpectedParameter', `Unexpected parameter '${name}': this method does not take it.`, 'parameter', { name, type: 'parameter' }),
  incompatibleParameters: (message: string) => new VideoApiError(400, 'incompatibleParameters', message, 'parameter'),
  invalidPageToken: () => new VideoApiError(400, 'invalidPageToken', 'The request specifies an invalid page token.', 'parameter', { name: 'pageToken', type: 'parameter' }),
  notImplemented: (what: string) => new VideoApiError(501, 'notImplemented', `The emulator does not implement ${what}.`, 'global', undefined, 'UNIMPLEMENTED'),
  parseError: () => new VideoApiError(400, 'parseError', 'Parse Error: the request body is not valid JSON.', 'global'),
  required: (field: string) => new VideoApiError(400, 'required', `Required field missing: ${field}.`, 'global'),
  invalidValue: (field: string, message: string) => new VideoApiError(400, 'invalidValue', `Invalid value for ${field}: ${message}`, 'global'),

  // Credentials (docs/reference/facts.md, Data API: credentials).
  authError: (why: 'invalid' | 'expired' | 'revoked') =>
    new VideoApiError(
      401,
      'authError',
      why === 'expired' ? 'Request had invalid authentication credentials: the access token has expired.' : 'Request had invalid authentication credentials. Expected an OAuth 2 access token.',
      'global',
      { name: 'Authorization', type: 'header' },
      'UNAUTHENTICATED',
    ),
  /**
   * A signed-in account without a channel asking for something of its channel: 401
   * `youtubeSignupRequired` (`videoSignupRequired` here, by the kind prefix), domain
   * `youtube.header`, message "Unauthorized". The data API's errors page: "the user has an unlinked
   * Google Account, which means that the user has a Google Account but does not have a YouTube
   * channel" (<https://developers.google.com/youtube/v3/docs/errors>, and the guide
   * <https://developers.google.com/youtube/create-channel>); the body as the service sends it
   * (reported in tokland/youtube-upload#333). The old API's name for it was NoLinkedYouTubeAccount.
   */
  signupRequired: () => new VideoApiError(401, `${PREFIX}SignupRequired`, 'Unauthorized', 'header', { name: 'Authorization', type: 'header' }),
  /**
   * The live streaming methods' own name for the same case: an account that no channel is linked to
   * (a service account above all) gets `NoLinkedYouTubeAccount` (`NoLinkedVideoAccount` here). The
   * Live Streaming API's getting-started guide: it "does not support the service account flow",
   * and such a call "will receive a NoLinkedYouTubeAccount error"
   * (<https://developers.google.com/youtube/v3/live/getting-started>). 401 and the header domain,
   * as the data API's signup-required error.
   */
  noLinkedAccount: () =>
    new VideoApiError(401, `NoLinked${PROPER_PREFIX}Account`, 'The account that authorized the request has no linked channel.', 'header', { name: 'Authorization', type: 'header' }),
  loginRequired: (what: string) =>
    new VideoApiError(401, 'required', `Login required: ${what} needs the signed-in user's access token.`, 'global', { name: 'Authorization', type: 'header' }, 'UNAUTHENTICATED'),
  missingKey: () => new VideoApiError(403, 'forbidden', 'The request is missing a valid API key.', 'global', undefined, 'PERMISSION_DENIED'),
  keyInvalid: () => new VideoApiError(400, 'badRequest', 'API key not valid. Please pass a valid API key.', 'global', undefined, 'INVALID_ARGUMENT'),
  insufficientPermissions: () =>
    new VideoApiError(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.', 'global', undefined, 'PERMISSION_DENIED'),
  quotaExceeded: () =>
    new VideoApiError(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.', 'quota'),

  // Resources.
  channelNotFound: (id: string) => new VideoApiError(404, 'channelNotFound', `The channel ${id} cannot be found.`, 'channel', { name: 'channelId', type: 'parameter' }),
  /** Domain playlistItem when a playlistItems call names the playlist, playlist when a playlists write does. */
  playlistNotFound: (id: string, domain: ErrorDomain = 'playlistItem') => new VideoApiError(404, 'playlistNotFound', `The playlist ${id} cannot be found.`, domain),
  playlistItemsNotAccessible: () => new VideoApiError(403, 'playlistItemsNotAccessible', 'The request is not properly authorized to retrieve the specified playlist.', 'playlistItem'),
  videoNotFound: (id: string) => new VideoApiError(404, 'videoNotFound', `The video ${id} cannot be found.`, 'playlistItem'),
  playlistIdRequired: () => new VideoApiError(400, 'playlistIdRequired', 'The request does not specify a value for snippet.playlistId.', 'playlistItem'),
  invalidResourceType: (expected: string) => new VideoApiError(400, 'invalidResourceType', `snippet.resourceId.kind must be ${expected}.`, 'playlistItem'),
  invalidPlaylistItemPosition: (length: number) =>
    new VideoApiError(400, 'invalidPlaylistItemPosition', `The position must be an integer from 0 to the playlist's length (${length}).`, 'playlistItem'),
  /** The service keeps some playlists itself, uploads and history (docs/reference/facts.md, Data API: updates and deletes). */
  playlistOperationUnsupported: (operation: keyof typeof UNSUPPORTED) =>
    new VideoApiError(400, 'playlistOperationUnsupported', UNSUPPORTED[operation], operation === 'add' || operation === 'remove' ? 'playlistItem' : 'playlist'),
  playlistContainsMaximumNumberOfVideos: () => new VideoApiError(403, 'playlistContainsMaximumNumberOfVideos', 'The playlist already contains the maximum allowed number of items.', 'playlistItem'),
  playlistItemsOwnerOnly: (action: 'add items to' | 'remove items from') =>
    new VideoApiError(403, 'playlistItemsNotAccessible', `Only the owner of the playlist can ${action} it.`, 'playlistItem'),
  playlistItemNotFound: () =>
    new VideoApiError(404, 'playlistItemNotFound', "The playlist item identified with the request's id parameter cannot be found.", 'playlistItem', { name: 'id', type: 'parameter' }),
  /** playlists.update and playlists.delete on someone else's playlist (docs/reference/facts.md, Data API: updates and deletes). */
  playlistForbidden: (action: 'update' | 'delete') =>
    new VideoApiError(403, 'playlistForbidden', `This operation is forbidden: only the owner of the playlist can ${action} it.`, 'playlist'),
  playlistTitleRequired: () => new VideoApiError(400, 'playlistTitleRequired', 'The request must specify a playlist title (snippet.title).', 'playlist'),
  invalidPlaylistSnippet: (message: string) => new VideoApiError(400, 'invalidPlaylistSnippet', message, 'playlist'),
  publisherNotFound: (id: string) => new VideoApiError(404, 'publisherNotFound', `The channel ${id} specified in snippet.resourceId.channelId cannot be found.`, 'subscription'),
  subscriptionDuplicate: () => new VideoApiError(400, 'subscriptionDuplicate', 'The subscription that you are trying to create already exists.', 'subscription'),
  subscriptionForbidden: () => new VideoApiError(400, 'subscriptionForbidden', 'You cannot subscribe to your own channel.', 'subscription'),
  subscriptionNotFound: () => new VideoApiError(404, 'subscriptionNotFound', 'The subscription that you are trying to delete cannot be found.', 'subscription', { name: 'id', type: 'parameter' }),
  subscriptionDeleteForbidden: () => new VideoApiError(403, 'subscriptionForbidden', 'The request is not properly authenticated or not supported for this subscription.', 'subscription'),

  // videos.list (the Data API v3 "Videos: list" reference, Errors).
  videoChartNotFound: () => new VideoApiError(400, 'videoChartNotFound', 'The requested video chart is not supported or is not available.', 'video', { name: 'chart', type: 'parameter' }),
  videoPartsForbidden: () =>
    new VideoApiError(
      403,
      'forbidden',
      "The request is not properly authorized to access video file or processing information. The fileDetails, processingDetails and suggestions parts are only available to the video's owner.",
      'video',
      { name: 'part', type: 'parameter' },
    ),
};
