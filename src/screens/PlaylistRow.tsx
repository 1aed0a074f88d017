import { navigate } from '../state/router.ts';
import { PureComponent } from '../ui/PureComponent.ts';
import { badgeText, videoBadge } from './VideoBadge.tsx';
import type { CardModel } from './viewModels.ts';

interface PlaylistRowProps {
  model: CardModel;
  index: number;
  /** The item's position in the playlist (0-based) when the API gave it. */
  position: number | undefined;
  top: number;
}

/** One row of a playlist: its position, picture, title and channel. Pure, as grid cards are. */
export class PlaylistRow extends PureComponent<PlaylistRowProps> {
  private readonly select = () => {
    const target = this.props.model.target;
    if (target) navigate(target);
  };

  override render({ model, index, position, top }: PlaylistRowProps) {
    return (
      <button class="list-row" data-index={index} data-focus-key={model.key} data-autofocus={index === 0 || undefined} data-testid="playlist-row" style={{ top: `${top}px` }} onClick={this.select}>
        <span class="list-row__position">{position !== undefined ? position + 1 : index + 1}</span>
        <span class="list-row__thumb">
          {model.thumbnailUrl ? <img key={model.thumbnailUrl} src={model.thumbnailUrl} alt="" decoding="async" /> : null}
          {model.videoId ? videoBadge(model.videoId, badgeText(model.videoId)) : null}
        </span>
        <span class="list-row__text">
          <span class="list-row__title clamp-2" dir="auto">
            {model.title}
          </span>
          <span class="list-row__subtitle" dir="auto">
            {model.subtitle}
          </span>
        </span>
      </button>
    );
  }
}
