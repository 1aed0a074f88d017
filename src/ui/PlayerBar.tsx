import { formatClock, secondsLeft } from '../player/clock.ts';
import { t } from '../i18n/messages.ts';
import { around } from '../i18n/around.ts';
import { steadyWidth } from './steadyWidth.ts';
import { SymbolLabel } from './SymbolLabel.tsx';

export interface PlayerBarProps {
  title: string;
  channelTitle?: string;
  /** Seconds shown as elapsed: the scrub preview while a key is held. */
  time: number;
  duration: number;
  live: boolean;
  /** A held Left/Right is choosing where to land: the time shows as a preview. */
  previewing: boolean;
  playing: boolean;
  /** undefined when the video has no captions. */
  captions?: boolean;
  nextTitle?: string;
  /** Focus is on the stage (the seek line): the line wears the focus state. */
  seekFocused: boolean;
  /** Where the bar's buttons are, for Down from the seek line. */
  buttonsRef?: { current: HTMLDivElement | null };
  onPlayPause(): void;
  onCaptions(): void;
  onNext(): void;
}

/**
 * The control bar: title and channel, elapsed and remaining time over the progress line (LIVE
 * instead for a live stream), then Play/Pause, Captions and Next. Shown by any key, hidden after
 * 5 s of playing without one (the stage decides).
 */
export function PlayerBar(p: PlayerBarProps) {
  const share = p.duration > 0 ? Math.min(1, Math.max(0, p.time / p.duration)) : 0;
  const playLabel = p.playing ? t('❚❚ Pause') : t('▶ Play');
  const captionsLabel = p.captions ? t('Captions: on') : t('Captions: off');
  return (
    <div class="player-bar" data-testid="player-bar">
      <h1 class="player-bar__title clamp-2" dir="auto">
        {p.title}
      </h1>
      {/* On the screen's side, its words in their own direction: with the line in the name's
          direction, a Hebrew channel stood at the far right under a title on the left. */}
      <p class="player-bar__channel" hidden={!p.channelTitle}>
        <bdi>{p.channelTitle}</bdi>
      </p>
      {p.live ? (
        <div class={`player-bar__line${p.seekFocused ? ' player-bar__line--focused' : ''}`}>
          <span class="player-bar__live">{t('LIVE')}</span>
        </div>
      ) : (
        <div class={`player-bar__line${p.seekFocused ? ' player-bar__line--focused' : ''}`}>
          <span class={`player-bar__time${p.previewing ? ' player-bar__time--preview' : ''}`} data-testid="player-elapsed">
            {formatClock(p.time)}
          </span>
          <span class="player-bar__track" aria-hidden="true">
            <span class="player-bar__fill" style={{ width: `${share * 100}%` }} />
            <span class="player-bar__knob" style={{ left: `${share * 100}%` }} />
          </span>
          <span class="player-bar__time" data-testid="player-remaining">
            −{formatClock(secondsLeft(p.time, p.duration))}
          </span>
        </div>
      )}
      <div class="player-bar__buttons actions" data-nav-container ref={p.buttonsRef}>
        {/* Each as wide as its wider label: at each press the buttons beside them moved 57 px. */}
        <button class="btn" data-testid="player-play-pause" onClick={p.onPlayPause} {...steadyWidth(playLabel, [t('❚❚ Pause'), t('▶ Play')])}>
          <SymbolLabel text={playLabel} />
        </button>
        {p.captions !== undefined ? (
          <button class="btn btn--secondary" data-testid="player-captions" aria-pressed={p.captions} onClick={p.onCaptions} {...steadyWidth(captionsLabel, [t('Captions: on'), t('Captions: off')])}>
            {captionsLabel}
          </button>
        ) : null}
        {p.nextTitle ? <NextButton title={p.nextTitle} onNext={p.onNext} /> : null}
      </div>
    </div>
  );
}

/**
 * "Next: {title}" with the title in an isolate (<bdi>), as the search results' heading holds its
 * query: in Arabic, an English title ending in "?" lost its "?" to the far end of the button.
 */
function NextButton({ title, onNext }: { title: string; onNext: () => void }) {
  const [before, after] = around(t('Next: {title}'), 'title');
  return (
    <button class="btn btn--secondary player-bar__next" data-testid="player-next" onClick={onNext} dir="auto">
      {before}
      <bdi>{title}</bdi>
      {after}
    </button>
  );
}
