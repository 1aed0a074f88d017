import type { LifeCycleStatus, LiveBroadcastContent, LiveBroadcastRecord, PrivacyStatus, VideoRecord } from '../../video/model.ts';
import type { Prng } from '../prng.ts';
import { randomColor } from './colors.ts';
import type { SeedChannel } from './channels.ts';
import { hiddenLikesAndComments, newVideoId } from './videos.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Plan {
  status: LifeCycleStatus;
  /** Start relative to now, in ms (negative: in the past). */
  start: number;
  title: string;
  privacy?: PrivacyStatus;
  persistent?: boolean;
  /** A fixed length for a finished stream, in seconds; otherwise one to three hours. */
  seconds?: number;
}

/** A finished stream longer than a day: its duration needs the day designator (P1DT2H3M). */
export const LONG_STREAM_SECONDS = 26 * 3600 + 3 * 60;

/** Every life cycle state a TV's Live screen must render: on air, soon, later, rehearsing, over, pulled. */
const accountPlans: Plan[] = [
  { status: 'live', start: -42 * MINUTE, title: 'Live now: building a TV app with a remote only' },
  { status: 'ready', start: 2 * HOUR, title: 'Tonight: Q&A about the device flow' },
  { status: 'created', start: 3 * DAY, title: 'Draft: weekend stream (not set up yet)', privacy: 'private' },
  { status: 'testing', start: 20 * MINUTE, title: 'Sound check 🎙️', privacy: 'unlisted' },
  { status: 'complete', start: -2 * DAY, title: 'Last week’s stream: spatial navigation deep dive', seconds: LONG_STREAM_SECONDS },
  { status: 'complete', start: -9 * DAY, title: 'مباشر: أسئلة وأجوبة' },
  { status: 'revoked', start: -5 * DAY, title: 'Cancelled stream', privacy: 'private' },
  { status: 'ready', start: -30 * DAY, title: 'Always-on stream', persistent: true },
];

const contentOf: Record<LifeCycleStatus, LiveBroadcastContent> = {
  created: 'upcoming',
  ready: 'upcoming',
  testing: 'upcoming',
  live: 'live',
  complete: 'completed',
  revoked: 'none',
};

function broadcast(prng: Prng, details: Prng, channel: SeedChannel, plan: Plan, now: number, taken: Set<string>): { record: LiveBroadcastRecord; video: VideoRecord } {
  const start = now + plan.start;
  const privacyStatus = plan.privacy ?? 'public';
  // The draw happens either way, so a fixed length leaves the later ids as they were.
  const drawnEnd = start + prng.int(1, 3) * HOUR;
  const endsAt = plan.seconds !== undefined ? start + plan.seconds * 1000 : drawnEnd;
  const record: LiveBroadcastRecord = {
    id: newVideoId(prng, taken),
    channelId: channel.record.id,
    title: plan.title,
    description: plan.status === 'live' ? 'We are live! Questions in the chat.' : '',
    publishedAt: Math.min(start, now) - prng.int(1, 5) * DAY,
    scheduledStartTime: start,
    scheduledEndTime: plan.persistent ? undefined : endsAt,
    actualStartTime: plan.status === 'live' || plan.status === 'complete' ? start + prng.int(0, 4) * MINUTE : undefined,
    actualEndTime: plan.status === 'complete' ? endsAt : undefined,
    lifeCycleStatus: plan.status,
    privacyStatus,
    recordingStatus: plan.status === 'live' ? 'recording' : plan.status === 'complete' ? 'recorded' : 'notRecording',
    concurrentViewers: plan.status === 'live' ? prng.int(3, 25_000) : undefined,
    isDefaultBroadcast: plan.persistent === true,
  };
  // Caption, then views: the order these were always drawn in, so later ids stay put.
  const caption = prng.chance(0.5);
  const viewCount = prng.int(0, 90_000);
  const video: VideoRecord = {
    id: record.id,
    channelId: record.channelId,
    title: record.title,
    description: record.description,
    publishedAt: record.publishedAt,
    durationSeconds: plan.status === 'complete' ? Math.round((endsAt - start) / 1000) : 0,
    definition: 'hd',
    caption,
    embeddable: true,
    privacyStatus: plan.status === 'revoked' ? 'private' : privacyStatus,
    viewCount,
    likeCount: prng.int(0, 2_000),
    ...hiddenLikesAndComments(details, viewCount),
    topicIds: channel.record.topicIds.slice(0, 1),
    liveBroadcastContent: contentOf[plan.status],
    hasLargeThumbnails: true,
    color: randomColor(prng),
    tags: ['live'],
  };
  return { record, video };
}

/**
 * Live broadcasts: every account gets a spread of states (the first account all of them), and a
 * dozen other channels are live, upcoming or finished so that search with eventType finds some.
 */
export function seedLive(prng: Prng, channels: readonly SeedChannel[], now: number, taken: Set<string>): { broadcasts: LiveBroadcastRecord[]; videos: VideoRecord[] } {
  const broadcasts: LiveBroadcastRecord[] = [];
  const videos: VideoRecord[] = [];
  const details = prng.fork('details');
  const add = (channel: SeedChannel, plan: Plan) => {
    const { record, video } = broadcast(prng, details, channel, plan, now, taken);
    broadcasts.push(record);
    videos.push(video);
  };
  const accounts = channels.filter((c) => c.record.accountId);
  accounts.forEach((channel, i) => {
    // The long stream is the first account's alone; the others' finished streams last hours.
    const plans = i === 0 ? accountPlans : prng.sample(accountPlans.filter((p) => !p.persistent), prng.int(1, 3)).map((p) => ({ ...p, seconds: undefined }));
    for (const plan of plans) add(channel, plan);
  });
  const others = prng.sample(channels.filter((c) => !c.record.accountId && c.weight > 0), 12);
  others.forEach((channel, i) => {
    const status: LifeCycleStatus = (['live', 'ready', 'complete'] as const)[i % 3]!;
    const start = status === 'live' ? -prng.int(5, 180) * MINUTE : status === 'ready' ? prng.int(1, 72) * HOUR : -prng.int(1, 20) * DAY;
    const title = status === 'live' ? `🔴 LIVE: ${channel.record.title}` : status === 'ready' ? `Premiere soon on ${channel.record.title}` : `Replay: ${channel.record.title} live`;
    add(channel, { status, start, title });
  });
  return { broadcasts, videos };
}
