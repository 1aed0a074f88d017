import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { removeFromPlaylist } from '../state/channels.ts';
import { explainWithRetry } from '../state/explainError.ts';
import { notify } from '../state/notice.ts';
import { memoryOf } from '../state/routeMemory.ts';
import { goBack, routeBelow } from '../state/router.ts';
import { Question } from '../ui/Question.tsx';
import { cutToWidth, nameWidthInRow } from '../ui/nameWidthInRow.ts';
import { rowKeyAfterRemoving } from './Playlist.tsx';
import { t } from '../i18n/messages.ts';

interface RemoveProps {
  itemId: string;
  videoTitle: string;
  playlistTitle: string;
}

/**
 * "Remove from “Cooking”" on a video opened from the viewer's own playlist: asks first, with Cancel
 * focused (one OK too many on a remote should not lose a playlist's item, and every other question
 * the app asks does the same), then takes the item out and goes back to the playlist, focus on the
 * row that followed it. A failure stays in the question and says why.
 */
export function RemoveFromPlaylist({ itemId, videoTitle, playlistTitle }: RemoveProps) {
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const remove = () => {
    setRemoving(true);
    setFailure(undefined);
    removeFromPlaylist(itemId)
      .then(() => {
        setAsking(false);
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
        setFailure(explainWithRetry(e, (why) => t("Couldn't remove it. {why} Press OK to try again.", { why }), (why) => t("Couldn't remove it. {why}", { why })));
      });
  };
  const close = () => {
    if (removing) return;
    setAsking(false);
    setFailure(undefined);
  };
  return (
    <>
      <button
        class="btn btn--secondary btn--named"
        data-focus-key="remove-from-playlist"
        data-testid="remove-from-playlist"
        aria-label={t('Remove from “{playlist}”', { playlist: playlistTitle })}
        onClick={() => setAsking(true)}
      >
        <NamedLabel template={t('Remove from “{playlist}”')} name={playlistTitle} />
      </button>
      {asking ? (
        <Question
          title={t('Remove this video from “{playlist}”?', { playlist: playlistTitle })}
          deed={{ label: t('Remove'), busyLabel: t('Removing…'), retryLabel: t('Try removing again') }}
          busy={removing}
          failure={failure}
          testId="remove"
          onDeed={remove}
          onCancel={close}
        >
          <p>{t('“{video}” leaves this playlist. Add to playlist can put it back.', { video: videoTitle })}</p>
        </Question>
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
 * width. A name cut here ends in an ellipsis right after its last letter: cut by the stylesheet's
 * text-overflow, it kept the space before the cut and the box's unused width, and read
 * "Remove from “Watch on the big …  ”".
 */
function useRoomForName(name: string) {
  const ref = useRef<HTMLSpanElement>(null);
  // After every render, not only a new name, and whenever a button of the row comes or goes: the
  // buttons beside it change with the video's facts (Retry when they failed, no Play once it cannot
  // play), and those are drawn by components of their own, which re-render without this one.
  useLayoutEffect(() => {
    const span = ref.current;
    const button = span?.closest<HTMLElement>('.btn');
    const row = button?.parentElement;
    const text = span?.firstChild;
    if (!span || !button || !row || !(text instanceof Text)) return;
    const fit = () => {
      // The text node Preact made, its data changed in place: Preact keeps its own node.
      text.data = name;
      span.style.maxWidth = 'none';
      const em = parseFloat(getComputedStyle(span).fontSize);
      const width = nameWidthInRow(row, button, span, 7 * em);
      if (width !== undefined) text.data = cutToWidth(name, width, (shown) => ((text.data = shown), span.scrollWidth));
    };
    fit();
    const buttonsChanged = new MutationObserver(fit);
    buttonsChanged.observe(row, { childList: true });
    return () => buttonsChanged.disconnect();
  });
  return ref;
}
