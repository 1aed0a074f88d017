import { useEffect } from 'preact/hooks';
import { focusElement } from '../nav/focus.ts';
import type { PlaybackState } from '../player/controller.ts';

const BAR_HIDE_MS = 5000;

/**
 * The control bar goes after 5 s without a key while the video plays; focus then goes back to the
 * stage. In every other state it stays: paused, it is all that tells the viewer the picture is
 * still and what OK will do (the platform's own player draws nothing of its own); loading,
 * buffering or cued, the video is not moving either, and the 5 s start again once it plays. At
 * the end and on an error the panel in its place holds what the viewer can do next. Back still
 * puts the bar away. Paused without a key (the player stopped by itself), the bar comes back.
 */
export function useBarAutoHide(options: { barVisible: boolean; hide(): void; show(): void; state: PlaybackState; keyTick: number; stage: { current: HTMLElement | null } }): void {
  const { barVisible, state, keyTick } = options;
  useEffect(() => {
    if (!barVisible || state !== 'playing') return;
    const timer = setTimeout(() => {
      options.hide();
      const stage = options.stage.current;
      if (stage && document.activeElement !== stage) focusElement(stage);
    }, BAR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [barVisible, state, keyTick]);
  useEffect(() => {
    if (state === 'paused') options.show();
  }, [state]);
}
