import { useSignalEffect } from '@preact/signals';
import { useRef, useState } from 'preact/hooks';
import { realScheduler } from '../auth/scheduler.ts';
import type { PlayerController } from '../player/controller.ts';
import { startCountdown } from '../player/countdown.ts';

const NEXT_COUNTDOWN_S = 10;

/**
 * At the end of a video with a next one: "Up next in 10", then the next plays. Any key stops the
 * count (stop()), and so does the video leaving its end by any way (Watch again, a click).
 */
export function useNextCountdown(controller: PlayerController, hasNext: boolean, playNext: () => void): { secondsLeft: number | undefined; stop(): void } {
  const [secondsLeft, setSecondsLeft] = useState<number | undefined>(undefined);
  const cancel = useRef<(() => void) | undefined>(undefined);
  const latestNext = useRef(playNext);
  latestNext.current = playNext;
  const stop = () => {
    cancel.current?.();
    cancel.current = undefined;
    setSecondsLeft(undefined);
  };
  useSignalEffect(() => {
    if (controller.state.value !== 'ended' || !hasNext) return;
    cancel.current = startCountdown(NEXT_COUNTDOWN_S, setSecondsLeft, () => latestNext.current(), realScheduler);
    return stop;
  });
  return { secondsLeft, stop };
}
