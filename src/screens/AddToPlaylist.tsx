import { useLayoutEffect, useState } from 'preact/hooks';
import { focusElement } from '../nav/focus.ts';
import type { Playlist } from '../api/video/index.ts';
import { addToPlaylist, isInPlaylist } from '../state/channels.ts';
import { explainWithRetry } from '../state/explainError.ts';
import type { PagedList } from '../state/pagedList.ts';
import { notify } from '../state/notice.ts';
import { navigate, type VideoRef } from '../state/router.ts';
import { busyButton } from '../ui/busyButton.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { ErrorState, useShownError } from '../ui/ListState.tsx';
import { ScrollCues } from '../ui/ScrollCues.tsx';
import { t } from '../i18n/messages.ts';
import { SymbolLabel } from '../ui/SymbolLabel.tsx';

type Where = 'start' | 'end';
type Adding = { playlistId: string; where: Where } | undefined;

interface AddToPlaylistProps {
  video: VideoRef;
  playlists: PagedList<Playlist>;
  onClose: () => void;
}

/**
 * "Add to playlist" in one dialog: OK on a playlist adds the video at its end, the row's second
 * button adds it at the start. Success closes the dialog with a notice on the video's page; a
 * failure stays in the dialog, on the row, so OK tries again where the viewer already is.
 */
export function AddToPlaylist({ video, playlists, onClose }: AddToPlaylistProps) {
  const [adding, setAdding] = useState<Adding>(undefined);
  const [failure, setFailure] = useState<{ playlistId: string; text: string } | undefined>(undefined);
  /** The playlist found to have the video already: OK again on it adds a second copy. */
  const [already, setAlready] = useState<string | undefined>(undefined);

  // A sentence come under a row ("Already in…", a failure) is brought into view with it, if focus
  // is still on that row (the viewer may have moved on while the answer came): under the list's
  // last whole row it was below the list's foot, unseen.
  useLayoutEffect(() => {
    const row = document.querySelector('[data-testid="add-to-playlist"]')?.querySelector('[data-testid="add-already"], [data-testid="add-failed"]')?.closest('[data-focus-whole]');
    const focused = document.activeElement;
    if (row && focused instanceof HTMLElement && row.contains(focused)) focusElement(focused, true);
  }, [already, failure]);

  const add = (playlist: Playlist, where: Where) => {
    const title = playlist.snippet?.title ?? t('the playlist');
    // Asked once and answered with OK again, or a try again after a failure: no check (after a
    // lost reply the video is there already, and addToPlaylist knows it as that try's work).
    const confirmed = already === playlist.id || failure?.playlistId === playlist.id;
    setAdding({ playlistId: playlist.id!, where });
    setFailure(undefined);
    setAlready(undefined);
    (confirmed ? Promise.resolve(false) : isInPlaylist(playlist.id!, video.videoId))
      .then((inIt) => {
        if (!inIt) return addToPlaylist(playlist.id!, video.videoId, where).then(() => true);
        setAdding(undefined);
        setAlready(playlist.id!);
        return false;
      })
      .then((added) => {
        if (!added) return;
        onClose();
        notify(where === 'start' ? t('Added to “{title}” at the start.', { title }) : t('Added to “{title}” at the end.', { title }));
      })
      .catch((e: unknown) => {
        setAdding(undefined);
        const failed = (why: string) => t("Couldn't add to “{title}”. {why}", { title, why });
        setFailure({ playlistId: playlist.id!, text: explainWithRetry(e, (why) => t('{why} Press OK to try again.', { why: failed(why) }), failed) });
      });
  };
  const newPlaylist = () => {
    onClose();
    navigate({ name: 'createPlaylist', addVideo: video });
  };
  const busy = adding !== undefined;
  const list = playlists.items.value;
  const shownError = useShownError(playlists.error.value, playlists.loading.value);
  const loaded = !playlists.loading.value || list.length > 0;

  return (
    <Dialog title={t('Add to playlist')} onClose={busy ? () => undefined : onClose}>
      {list.length ? <p class="dialog__hint">{t('OK adds the video at the end of a playlist.')}</p> : null}
      {/* Scrolls with focus (data-scroll-y): rows past its height would be focused but unseen. */}
      <ScrollCues more={playlists.hasMore.value && list.length > 0} class="dialog__list" data-nav-container data-scroll-y="list" aria-label={t('Your playlists')} data-testid="add-to-playlist">
        {/* Focus waits on the words while the list comes (the dialog has nothing else to hold it),
            and the first row takes it when it arrives. */}
        {playlists.loading.value && list.length === 0 && !shownError ? (
          <p class="dialog__waiting" tabIndex={-1} data-autofocus>
            {t('Loading your playlists…')}
          </p>
        ) : null}
        {/* Retry keeps focus while it runs ("Retrying…"): it used to vanish into "Loading…", and
            focus with it, to the page. */}
        {shownError ? <ErrorState text={shownError.text} retrying={shownError.retrying} onRetry={() => playlists.reload()} /> : null}
        {!playlists.loading.value && list.length === 0 && !playlists.error.value ? <p>{t('You have no playlists yet.')}</p> : null}
        {list.map((p, i) => {
          const addingHere = adding && adding.playlistId === p.id ? adding.where : undefined;
          const failedHere = failure && failure.playlistId === p.id ? failure.text : undefined;
          const alreadyHere = already === p.id;
          return (
            <div class="add-row" key={p.id} data-testid="add-row" data-focus-whole>
              <button
                class="btn btn--secondary add-row__main"
                data-autofocus={i === 0 || undefined}
                data-focus-key={`add-end-${p.id}`}
                {...busyButton(busy, () => add(p, 'end'))}
                onFocus={i >= list.length - 3 && playlists.hasMore.value ? () => playlists.loadMore() : undefined}
                dir="auto"
              >
                {addingHere === 'end' ? t('Adding…') : p.snippet?.title}
              </button>
              <button class="btn btn--secondary add-row__start" data-focus-key={`add-start-${p.id}`} aria-label={t('Add to “{title}” at the start', { title: p.snippet?.title ?? '' })} {...busyButton(busy, () => add(p, 'start'))}>
                {addingHere === 'start' ? t('Adding…') : t('Add at the start')}
              </button>
              {alreadyHere ? (
                <p class="add-row__error add-row__note" role="alert" data-testid="add-already">
                  {t('Already in “{title}”. Press OK again to add it a second time.', { title: p.snippet?.title ?? '' })}
                </p>
              ) : null}
              {failedHere ? (
                <p class="inline-error add-row__error" role="alert" data-testid="add-failed">
                  {failedHere}
                </p>
              ) : null}
            </div>
          );
        })}
        {/* Only once the whole list is in: shown while it loads, it would take the focus meant for
            the first row, or sit where the next page of playlists arrives. */}
        {loaded && !playlists.hasMore.value ? (
          <button class="btn add-row__new" data-focus-key="add-new-playlist" data-autofocus={(list.length === 0 && !playlists.error.value) || undefined} {...busyButton(busy, newPlaylist)}>
            <SymbolLabel text={t('+ New playlist with this video')} />
          </button>
        ) : null}
      </ScrollCues>
    </Dialog>
  );
}
