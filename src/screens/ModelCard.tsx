import type { CSSProperties } from 'preact';
import { navigate } from '../state/router.ts';
import { Card } from '../ui/Card.tsx';
import type { CardModel } from './viewModels.ts';

/** A card for a view model: OK goes where the model points. One place for every shelf and grid. */
export function ModelCard({ model, index, style, autofocus }: { model: CardModel; index: number; style: CSSProperties; autofocus?: boolean }) {
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
      badge={model.badge}
      style={style}
      autofocus={autofocus}
      onSelect={() => model.target && navigate(model.target)}
    />
  );
}
