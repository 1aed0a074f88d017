import { createApiCore, type ApiCore } from '../api/core.ts';
import type { AppConfig } from '../config.ts';
import { createVideoClient, preloadVideoClient, type VideoClient } from '../api/video/index.ts';
import { activeAccessToken, activeAccountId, appConfig } from './session.ts';
import { warmFormatters } from '../i18n/format.ts';
import { whenIdle } from '../platform/whenIdle.ts';
import { fetchThenOnce } from './whileAnswered.ts';

let client: VideoClient | undefined;
let builtFor: AppConfig | undefined;

/**
 * The video data API client of the active account (screens reach it through src/state only).
 * Built on first use rather than at start, with its fetch core: the sign-in screen never needs
 * them, so their code stays out of the chunks the sign-in screen downloads. The list cache is keyed by account, so switching never
 * shows another viewer's lists.
 */
export function videoClient(): VideoClient {
  const config = appConfig();
  if (!client || builtFor !== config) {
    builtFor = config;
    // The fetch core with the active account's token (single-flight refresh in AccessTokens).
    // No one signed in (a guest): public data with the key (src/state/guest.ts).
    // The cards' date and number formatters are built while the first request is answered (in
    // English, which needs none, the locale's data loads once the TV is idle: src/i18n/format.ts).
    const core: ApiCore = createApiCore({ baseUrl: config.apiBaseUrl, apiKey: config.apiKey, getAccessToken: activeAccessToken, keyWhenSignedOut: true, fetch: fetchThenOnce(() => warmFormatters(whenIdle)) });
    client = createVideoClient(core, { kindPrefix: config.kindPrefix, cacheScope: () => activeAccountId.value });
  }
  return client;
}

/** The client's code beyond Home's first requests (src/api/video/client.ts), fetched ahead; never throws. */
export function preloadVideoClientCode(): void {
  preloadVideoClient().catch(() => undefined); // a failure shows when a request needs it
}
