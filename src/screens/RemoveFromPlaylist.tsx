import { useState } from 'preact/hooks';
import { removeFromPlaylist } from '../state/channels.ts';
import { explainError } from '../state/explainError.ts';
import { notify } from '../state/notice.ts';
import { memoryOf } from '../state/routeMemory.ts';
import { goBack, routeBelow } from '../state/router.ts';
import { busyButton } from '../ui/busyButton.ts';
import { rowKeyAfterRemoving } from './Playlist.tsx';
import { t } from '../i18n/messages.ts';

interface RemoveProps {
  itemId: string;
  videoTitle: string;
  playlistTitle: string;
}

/**
 * "Remove from “Cooking”" on a video opened from the viewer's own playlist: takes the item out and
 * goes back to the playlist, focus on the row that followed it. A failure stays here and says why.
 */
export function RemoveFromPlaylist({ itemId, videoTitle, playlistTitle }: RemoveProps) {
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const remove = () => {
    setRemoving(true);
    setFailure(undefined);
    removeFromPlaylist(itemId)
      .then(() => {
        const below = routeBelow();
        if (below?.name === 'playlist') {
          const memory = memoryOf(below);
          memory.focusKey = rowKeyAfterRemoving(memory, itemId);
        }
        goBack();
        notify(t('Removed “{video}” from “{playlist}”.', { video: videoTitle, playlist: playlistTitle }));
      })
      .catch((e: unknown) => {
        setRemoving(false);
        setFailure(t("Couldn't remove it. {why} Press OK to try again.", { why: explainError(e) }));
      });
  };
  return (
    <>
      <button class="btn btn--secondary" data-focus-key="remove-from-playlist" data-testid="remove-from-playlist" {...busyButton(removing, remove)}>
        {removing ? t('Removing…') : failure ? t('Try removing again') : t('Remove from “{playlist}”', { playlist: playlistTitle })}
      </button>
      {failure ? (
        <p class="inline-error" role="alert" data-testid="remove-failed">
          {failure}
        </p>
      ) : null}
    </>
  );
}
