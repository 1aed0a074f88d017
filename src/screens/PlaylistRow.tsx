import { navigate } from '../state/router.ts';
import { placeOf } from '../ui/Card.tsx';
import { PureComponent } from '../ui/PureComponent.ts';
import { t } from '../i18n/messages.ts';
import { badgeText, spokenCardBadge, spokenVideoTitle, videoBadge, videoTitle } from './VideoBadge.tsx';
import type { CardModel } from './viewModels.ts';

interface PlaylistRowProps {
  model: CardModel;
  index: number;
  /** The item's position in the playlist (0-based) when the API gave it. */
  position: number | undefined;
  top: number;
  /** How many items the playlist holds (pageInfo.totalResults), else the items loaded: the row says "3 of 232". */
  total?: number;
  /** `total` is the items loaded, and more may come. */
  more?: boolean;
}

/** One row of a playlist: its position, picture, title and channel. Pure, as grid cards are. */
export class PlaylistRow extends PureComponent<PlaylistRowProps> {
  private readonly select = () => {
    const target = this.props.model.target;
    if (target) navigate(target);
  };

  override render({ model, index, position, top, total, more }: PlaylistRowProps) {
    const place = position !== undefined ? position + 1 : index + 1;
    const nameId = `row-name-${model.key}`;
    return (
      <button class="list-row" aria-labelledby={nameId} data-index={index} data-focus-key={model.key} data-autofocus={index === 0 || undefined} data-testid="playlist-row" style={{ top: `${top}px` }} onClick={this.select}>
        <span class="list-row__position">{position !== undefined ? position + 1 : index + 1}</span>
        <span class="list-row__thumb" data-picture>
          {model.thumbnailUrl ? <img key={model.thumbnailUrl} src={model.thumbnailUrl} alt="" decoding="async" /> : null}
          {model.videoId ? videoBadge(model.videoId, badgeText(model.videoId)) : null}
        </span>
        <span class="list-row__text">
          {model.videoId && !model.lang ? (
            videoTitle(model.videoId, model.title, 'list-row__title clamp-2')
          ) : (
            <span class="list-row__title clamp-2" dir="auto" lang={model.lang}>
              {model.title}
            </span>
          )}
          <span class="list-row__subtitle" dir="auto">
            {model.subtitle}
          </span>
        </span>
        {/* Said by a screen reader: "Title, video, 12 minutes, Channel, 3 of 20" (the length comes later). */}
        <span id={nameId} hidden>
          {model.videoId && !model.lang ? spokenVideoTitle(model.videoId, model.title) : model.title}
          {model.videoId ? `, ${t('video')}` : ''}
          {model.videoId ? spokenCardBadge(model.videoId) : null}
          {[model.subtitle, total ? placeOf(place, total, more) : undefined].filter(Boolean).map((part) => `, ${part}`).join('')}
        </span>
      </button>
    );
  }
}
