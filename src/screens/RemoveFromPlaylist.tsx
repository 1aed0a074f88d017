import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { removeFromPlaylist } from '../state/channels.ts';
import { explainError } from '../state/explainError.ts';
import { notify } from '../state/notice.ts';
import { memoryOf } from '../state/routeMemory.ts';
import { goBack, routeBelow } from '../state/router.ts';
import { busyButton } from '../ui/busyButton.ts';
import { nameWidthInRow } from '../ui/nameWidthInRow.ts';
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
  const idle = !removing && !failure;
  return (
    <>
      <button
        class={`btn btn--secondary${idle ? ' btn--named' : ''}`}
        data-focus-key="remove-from-playlist"
        data-testid="remove-from-playlist"
        aria-label={idle ? t('Remove from “{playlist}”', { playlist: playlistTitle }) : undefined}
        {...busyButton(removing, remove)}
      >
        {removing ? t('Removing…') : failure ? t('Try removing again') : <NamedLabel template={t('Remove from “{playlist}”')} name={playlistTitle} />}
      </button>
      {failure ? (
        <p class="inline-error" role="alert" data-testid="remove-failed">
          {failure}
        </p>
      ) : null}
    </>
  );
}

/**
 * A label on one line whose playlist title is cut with an ellipsis when long (styles.css,
 * .btn--named): the words round it, in the language's order, always show whole (a Japanese label
 * ends with its verb). The button's aria-label says it all.
 */
function NamedLabel({ template, name }: { template: string; name: string }) {
  const nameRef = useRoomForName(name);
  const at = template.indexOf('{playlist}');
  if (at < 0) return <>{template}</>;
  return (
    <>
      {template.slice(0, at)}
      <span class="btn__name" dir="auto" ref={nameRef}>
        {name}
      </span>
      {template.slice(at + '{playlist}'.length)}
    </>
  );
}

/**
 * How much of the playlist's name the button shows: all of it when the row of buttons has room;
 * else as much as keeps the buttons on one line, if that leaves a name to read (7 em, about a
 * dozen letters, at any text size); else the row wraps anyway, and the name takes up to the row's
 * width.
 */
function useRoomForName(name: string) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const span = ref.current;
    const button = span?.closest<HTMLElement>('.btn');
    const row = button?.parentElement;
    if (!span || !button || !row) return;
    span.style.maxWidth = 'none';
    const width = nameWidthInRow(row, button, span, 7 * parseFloat(getComputedStyle(span).fontSize));
    span.style.maxWidth = width === undefined ? 'none' : `${width}px`;
  }, [name]);
  return ref;
}
