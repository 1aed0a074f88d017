import { effect, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import { VIDEO_IDS_PER_CALL, type Video, type VideoPart } from '../api/video/index.ts';
import { activeAccountId } from './session.ts';
import { videoClient } from './videoClient.ts';

/** undefined: not known yet; null: the service has no such video (removed, private). */
export type Facts = Video | null | undefined;

/** The parts a card badge and the video page read (the device flow's video parts). */
const FACT_PARTS: readonly [VideoPart, ...VideoPart[]] = ['snippet', 'contentDetails', 'statistics', 'status', 'player'];
/** Ids asked within this time of each other go in one call: a shelf's cards mount in one go. */
const GATHER_MS = 16;

const facts = new Map<string, Signal<Facts>>();
const asked = new Set<string>();
let waiting: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let generation = 0;

function slot(videoId: string): Signal<Facts> {
  let s = facts.get(videoId);
  if (!s) facts.set(videoId, (s = signal<Facts>(undefined)));
  return s;
}

/**
 * A video's facts (duration, counts, embeddable, player), asked in calls of up to 50 ids: a
 * screen of 50 cards is one videos.list call, never one per card, and each id is asked once
 * per account (1 quota unit per call, whatever its size).
 */
export function factsOf(videoId: string): ReadonlySignal<Facts> {
  want([videoId]);
  return slot(videoId);
}

/** Asks for the facts of a page of videos as soon as the page arrives, before its cards mount. */
export function want(videoIds: readonly string[]): void {
  for (const id of videoIds) {
    if (!id || asked.has(id)) continue;
    asked.add(id);
    waiting.push(id);
  }
  if (waiting.length && timer === undefined) timer = setTimeout(send, GATHER_MS);
}

function send(): void {
  timer = undefined;
  const ids = waiting;
  waiting = [];
  const gen = generation;
  for (let i = 0; i < ids.length; i += VIDEO_IDS_PER_CALL) {
    const chunk = ids.slice(i, i + VIDEO_IDS_PER_CALL);
    videoClient()
      .videos.list({ part: FACT_PARTS, id: chunk }, { cache: 'no-store' })
      .then((r) => {
        if (gen !== generation) return;
        const found = new Map((r.items ?? []).map((v) => [v.id, v]));
        for (const id of chunk) slot(id).value = found.get(id) ?? null;
      })
      .catch(() => {
        // Left unknown: a card shows no badge, and the next screen that wants them asks again.
        if (gen === generation) for (const id of chunk) asked.delete(id);
      });
  }
}

/** Another viewer's TV: their private videos must not show, nor answers meant for the last one. */
function forgetAll(): void {
  generation++;
  asked.clear();
  waiting = [];
  for (const s of facts.values()) s.value = undefined;
}

let lastAccount: string | undefined;
effect(() => {
  const account = activeAccountId.value;
  if (account !== lastAccount) forgetAll();
  lastAccount = account;
});

/** For tests: what is known now. */
export function knownFacts(videoId: string): Facts {
  return facts.get(videoId)?.peek();
}
