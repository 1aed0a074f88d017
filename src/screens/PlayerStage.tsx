import { useSignalEffect } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Video } from '../api/video/index.ts';
import { focusElement, focusIsLost } from '../nav/focus.ts';
import { keepScreenOn } from '../platform/keepScreenOn.ts';
import { captionsChosen, chooseCaptions } from '../player/captionsChoice.ts';
import { PlayerController } from '../player/controller.ts';
import { playerErrorWords } from '../player/errorWords.ts';
import { savedPosition, savePosition } from '../state/continueWatching.ts';
import { nextAfter, nextInList } from '../state/playQueue.ts';
import { memoryOf } from '../state/routeMemory.ts';
import { goBack, replaceTop, routeBelow, type Route } from '../state/router.ts';
import { useBack } from '../ui/hooks.ts';
import { PlayerBar } from '../ui/PlayerBar.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { PlayerEnd } from './PlayerEnd.tsx';
import { PlayerMessage } from './PlayerMessage.tsx';
import { useBarAutoHide } from './useBarAutoHide.ts';
import { useEmbeddedPlayer } from './useEmbeddedPlayer.ts';
import { useNextCountdown } from './useNextCountdown.ts';
import { usePlayerKeys } from './usePlayerKeys.ts';
import { videoRefWithFacts } from './videoFactsView.ts';
import { durationSeconds, isLive } from './cardBadges.ts';
import { t } from '../i18n/messages.ts';

const SAVE_EVERY_MS = 10_000;
/** How often the player's clock is read for the time on screen. */
const SAMPLE_MS = 250;

/**
 * A video playing in the platform's embedded player, driven by tenfoot's own controls: the iframe
 * never has focus; the stage (the seek line) or a button of the bar or a panel has it.
 */
