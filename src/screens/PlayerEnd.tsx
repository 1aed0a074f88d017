import { useLayoutEffect, useRef } from 'preact/hooks';
import { focusElement } from '../nav/focus.ts';
import type { VideoRef } from '../state/router.ts';
import { t } from '../i18n/messages.ts';
import { SymbolLabel } from '../ui/SymbolLabel.tsx';

/** The panel's line and title, said after the name of the button focused first. */
const ABOUT = 'player-end-label player-end-title';

/**
 * The end of a video: the next one of the list it came from with a countdown (any key stops the
 * count), or, when nothing follows, the video that finished (what Watch again would play) with
 * Watch again and Back.
 */
export function PlayerEnd(props: { finished: VideoRef; next?: VideoRef; secondsLeft?: number; onNext(): void; onAgain(): void; onBack(): void }) {
  const first = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (first.current) focusElement(first.current);
  }, []);
  const { next } = props;
  const shown = next ?? props.finished;
  return (
    <div class="player__end" data-testid="player-end">
      {/* The count is said as it changes; "Finished" is there from the start, and said with the button focused. */}
      <p class="player__end-label" id="player-end-label" aria-live={next ? 'polite' : undefined}>
        {!next ? t('Finished') : props.secondsLeft !== undefined ? t('Up next in {seconds}', { seconds: props.secondsLeft }) : t('Up next')}
      </p>
      <div class="player__end-next">
        {shown.thumbnailUrl ? <img class="player__end-thumb" src={shown.thumbnailUrl} alt="" /> : <span class="player__end-thumb" />}
        <h2 class="player__end-title clamp-2" id="player-end-title" dir="auto" data-testid={next ? 'player-next-title' : 'player-finished-title'}>
          {shown.title}
        </h2>
      </div>
      <div class="actions" data-nav-container>
        {next ? (
          <button class="btn" ref={first} onClick={props.onNext} data-testid="player-play-next" aria-describedby={ABOUT}>
            <SymbolLabel text={t('▶ Play now')} />
          </button>
        ) : null}
        <button class={next ? 'btn btn--secondary' : 'btn'} ref={next ? undefined : first} onClick={props.onAgain} aria-describedby={next ? undefined : ABOUT}>
          {t('Watch again')}
        </button>
        <button class="btn btn--secondary" onClick={props.onBack}>
          {t('Back')}
        </button>
      </div>
    </div>
  );
}
