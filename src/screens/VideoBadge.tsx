import { cardFacts, knownCardFacts, localizedTitle, titleLanguage } from '../state/videoFacts.ts';
import { durationBadge, spokenBadge } from './cardBadges.ts';
import { badgeWord, t } from '../i18n/messages.ts';
import { spokenDuration } from '../player/isoDuration.ts';

/** A card's corner label: the length, or LIVE / UPCOMING / CAN’T PLAY HERE, in the card's own style. */
export function Badge({ text }: { text: string }) {
  const kind = text === 'LIVE' ? ' card__badge--live' : text === 'CAN’T PLAY HERE' ? ' card__badge--words' : '';
  return <span class={`card__badge${kind}`}>{badgeWord(text)}</span>;
}

/**
 * The badge of a card whose video's facts are still on their way. Its own component reading its
 * own signal: the answer re-renders this badge only, never the shelf. A card whose facts are
 * already known gets a plain Badge instead (videoBadge), with no signal to follow.
 */
function PendingBadge({ videoId }: { videoId: string }) {
  const text = durationBadge(cardFacts(videoId).value);
  return text ? <Badge text={text} /> : null;
}

export function videoBadge(videoId: string, known: string | undefined | null) {
  return known ? <Badge text={known} /> : known === null ? null : <PendingBadge videoId={videoId} />;
}

/** The badge text when the facts are in; null when they are in and give none; undefined while they come. */
export function badgeText(videoId: string): string | null | undefined {
  const facts = knownCardFacts(videoId);
  return facts === undefined ? undefined : (durationBadge(facts) ?? null);
}

/**
 * A video card's title once the facts are in: in the viewer's language where its owner translated
 * it, as the video's page shows it, else as given, in its own language (`lang`, where the API gives one).
 */
function LangTitle({ videoId, text, className }: { videoId: string; text: string; className: string }) {
  cardFacts(videoId).value; // follows the answer: the translation and the language come with the facts
  const local = localizedTitle(videoId);
  return (
    <span class={className} dir="auto" lang={local ? local.lang : titleLanguage(videoId)}>
      {local ? local.title : text}
    </span>
  );
}

/** The same title as a screen reader says it, in the card's name: what is shown is what is said. */
function SpokenTitle({ videoId, text }: { videoId: string; text: string }) {
  cardFacts(videoId).value;
  return <>{localizedTitle(videoId)?.title ?? text}</>;
}

export function spokenVideoTitle(videoId: string, text: string) {
  return <SpokenTitle videoId={videoId} text={text} />;
}

/** The title element itself (its class given), so its text stays its only child. */
export function videoTitle(videoId: string, text: string, className: string) {
  return <LangTitle videoId={videoId} text={text} className={className} />;
}

/** A video card's length or LIVE as a screen reader says it (", 12 minutes"), following its facts. */
function SpokenBadge({ videoId }: { videoId: string }) {
  const words = spokenBadge(cardFacts(videoId).value);
  return words ? <>{`, ${words}`}</> : null;
}

export function spokenCardBadge(videoId: string) {
  return <SpokenBadge videoId={videoId} />;
}

/** A video card's badge: plain when its facts are known, following them while they come. */
export function cardBadge(videoId: string) {
  return videoBadge(videoId, badgeText(videoId));
}

/** Continue watching's time left, as a screen reader says it: "17 minutes 56 seconds left", not a time of day. */
export function spokenTimeLeft(seconds: number): string {
  return t('{time} left', { time: spokenDuration(seconds) });
}
