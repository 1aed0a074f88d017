import type { EmulatorContext } from '../context.ts';
import type { Router } from '../router.ts';
import { seedVideoData } from '../seed/video/index.ts';
import { activitiesList } from './handlers/activities.ts';
import { channelsList } from './handlers/channels.ts';
import { liveBroadcastsList } from './handlers/liveBroadcasts.ts';
import { playlistItemsDelete } from './handlers/playlistItemsDelete.ts';
import { playlistItemsInsert } from './handlers/playlistItemsInsert.ts';
import { playlistItemsList } from './handlers/playlistItems.ts';
import { playlistsDelete } from './handlers/playlistsDelete.ts';
import { playlistsInsert } from './handlers/playlistsInsert.ts';
import { playlistsList } from './handlers/playlists.ts';
import { playlistsUpdate } from './handlers/playlistsUpdate.ts';
import { searchList } from './handlers/search.ts';
import { subscriptionsDelete } from './handlers/subscriptionsDelete.ts';
import { subscriptionsInsert } from './handlers/subscriptionsInsert.ts';
import { subscriptionsList } from './handlers/subscriptions.ts';
import { videosList } from './handlers/videos.ts';
import { registerDelete, registerInsert, registerList, registerUpdate, type MethodHost } from './method.ts';
import { QuotaLedger } from './quota.ts';
import { VideoStore } from './store.ts';
import { registerThumbnails } from './thumbnailRoutes.ts';

const HOUR = 3_600_000;

/**
 * The video data API v3 (issue 3): its generated data, the app's requests under `basePath` (ends
 * in /v3) (docs/reference/facts.md, Data API: the requests), videos.list for playback, and the
 * thumbnails they point at. Returns the store for tests and the embedded player.
 */
export function registerVideoApi(router: Router, ctx: EmulatorContext, basePath: string): VideoStore {
  // Seeded relative to the start hour unless pinned, so "3 days ago" reads the same on every run.
  const now = ctx.options.seedTime ?? Math.floor(ctx.clock.now() / HOUR) * HOUR;
  const store = new VideoStore(seedVideoData({ accounts: ctx.accounts, now, seed: ctx.options.seed }));
  const host: MethodHost = { router, ctx, basePath, store, quota: new QuotaLedger(ctx) };
  registerList(host, channelsList);
  registerList(host, playlistItemsList);
  registerList(host, playlistsList);
  registerList(host, subscriptionsList);
  registerList(host, activitiesList);
  registerList(host, searchList);
  registerList(host, liveBroadcastsList);
  registerList(host, videosList);
  registerInsert(host, subscriptionsInsert);
  registerInsert(host, playlistsInsert);
  registerInsert(host, playlistItemsInsert);
  registerUpdate(host, playlistsUpdate);
  registerDelete(host, subscriptionsDelete);
  registerDelete(host, playlistsDelete);
  registerDelete(host, playlistItemsDelete);
  registerThumbnails(router, store);
  return store;
}
