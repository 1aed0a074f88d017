import { useEffect } from 'preact/hooks';
import { focusElement } from '../nav/focus.ts';
import type { PlaybackState } from '../player/controller.ts';

const BAR_HIDE_MS = 5000;

/**
 * The control bar goes after 5 s without a key while the video plays; focus then goes back to the
 * stage. Paused, it stays: with the platform's own player drawing nothing of its own, the bar is
 * all that tells the viewer the picture is still and what OK will do (Back still puts it away).
 * At the end and on an error the panel stays: it holds what the viewer can do next.
 */
export function useBarAutoHide(options: { barVisible: boolean; hide(): void; state: PlaybackState; keyTick: number; stage: { current: HTMLElement | null } }): void {
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
}
