import { useState } from 'preact/hooks';
import { deletePlaylist, loadPlaylist } from '../state/channels.ts';
import { explainError, explainWithRetry } from '../state/explainError.ts';
import { notify } from '../state/notice.ts';
import { memoryOf } from '../state/routeMemory.ts';
import { currentRoute, goBack, navigate, routeBelow } from '../state/router.ts';
import { cardKeyAfterDeleting } from './libraryMemory.ts';
import { busyButton } from '../ui/busyButton.ts';
import { Question } from '../ui/Question.tsx';
import { t } from '../i18n/messages.ts';
import { busyButtonLabel } from '../ui/steadyWidth.ts';

type Busy = 'opening' | 'deleting' | undefined;

/**
 * Edit and Delete for a playlist of the viewer's own. Edit asks for the playlist's description
 * and privacy (the list of items does not carry them) and opens the form; Delete asks first,
 * with Cancel focused, since it cannot be undone.
 */
export function PlaylistActions({ playlistId, title }: { playlistId: string; title: string }) {
  const [busy, setBusy] = useState<Busy>(undefined);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const edit = () => {
    setBusy('opening');
    setFailure(undefined);
    loadPlaylist(playlistId)
      .then((playlist) => navigate({ name: 'editPlaylist', playlist }))
      .catch((e: unknown) => setFailure(explainWithRetry(e, (why) => t("Couldn't open the playlist to edit it. {why} Press OK to try again.", { why }), (why) => t("Couldn't open the playlist to edit it. {why}", { why }))))
      .finally(() => setBusy(undefined));
  };
  const remove = () => {
    // The playlist's own screen: a colour key may open another while the delete is on its way.
    const here = currentRoute.peek();
    setBusy('deleting');
    setFailure(undefined);
    deletePlaylist(playlistId)
      .then(() => {
        setAsking(false);
        if (currentRoute.peek() !== here) return notify(t('Deleted “{title}”.', { title }));
        // Back on Library, focus on the card that takes the deleted one's place.
        const below = routeBelow();
        if (below?.name === 'library') {
          const memory = memoryOf(below);
          memory.focusKey = cardKeyAfterDeleting(memory, playlistId);
        }
        goBack();
        // After the move: the notice belongs to the screen the viewer lands on.
        notify(t('Deleted “{title}”.', { title }));
      })
      .catch((e: unknown) => setFailure(t("Couldn't delete “{title}”. {why}", { title, why: explainError(e) })))
      .finally(() => setBusy(undefined));
  };

  // The question opens and closes with no failure said: an Edit's failure is not the Delete's,
  // and a Delete given up on is not said under the header.
  const ask = () => {
    setFailure(undefined);
    setAsking(true);
  };
  const cancel = () => {
    setAsking(false);
    setFailure(undefined);
  };
  const editButton = busyButtonLabel(busy === 'opening', t('Edit'), t('Opening…'));
  return (
    <>
      <button class="btn btn--secondary" data-focus-key="playlist-edit" data-testid="playlist-edit" {...busyButton(busy !== undefined, edit)} {...editButton.width}>
        {editButton.label}
      </button>
      <button class="btn btn--secondary" data-focus-key="playlist-delete" data-testid="playlist-delete" {...busyButton(busy !== undefined, ask)}>
        {t('Delete')}
      </button>
      {failure && !asking ? (
        <p class="inline-error playlist-header__error" role="alert" data-testid="playlist-action-failed">
          {failure}
        </p>
      ) : null}
      {asking ? (
        <Question
          title={t('Delete “{title}”?', { title })}
          deed={{ label: t('Delete playlist'), busyLabel: t('Deleting…'), retryLabel: t('Try again') }}
          // Only the delete is ever on its way while the question is open: Delete is inert while an
          // Edit's lookup runs, and the question holds focus while it is open.
          busy={busy === 'deleting'}
          failure={failure}
          testId="delete"
          onDeed={remove}
          onCancel={cancel}
        >
          <p>{t('The playlist and its list of videos go for good. The videos themselves stay.')}</p>
        </Question>
      ) : null}
    </>
  );
}
