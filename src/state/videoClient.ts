import type { ApiCore } from '../api/core.ts';
import { createVideoClient, type VideoClient } from '../api/video/index.ts';
import { activeAccountId, apiCore, appConfig } from './session.ts';

let client: VideoClient | undefined;
let builtOn: ApiCore | undefined;

/**
 * The video data API client of the active account (screens reach it through src/state only).
 * Built on first use rather than at start: the sign-in screen never needs it, so its code stays
 * out of the first chunk a TV downloads. The list cache is keyed by account, so switching never
 * shows another viewer's lists.
 */
export function videoClient(): VideoClient {
  const core = apiCore();
  if (!client || builtOn !== core) {
    builtOn = core;
    client = createVideoClient(core, { kindPrefix: appConfig().kindPrefix, cacheScope: () => activeAccountId.value });
  }
  return client;
}