export function PlayerStage({ route, facts }: { route: Extract<Route, { name: 'player' }>; facts: Video }) {
  const video = videoRefWithFacts(route.video, facts);
  const live = isLive(facts);
  const hasCaptions = facts.contentDetails?.caption === 'true';
  const [controller] = useState(() => {
    const c = new PlayerController(live, durationSeconds(facts) ?? 0);
    c.currentTime.value = route.startAt;
    return c;
  });
  const [next] = useState(() => {
    if (route.queue) return nextInList(route.queue, video.videoId, (up) => up);
    const below = routeBelow();
    return below ? nextAfter(memoryOf(below), video.videoId) : undefined;
  });
  const [attempt, setAttempt] = useState(0);
  const [captions, setCaptions] = useState(captionsChosen);
  const [barVisible, setBarVisible] = useState(true);
  const stage = useRef<HTMLDivElement>(null);
  const frameHost = useRef<HTMLDivElement>(null);
  const barButtons = useRef<HTMLDivElement>(null);
  const resumeAt = useRef(route.startAt);

  const focusStage = () => {
    if (stage.current) focusElement(stage.current);
  };
  const save = () => {
    if (live) return;
    void savePosition({
      videoId: video.videoId,
      title: video.title,
      channelId: video.channelId,
      channelTitle: video.channelTitle,
      thumbnailUrl: video.thumbnailUrl,
      positionSeconds: Math.floor(controller.currentTime.peek()),
      durationSeconds: controller.duration.peek(),
      updatedAt: Date.now(),
    });
  };
  const saveOnLeaving = useRef(save);
  saveOnLeaving.current = save;
  // Leaving saves on the way out (the unmount below), whichever way out it was: Back, Stop, a colour key.
  const leave = () => goBack();
  const playNext = () => {
    if (!next) return;
    const below = routeBelow();
    if (below) memoryOf(below).focusKey = next.focusKey;
    replaceTop({ name: 'player', video: next.video, startAt: savedPosition(next.video.videoId)?.positionSeconds ?? 0, queue: route.queue });
  };
  // A new player where this one was: Try again after an error, or captions on or off.
  const rebuild = (change: () => void) => {
    resumeAt.current = Math.floor(controller.currentTime.peek());
    controller.errorCode.value = undefined;
    change();
  };

  useEmbeddedPlayer({ controller, facts, title: video.title, host: frameHost, captions, attempt, startAt: () => resumeAt.current });
  const countdown = useNextCountdown(controller, !!next, playNext);

  useEffect(() => {
    const sample = setInterval(() => controller.sample(), SAMPLE_MS);
    const saver = setInterval(() => controller.state.peek() === 'playing' && save(), SAVE_EVERY_MS);
    return () => {
      clearInterval(sample);
      clearInterval(saver);
      keepScreenOn(false);
      saveOnLeaving.current();
    };
  }, []);

  useSignalEffect(() => {
    const state = controller.state.value;
    // The TV's screensaver stays off while the video plays; paused, it may start.
    keepScreenOn(state === 'playing');
    // At the end, saved: a video watched to its end leaves Continue watching.
    if (state === 'ended') save();
  });

  useLayoutEffect(focusStage, []);

  const keys = usePlayerKeys({
    controller,
    stage,
    barButtons,
    barVisible,
    setBarVisible,
    onAnyKey: countdown.stop,
    onStop: leave,
    onNext: next ? playNext : undefined,
  });

  const state = controller.state.value;
  // A panel (the end, an error) that went away took focus with it: back to the stage, not the page.
  useLayoutEffect(() => {
    if (focusIsLost()) focusStage();
  }, [state]);
  useBarAutoHide({ barVisible, hide: () => setBarVisible(false), show: () => setBarVisible(true), state, keyTick: keys.keyTick, stage });

  useBack(() => {
    if (barVisible && state !== 'ended' && state !== 'error') {
      setBarVisible(false);
      focusStage();
    } else leave();
    return true;
  });

  const time = controller.preview.value ?? controller.currentTime.value;
  const errorCode = controller.errorCode.value;
  const words = errorCode !== undefined ? playerErrorWords(errorCode) : undefined;
  const playing = controller.isPlaying;

  return (
    <div class={`player${barVisible ? ' player--bar' : ''}${words ? ' player--message' : ''}`} data-testid="player" data-state={state} data-current-time={Math.floor(controller.currentTime.value)} data-duration={Math.floor(controller.duration.value)} data-video-id={video.videoId}>
      <div class="player__frame-host" ref={frameHost} />
      <div
        class="player__stage"
        ref={stage}
        data-focusable
        tabIndex={-1}
        data-testid="player-stage"
        role="slider"
        aria-label={stageLabel(video.title, live, playing)}
        aria-valuemin={0}
        aria-valuemax={Math.floor(controller.duration.value)}
        aria-valuenow={Math.floor(time)}
        onClick={() => controller.togglePlay()}
      />
      {state === 'buffering' || state === 'loading' ? <Spinner label={t('Loading')} /> : null}
      {words ? (
        <PlayerMessage title={words.title} text={words.text} onRetry={words.canRetry ? () => rebuild(() => setAttempt((n) => n + 1)) : undefined} onBack={leave} />
      ) : state === 'ended' ? (
        <PlayerEnd
          finished={video}
          next={next?.video}
          secondsLeft={countdown.secondsLeft}
          onNext={playNext}
          onAgain={() => {
            countdown.stop();
            controller.togglePlay();
            focusStage();
          }}
          onBack={leave}
        />
      ) : barVisible ? (
        <PlayerBar
          title={video.title}
          channelTitle={video.channelTitle}
          time={time}
          duration={controller.duration.value}
          live={live}
          previewing={controller.preview.value !== undefined}
          playing={playing}
          captions={hasCaptions ? captions : undefined}
          nextTitle={next?.video.title}
          seekFocused={keys.stageFocused}
          buttonsRef={barButtons}
          onPlayPause={() => controller.togglePlay()}
          onCaptions={() =>
            rebuild(() => {
              chooseCaptions(!captions);
              setCaptions(!captions);
            })
          }
          onNext={playNext}
        />
      ) : null}
    </div>
  );
}

/** What a screen reader says of the stage: a live stream has no seek, so Left and Right are not offered. */
function stageLabel(title: string, live: boolean, playing: boolean): string {
  if (live) return playing ? t('{title}: live. OK to pause.', { title }) : t('{title}: live, paused. OK to play.', { title });
  return playing ? t('{title}: playing. OK to pause, left and right to seek.', { title }) : t('{title}: paused. OK to play, left and right to seek.', { title });
}
