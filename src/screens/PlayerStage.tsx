import { useSignalEffect } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Video } from '../api/video/index.ts';
import { realScheduler } from '../auth/scheduler.ts';
import { focusElement } from '../nav/focus.ts';
import { keepScreenOn } from '../platform/index.ts';
import { PlayerController } from '../player/controller.ts';
import { startCountdown } from '../player/countdown.ts';
import { embedSourceOf, embedUrl } from '../player/embedSource.ts';
import { playerErrorWords } from '../player/errorWords.ts';
import { createEmbeddedPlayer, loadPlayerApi, type ApiPlayer } from '../player/iframeApi.ts';
import { savePosition } from '../state/continueWatching.ts';
import { nextAfter } from '../state/playQueue.ts';
import { memoryOf } from '../state/routeMemory.ts';
import { goBack, replaceTop, routeBelow, type Route } from '../state/router.ts';
import { appConfig } from '../state/session.ts';
import { useBack } from '../ui/hooks.ts';
import { PlayerBar } from '../ui/PlayerBar.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { PlayerEnd } from './PlayerEnd.tsx';
import { PlayerMessage } from './PlayerMessage.tsx';
import { usePlayerKeys } from './usePlayerKeys.ts';
import { durationSeconds, isLive, videoRefWithFacts } from './videoFactsView.ts';

/** The bar goes after this long without a key while the video plays. */
const BAR_HIDE_MS = 5000;
const SAVE_EVERY_MS = 10_000;
const NEXT_COUNTDOWN_S = 10;
/** How often the player's clock is read for the time on screen. */
const SAMPLE_MS = 250;

