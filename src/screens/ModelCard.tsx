import { navigate } from '../state/router.ts';
import { Card } from '../ui/Card.tsx';
import { PureComponent } from '../ui/PureComponent.ts';
import { knownCardFacts } from '../state/videoFacts.ts';
import { videoBadge } from './VideoBadge.tsx';
import { durationBadge } from './cardBadges.ts';
import type { CardModel } from './viewModels.ts';

interface ModelCardProps {
  model: CardModel;
  index: number;
  /** Position in the shelf or grid track, in px. */
  left: number;
  top?: number;
  autofocus?: boolean;
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

  override render({ model, index, left, top, autofocus }: ModelCardProps) {
    return (
      <Card
        index={index}
        focusKey={model.key}
        title={model.title}
        subtitle={model.subtitle}
        eyebrow={model.eyebrow}
        thumbnailUrl={model.thumbnailUrl}
        icon={model.icon}
        round={model.round}
        badge={model.badge ?? (model.videoId ? videoBadge(model.videoId, badgeText(model.videoId)) : undefined)}
        progress={model.progress}
        style={top === undefined ? { left: `${left}px` } : { left: `${left}px`, top: `${top}px` }}
        autofocus={autofocus}
        onSelect={this.select}
      />
    );
  }
}

/** The badge text when the facts are in; null when they are in and give none; undefined while they come. */
export function badgeText(videoId: string): string | null | undefined {
  const facts = knownCardFacts(videoId);
  return facts === undefined ? undefined : (durationBadge(facts) ?? null);
}
