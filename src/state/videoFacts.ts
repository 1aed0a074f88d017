import { effect, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import { hl } from './apiLocale.ts';
import { language } from '../i18n/messages.ts';
import { VIDEO_IDS_PER_CALL, type Video, type VideoPart } from '../api/video/index.ts';
import { cardFactsOf, type CardFacts } from '../player/cardFacts.ts';
import { parseIsoDuration, secondsToIso } from '../player/isoDuration.ts';
import { explainError } from './explainError.ts';
import { activeAccountId } from './session.ts';
import { videoClient } from './videoClient.ts';

export type { CardFacts } from '../player/cardFacts.ts';

/** undefined: not known yet; null: the service has no such video (removed, private). */
export type Facts<T> = T | null | undefined;

/** The parts the video page reads (the device flow's video parts, and when a stream is scheduled to start: its page says so); cards keep their CardFacts. */
const PARTS: readonly [VideoPart, ...VideoPart[]] = ['snippet', 'contentDetails', 'statistics', 'status', 'player', 'liveStreamingDetails'];
/** Ids asked within this time of each other go in one call: a shelf's cards mount in one go. */
const GATHER_MS = 16;
/** Full resources kept for the video page and the player: the most recently answered. */
const FULL_KEPT = 60;

/**
 * Each answered id's CardFacts packed in one small integer (seconds and flags; -1 for no such
 * video): V8 keeps it in the map entry itself, with no object or string of its own, so a
 * thousand results' facts cost little more than their ids (the browse bench's flat heap).
 */
const known = new Map<string, number>();
/**
 * Each answered video's title language (snippet.defaultLanguage, else defaultAudioLanguage) where
 * the API gives one: a card's title carries it as `lang`. Two-letter strings, shared by V8.
 */
const titleLangs = new Map<string, string>();
/**
 * Each answered video's title in the viewer's language (snippet.localized, asked with hl), where its
 * owner wrote one that differs from the title: a card's own title comes from a list that gives no
 * translation (activities, playlist items, search), and the video's page showed the translated one
 * under an English card. Only translated videos have an entry; all are in the language on show
 * (a change of language forgets every answer, below).
 */
const localTitles = new Map<string, string>();
/** Signals only for cards waiting for an answer; dropped once it came. */
const waitingCards = new Map<string, Signal<Facts<CardFacts>>>();
/** Most recently answered last; at most FULL_KEPT. */
const full = new Map<string, Signal<Facts<Video>>>();
/** Ids on their way (asked, not yet answered). */
const inFlight = new Set<string>();
let waiting: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
/** Ids whose last call failed, with the sentence to show: a page waiting for them says so, with Try again. */
const failures = signal<ReadonlyMap<string, string>>(new Map());
let generation = 0;

function slot<T>(map: Map<string, Signal<Facts<T>>>, videoId: string): Signal<Facts<T>> {
  let s = map.get(videoId);
  if (!s) map.set(videoId, (s = signal<Facts<T>>(undefined)));
  return s;
}

/**
 * Asks for the facts of videos in calls of up to 50 ids: a page of 50 cards is one videos.list
 * call as the page arrives, never one call per card, and each id is asked once per account (a
 * call costs 1 quota unit whatever its size).
 */
export function want(videoIds: readonly string[]): void {
  for (const id of videoIds) {
    if (!id || known.has(id) || inFlight.has(id)) continue;
    inFlight.add(id);
    waiting.push(id);
  }
  if (waiting.length && timer === undefined) timer = setTimeout(send, GATHER_MS);
}

/** A card's facts (its length, LIVE or UPCOMING, whether it can play). */
export function cardFacts(videoId: string): ReadonlySignal<Facts<CardFacts>> {
  if (known.has(videoId)) return signal(knownCardFacts(videoId));
  want([videoId]);
  return slot(waitingCards, videoId);
}

const LIVE: readonly CardFacts['live'][] = ['none', 'live', 'upcoming'];
/** Low bits: live (2 bits), embeddable, has a player, length known; the rest: the length in seconds. */
const FLAGS = 32;

function encode(f: CardFacts | null): number {
  if (!f) return -1;
  const seconds = parseIsoDuration(f.duration);
  return (seconds ?? 0) * FLAGS + LIVE.indexOf(f.live) + (f.embeddable ? 4 : 0) + (f.hasPlayer ? 8 : 0) + (seconds === undefined ? 0 : 16);
}

function decode(packed: number): CardFacts | null {
  if (packed < 0) return null;
  const flags = packed % FLAGS;
  return { duration: flags & 16 ? secondsToIso(Math.floor(packed / FLAGS)) : undefined, live: LIVE[flags & 3]!, embeddable: (flags & 4) !== 0, hasPlayer: (flags & 8) !== 0 };
}

/** A video's whole resource for its page and the player; asked again if it has left the cache. */
export function factsOf(videoId: string): ReadonlySignal<Facts<Video>> {
  const kept = full.get(videoId);
  if (kept && kept.peek() !== undefined) return kept;
  known.delete(videoId); // known for cards, but not whole any more: asked again
  want([videoId]);
  return slot(full, videoId);
}

function keepFull(id: string, video: Facts<Video>): void {
  const s = slot(full, id);
  full.delete(id);
  full.set(id, s); // most recent last
  s.value = video;
  for (const [old, held] of full) {
    if (full.size <= FULL_KEPT) break;
    if (held.peek() !== undefined) full.delete(old);
  }
}

function send(): void {
  timer = undefined;
  const ids = waiting;
  waiting = [];
  const gen = generation;
  for (let i = 0; i < ids.length; i += VIDEO_IDS_PER_CALL) {
    const chunk = ids.slice(i, i + VIDEO_IDS_PER_CALL);
    videoClient()
      .videos.list({ part: PARTS, id: chunk, ...hl() }, { cache: 'no-store' })
      .then((r) => {
        if (gen !== generation) return;
        const found = new Map((r.items ?? []).map((v) => [v.id, v]));
        if (chunk.some((id) => failures.peek().has(id))) {
          const failed = new Map(failures.peek());
          for (const id of chunk) failed.delete(id);
          failures.value = failed;
        }
        for (const id of chunk) {
          const video = found.get(id) ?? null;
          const facts = video && cardFactsOf(video);
          inFlight.delete(id);
          known.set(id, encode(facts));
          const lang = video?.snippet?.defaultLanguage || video?.snippet?.defaultAudioLanguage;
          if (lang) titleLangs.set(id, lang);
          else titleLangs.delete(id);
          const local = video?.snippet?.localized?.title;
          if (local && local !== video.snippet?.title) localTitles.set(id, local);
          else localTitles.delete(id);
          const listener = waitingCards.get(id);
          waitingCards.delete(id);
          if (listener) listener.value = facts;
          keepFull(id, video);
        }
      })
      .catch((error: unknown) => {
        // Left unknown: a card shows no badge, and the next screen that wants them asks again.
        if (gen !== generation) return;
        const text = explainError(error);
        const failed = new Map(failures.peek());
        for (const id of chunk) {
          inFlight.delete(id);
          failed.set(id, text);
        }
        failures.value = failed;
      });
  }
}

/** Another viewer's TV: their private videos must not show, nor answers meant for the last one. */
function forgetAll(): void {
  generation++;
  inFlight.clear();
  known.clear();
  titleLangs.clear();
  localTitles.clear();
  failures.value = new Map();
  waiting = [];
  for (const s of waitingCards.values()) s.value = undefined;
  for (const s of full.values()) s.value = undefined;
  // A page holding one of these asks again as it re-renders, for a slot of its own. Kept, they
  // were 60 dead slots the cache could never drop, and each resource answered after them was
  // dropped as it came: a page opened again was asked for again.
  full.clear();
}

let lastAccount: string | undefined;
effect(() => {
  const account = activeAccountId.value;
  if (account !== lastAccount) forgetAll();
  lastAccount = account;
});

/**
 * Another language: every answer was asked in the last one (hl), translations and the video page's
 * text alike, and an id once answered is not asked again. The cards and pages drawn next ask anew.
 */
let lastLanguage: string | undefined;
effect(() => {
  const shown = language.value;
  if (lastLanguage !== undefined && shown !== lastLanguage) forgetAll();
  lastLanguage = shown;
});

/** Why the last ask for this video failed (a signal read: the page re-renders when it changes). */
export function factsFailure(videoId: string): string | undefined {
  return failures.value.get(videoId);
}

/** Try again: the page's Try again after factsFailure. */
export function retryFacts(videoId: string): void {
  const failed = new Map(failures.peek());
  failed.delete(videoId);
  failures.value = failed;
  known.delete(videoId);
  want([videoId]);
}

/** What is known now of a card, without subscribing (a card rendered after the answer came). */
/** The language of a video's title, once its facts are in and where the API gave one. */
export function titleLanguage(videoId: string): string | undefined {
  return titleLangs.get(videoId);
}

/** A video's title in the viewer's language and that language, once its facts are in and where its owner translated it. */
export function localizedTitle(videoId: string): { title: string; lang: string } | undefined {
  const title = localTitles.get(videoId);
  return title ? { title, lang: language.peek() } : undefined;
}

export function knownCardFacts(videoId: string): Facts<CardFacts> {
  const packed = known.get(videoId);
  return packed === undefined ? undefined : decode(packed);
}

/** How many full resources are held (tests: the cache stays bounded). */
export function fullResourcesHeld(): number {
  return full.size;
}