/**
 * A video playing in the platform's embedded player, driven by tenfoot's own controls: the iframe
 * never has focus; the stage (the seek line) or a bar button has it.
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
    const below = routeBelow();
    return below ? nextAfter(memoryOf(below), video.videoId) : undefined;
  });
  const [attempt, setAttempt] = useState(0);
  const [captions, setCaptions] = useState(false);
  const [barVisible, setBarVisible] = useState(true);
  const [secondsLeft, setSecondsLeft] = useState<number | undefined>(undefined);
  const stage = useRef<HTMLDivElement>(null);
  const frameHost = useRef<HTMLDivElement>(null);
  const resumeAt = useRef(route.startAt);
  const cancelCountdown = useRef<(() => void) | undefined>(undefined);

  const state = controller.state.value;
  const time = controller.preview.value ?? controller.currentTime.value;

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
  const focusStage = () => {
    if (stage.current) focusElement(stage.current);
  };
  const playNext = () => {
    if (!next) return;
    cancelCountdown.current?.();
    const below = routeBelow();
    if (below) memoryOf(below).focusKey = next.focusKey;
    replaceTop({ name: 'player', video: next.video, startAt: 0 });
  };
  const retry = () => {
    resumeAt.current = Math.floor(controller.currentTime.peek());
    controller.errorCode.value = undefined;
    controller.state.value = 'loading';
    setAttempt((n) => n + 1);
    focusStage();
  };
  const toggleCaptions = () => {
    // cc_load_policy is a player parameter: a new player, where this one was.
    resumeAt.current = Math.floor(controller.currentTime.peek());
    setCaptions((on) => !on);
  };

  // The embedded player: made anew for a retry or a captions change.
  useEffect(() => {
    const host = frameHost.current!;
    const config = appConfig();
    const source = embedSourceOf(facts.player?.embedHtml, new URL(config.playerApiUrl).origin);
    if (!source.ok) {
      controller.onError('embed');
      return;
    }
    let cancelled = false;
    let player: ApiPlayer | undefined;
    loadPlayerApi(config.playerApiUrl).then(
      (api) => {
        if (cancelled) return;
        const src = embedUrl(source.url, { origin: location.origin, startSeconds: resumeAt.current, captions, language: (navigator.language || 'en').split('-')[0]! });
        player = createEmbeddedPlayer(api, host, src, `Video player: ${video.title}`, {
          onReady: () => controller.onReady(),
          onStateChange: (code) => controller.onStateChange(code),
          onError: (code) => controller.onError(code),
        });
        controller.attach(player);
      },
      () => !cancelled && controller.onError('api'),
    );
    return () => {
      cancelled = true;
      try {
        player?.destroy();
      } catch {
        // A player that never got ready may refuse; its iframe goes below either way.
      }
      host.textContent = '';
    };
  }, [attempt, captions]);

  useEffect(() => {
    const sample = setInterval(() => controller.sample(), SAMPLE_MS);
    const saver = setInterval(() => controller.state.peek() === 'playing' && save(), SAVE_EVERY_MS);
    return () => {
      clearInterval(sample);
      clearInterval(saver);
      cancelCountdown.current?.();
      keepScreenOn(false);
      saveOnLeaving.current();
    };
  }, []);

  // The TV's screensaver stays off while the video plays; paused, it may start.
  useSignalEffect(() => keepScreenOn(controller.state.value === 'playing'));

  // The end: saved (a video watched to its end leaves Continue watching), and the next one counted in.
  useSignalEffect(() => {
    if (controller.state.value !== 'ended') return;
    save();
    setBarVisible(true);
    if (next) cancelCountdown.current = startCountdown(NEXT_COUNTDOWN_S, setSecondsLeft, playNext, realScheduler);
  });

  useLayoutEffect(() => {
    if (stage.current) focusElement(stage.current);
  }, []);

  const keysPressed = usePlayerKeys({
    controller,
    stage,
    barVisible,
    setBarVisible,
    onAnyKey: () => {
      if (cancelCountdown.current) {
        cancelCountdown.current();
        cancelCountdown.current = undefined;
        setSecondsLeft(undefined);
      }
    },
    onStop: leave,
    onNext: next ? playNext : undefined,
  });

  // The bar hides after a while without a key, only while playing; focus then goes back to the stage.
  useEffect(() => {
    if (!barVisible || state !== 'playing') return;
    const timer = setTimeout(() => {
      setBarVisible(false);
      if (stage.current && document.activeElement !== stage.current) focusElement(stage.current);
    }, BAR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [barVisible, state, keysPressed.keyTick]);

  useBack(() => {
    if (barVisible && state !== 'ended') {
      setBarVisible(false);
      if (stage.current) focusElement(stage.current);
    } else leave();
    return true;
  });

  const errorCode = controller.errorCode.value;
  const words = errorCode !== undefined ? playerErrorWords(errorCode) : undefined;
  const playing = controller.isPlaying;

  return (
    <div class={`player${barVisible ? ' player--bar' : ''}`} data-testid="player" data-state={state} data-current-time={Math.floor(controller.currentTime.value)} data-duration={Math.floor(controller.duration.value)} data-video-id={video.videoId}>
      <div class="player__frame-host" ref={frameHost} />
      <div
        class="player__stage"
        ref={stage}
        data-focusable
        tabIndex={-1}
        data-testid="player-stage"
        role="slider"
        aria-label={`${video.title}: ${playing ? 'playing' : 'paused'}. OK to ${playing ? 'pause' : 'play'}, left and right to seek.`}
        aria-valuemin={0}
        aria-valuemax={Math.floor(controller.duration.value)}
        aria-valuenow={Math.floor(time)}
        onClick={() => controller.togglePlay()}
      />
      {state === 'buffering' || state === 'loading' ? <Spinner label="Loading" /> : null}
      {words ? (
        <PlayerMessage title={words.title} text={words.text} onRetry={words.canRetry ? retry : undefined} onBack={leave} />
      ) : state === 'ended' ? (
        <PlayerEnd next={next?.video} secondsLeft={secondsLeft} onNext={playNext} onAgain={() => {
            controller.togglePlay();
            focusStage();
          }} onBack={leave} />
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
          seekFocused={keysPressed.stageFocused}
          onPlayPause={() => controller.togglePlay()}
          onCaptions={toggleCaptions}
          onNext={playNext}
        />
      ) : null}
    </div>
  );
}
