import { useEffect, useRef, useState } from 'preact/hooks';
import { focusElement, focusInitial } from '../nav/focus.ts';
import { commandFor, type Command } from '../nav/keys.ts';
import { onCommand } from '../nav/remote.ts';
import type { PlayerController } from '../player/controller.ts';

const SEEK_SECONDS = 10;

interface PlayerKeys {
  controller: PlayerController;
  stage: { current: HTMLElement | null };
  barVisible: boolean;
  setBarVisible(visible: boolean): void;
  /** Every key, first: the end screen's countdown stops. */
  onAnyKey(): void;
  onStop(): void;
  onNext?: () => void;
}

/**
 * The remote in the player. On the stage: OK plays and pauses; Left/Right seek 10 s, and held
 * they scrub a preview that lands when the key is let go; Up/Down show the bar, and Down again
 * enters its buttons (Up comes back). Media keys work from anywhere. Every key shows the bar.
 */
export function usePlayerKeys(keys: PlayerKeys): { stageFocused: boolean; keyTick: number } {
  const latest = useRef(keys);
  latest.current = keys;
  const [stageFocused, setStageFocused] = useState(true);
  const [keyTick, setKeyTick] = useState(0);

  useEffect(() => {
    const onKey = (command: Command, event: KeyboardEvent): boolean => {
      const { controller, stage, barVisible, setBarVisible, onAnyKey, onStop, onNext } = latest.current;
      onAnyKey();
      setKeyTick((n) => n + 1);
      const onStage = document.activeElement === stage.current;
      const ended = controller.state.peek() === 'ended';
      switch (command) {
        case 'playPause':
          controller.togglePlay();
          break;
        case 'play':
          controller.play();
          break;
        case 'pause':
          controller.pause();
          break;
        case 'stop':
          onStop();
          return true;
        case 'rewind':
        case 'fastForward': {
          const direction = command === 'rewind' ? -1 : 1;
          if (event.repeat) controller.scrub(direction);
          else controller.seekBy(direction * SEEK_SECONDS);
          break;
        }
        case 'nextTrack':
          onNext?.();
          return true;
        case 'previousTrack':
          controller.seekTo(0);
          break;
        default:
          if (!onStage || ended) {
            // In the bar or on the end screen the arrows move between buttons; Up from the bar returns to the stage.
            if (command === 'up' && !ended && stage.current) {
              focusElement(stage.current);
              setBarVisible(true);
              return true;
            }
            setBarVisible(true);
            return false;
          }
          if (command === 'ok') controller.togglePlay();
          else if (command === 'left' || command === 'right') {
            const direction = command === 'left' ? -1 : 1;
            if (event.repeat) controller.scrub(direction);
            else controller.seekBy(direction * SEEK_SECONDS);
          } else if (command === 'down' && barVisible) {
            const bar = document.querySelector<HTMLElement>('.player-bar__buttons');
            if (bar) focusInitial(bar);
          } else if (command !== 'up' && command !== 'down') return false;
      }
      setBarVisible(true);
      return true;
    };
    // A held key's preview lands when the key is let go.
    const onKeyUp = (event: KeyboardEvent) => {
      const command = commandFor(event);
      if (command === 'left' || command === 'right' || command === 'rewind' || command === 'fastForward') latest.current.controller.commitScrub();
    };
    const onFocusIn = () => setStageFocused(document.activeElement === latest.current.stage.current);
    // The iframe must never keep focus: the remote's keys would go to it, not to tenfoot.
    const onBlur = () =>
      setTimeout(() => {
        const stage = latest.current.stage.current;
        if (document.activeElement?.tagName === 'IFRAME' && stage) {
          window.focus();
          focusElement(stage);
        }
      }, 0);
    const stopCommands = onCommand(onKey);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      stopCommands();
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  return { stageFocused, keyTick };
}
