import { navigate } from '../state/router.ts';
import { Card } from '../ui/Card.tsx';
import { PureComponent } from '../ui/PureComponent.ts';
import { VideoBadge } from './VideoBadge.tsx';
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
        badge={model.badge ?? (model.videoId ? <VideoBadge videoId={model.videoId} /> : undefined)}
        progress={model.progress}
        style={top === undefined ? { left: `${left}px` } : { left: `${left}px`, top: `${top}px` }}
        autofocus={autofocus}
        onSelect={this.select}
      />
    );
  }
}
