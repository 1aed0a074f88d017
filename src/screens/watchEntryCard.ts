import type { WatchEntry } from '../player/watchPositions.ts';
import { watchedShare } from '../player/watchPositions.ts';
import { formatClock } from '../player/clock.ts';
import { byline, type CardModel } from './viewModels.ts';
import { t } from '../i18n/messages.ts';

/** A Continue watching card: where the viewer stopped, as a bar and as time left. */
export function watchEntryCard(e: WatchEntry): CardModel {
  const left = Math.max(0, e.durationSeconds - e.positionSeconds);
  return {
    key: `watching-${e.videoId}`,
    title: e.title,
    // The time left first: it is what this shelf is for, and a long channel name cut it off ("Lo-Fi Lighthouse · 19:24 …").
    subtitle: byline(t('{time} left', { time: formatClock(left) }), e.channelTitle),
    // Said in words once the cards' later code is here (ModelCard.tsx): "17:56 left" was heard as a time of day.
    secondsLeft: left,
    thumbnailUrl: e.thumbnailUrl,
    videoId: e.videoId,
    progress: watchedShare(e),
    target: { name: 'video', video: { videoId: e.videoId, title: e.title, channelId: e.channelId, channelTitle: e.channelTitle, thumbnailUrl: e.thumbnailUrl } },
  };
}
