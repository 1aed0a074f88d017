import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { t } from '../i18n/messages.ts';
import { navigate } from '../state/router.ts';
import { Card } from '../ui/Card.tsx';
import { PureComponent } from '../ui/PureComponent.ts';
import type { CardModel } from './viewModels.ts';

interface ModelCardProps {
  model: CardModel;
  index: number;
  /** Position in the shelf or grid track, in px. */
  left: number;
  top?: number;
  autofocus?: boolean;
  /** How many items its shelf or grid holds, as far as known: the card says "3 of 20" (see placeOf in Card.tsx). */
  total?: number;
  /** `total` is the items loaded, and more may come. */
  more?: boolean;
}

/** What a card is, as a screen reader says it after the title. */
export function cardKind(model: CardModel): string | undefined {
  if (model.videoId || model.target?.name === 'video' || model.target?.name === 'player') return t('video');
  if (model.target?.name === 'channel') return t('channel');
  if (model.target?.name === 'playlist') return t('playlist');
  return undefined;
}

/**
 * A card for a view model: OK goes where the model points. One place for every shelf and grid.
 * Pure: a card whose model and position did not change is not re-rendered when the window slides.
 */
export class ModelCard extends PureComponent<ModelCardProps> {
  private readonly select = () => {
    const target = this.props.model.target;
    if (target) navigate(target);
  };

  override render({ model, index, left, top, autofocus, total, more }: ModelCardProps) {
    return (
      <Card
        index={index}
        focusKey={model.key}
        title={model.title}
        lang={model.lang}
        // A card whose badge came with it (Live's) asks no facts: its model gives its language.
        titleText={model.videoId && !model.lang && !model.badge ? videoTitleText(model.videoId, model.title) : undefined}
        subtitle={model.subtitle}
        spokenSubtitle={model.secondsLeft === undefined ? undefined : <SpokenLeftLater seconds={model.secondsLeft} model={model} />}
        eyebrow={model.eyebrow}
        thumbnailUrl={model.thumbnailUrl}
        icon={model.icon}
        round={model.round}
        badge={model.badge ?? (model.videoId ? videoCardBadge(model.videoId) : undefined)}
        progress={model.progress}
        style={top === undefined ? { left: `${left}px` } : { left: `${left}px`, top: `${top}px` }}
        autofocus={autofocus}
        kind={cardKind(model)}
        spokenBadge={model.videoId && !model.badge ? videoSpokenBadge(model.videoId) : undefined}
        spokenTitle={model.videoId && !model.lang && !model.badge ? videoSpokenTitle(model.videoId, model.title) : undefined}
        total={total}
        more={more}
        onSelect={this.select}
      />
    );
  }
}

/*
 * A video card's badge (its length, LIVE) needs the video-facts code, which comes after the first
 * cards are on screen (src/state/factsLater.ts): until then a card's badge waits in BadgeLater.
 */
type BadgeCode = typeof import('./VideoBadge.tsx');
const badgeCode = signal<BadgeCode | undefined>(undefined);
let badgeCodeAsked = false;

function loadBadgeCode(): void {
  if (badgeCodeAsked) return;
  badgeCodeAsked = true;
  import('./VideoBadge.tsx').then(
    (m) => (badgeCode.value = m),
    () => (badgeCodeAsked = false), // the next card to mount asks again
  );
}

/** Nothing until the badge code is here (asked after the card has painted), then the card's badge. */
function BadgeLater({ videoId }: { videoId: string }) {
  const code = badgeCode.value;
  useEffect(loadBadgeCode, []);
  return code ? code.cardBadge(videoId) : null;
}

function TitleLater({ videoId, text }: { videoId: string; text: string }) {
  const code = badgeCode.value;
  return code ? (
    code.videoTitle(videoId, text, 'card__title')
  ) : (
    <span class="card__title" dir="auto">
      {text}
    </span>
  );
}

function videoTitleText(videoId: string, text: string) {
  const code = badgeCode.peek();
  return code ? code.videoTitle(videoId, text, 'card__title') : <TitleLater videoId={videoId} text={text} />;
}

function SpokenTitleLater({ videoId, text }: { videoId: string; text: string }) {
  const code = badgeCode.value;
  return code ? code.spokenVideoTitle(videoId, text) : <>{text}</>;
}

function videoSpokenTitle(videoId: string, text: string) {
  const code = badgeCode.peek();
  return code ? code.spokenVideoTitle(videoId, text) : <SpokenTitleLater videoId={videoId} text={text} />;
}

function SpokenBadgeLater({ videoId }: { videoId: string }) {
  const code = badgeCode.value;
  return code ? code.spokenCardBadge(videoId) : null;
}

function videoSpokenBadge(videoId: string) {
  const code = badgeCode.peek();
  return code ? code.spokenCardBadge(videoId) : <SpokenBadgeLater videoId={videoId} />;
}

function videoCardBadge(videoId: string) {
  const code = badgeCode.peek();
  return code ? code.cardBadge(videoId) : <BadgeLater videoId={videoId} />;
}

/**
 * Continue watching's second line as said: "17 minutes 56 seconds left, Stage Door", in words
 * once the badge code is here (it has the durations' words); its drawn line ("17:56 left") until then.
 */
function SpokenLeftLater({ seconds, model }: { seconds: number; model: CardModel }) {
  const code = badgeCode.value;
  useEffect(loadBadgeCode, []);
  const channel = model.target?.name === 'video' ? model.target.video.channelTitle : undefined;
  return <>{code ? [code.spokenTimeLeft(seconds), channel].filter(Boolean).join(', ') : model.subtitle}</>;
}
