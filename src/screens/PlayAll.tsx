import { useEffect, useRef, useState } from 'preact/hooks';
import { savedPosition } from '../state/continueWatching.ts';
import type { PagedList } from '../state/pagedList.ts';
import { queueOfWholeList, shuffled, type NextUp } from '../state/playQueue.ts';
import { navigate } from '../state/router.ts';
import { busyButton } from '../ui/busyButton.ts';
import { t } from '../i18n/messages.ts';
import { busyButtonLabel, steadyWidth } from '../ui/steadyWidth.ts';
import { SymbolLabel } from '../ui/SymbolLabel.tsx';

/**
 * "Play all" and "Shuffle" for a list of videos (a playlist, a channel's uploads): the player
 * takes the order with it, so the end of each video offers the next of that order. The order is of
 * the whole list (its first 200 items, PLAY_ALL_LIMIT), playable videos only: the pages not loaded
 * yet are fetched first, while the button pressed keeps focus and says "Loading…".
 */
export function PlayAll<T>({ list, toNext, testId }: { list: PagedList<T>; toNext: (item: T) => NextUp | undefined; testId: string }) {
  const [busy, setBusy] = useState<'play' | 'shuffle' | undefined>(undefined);
  const left = useRef(false);
  useEffect(
    () => () => {
      left.current = true;
    },
    [],
  );
  const start = (how: 'play' | 'shuffle') => {
    setBusy(how);
    void queueOfWholeList(list, toNext, () => left.current).then((queue) => {
      // The viewer went elsewhere while it loaded: nothing starts behind their back.
      if (left.current) return;
      setBusy(undefined);
      const order = how === 'shuffle' ? shuffled(queue) : queue;
      const first = order[0];
      if (!first) return;
      navigate({ name: 'player', video: first.video, startAt: savedPosition(first.video.videoId)?.positionSeconds ?? 0, queue: order });
    });
  };
  const { play, shuffle } = labels();
  const playButton = busyButtonLabel(busy === 'play', play[0], play[1]);
  const shuffleButton = busyButtonLabel(busy === 'shuffle', shuffle[0], shuffle[1]);
  return (
    <>
      <button class="btn" data-focus-key={`${testId}-play-all`} data-testid={`${testId}-play-all`} {...busyButton(busy !== undefined, () => start('play'))} {...playButton.width}>
        <SymbolLabel text={playButton.label} />
      </button>
      <button class="btn btn--secondary" data-focus-key={`${testId}-shuffle`} data-testid={`${testId}-shuffle`} {...busyButton(busy !== undefined, () => start('shuffle'))} {...shuffleButton.width}>
        <SymbolLabel text={shuffleButton.label} />
      </button>
    </>
  );
}

/**
 * Play all's and Shuffle's room while the list's first page comes, each as wide as its button:
 * the header no longer grows by their line when the list arrives, moving the list down. Buttons
 * for their exact size, disabled and hidden from screen readers: nothing can be focused or pressed
 * before there is a list to play. Only until the list's first answer: a list found empty, or that
 * failed, keeps its header as it is through a Retry or a reload.
 */
export function PlayAllPlaceholder<T>({ list }: { list: PagedList<T> }) {
  const answered = useRef(!list.loading.peek());
  if (!list.loading.value) answered.current = true;
  if (answered.current) return null;
  const { play, shuffle } = labels();
  return (
    <>
      <button class="btn btn--placeholder" disabled aria-hidden="true" tabIndex={-1} data-testid="play-all-placeholder" {...steadyWidth(play[0], play)}>
        <span>{play[0]}</span>
      </button>
      <button class="btn btn--secondary btn--placeholder" disabled aria-hidden="true" tabIndex={-1} {...steadyWidth(shuffle[0], shuffle)}>
        <span>{shuffle[0]}</span>
      </button>
    </>
  );
}

/** Each button's label, then the one it shows while the rest of the list loads. */
function labels(): { play: [string, string]; shuffle: [string, string] } {
  return { play: [`▶ ${t('Play all')}`, `▶ ${t('Loading…')}`], shuffle: [`⤮ ${t('Shuffle')}`, `⤮ ${t('Loading…')}`] };
}
