import { useEffect, useRef, useState } from 'preact/hooks';
import { focusElement, focusInitial } from '../nav/focus.ts';
import { commandFor, type Command } from '../nav/keys.ts';
import { onCommand } from '../nav/remote.ts';
import type { PlayerController } from '../player/controller.ts';

const SEEK_SECONDS = 10;
/** Keys whose auto-repeat means something (a held seek scrubs); any other key acts once per press. */
const REPEATING: ReadonlySet<Command> = new Set(['left', 'right', 'rewind', 'fastForward']);

interface PlayerKeys {
  controller: PlayerController;
  stage: { current: HTMLElement | null };
  /** The bar's row of buttons, when the bar shows. */
  barButtons: { current: HTMLElement | null };
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
    /** Whether each key's press (its keydown with `repeat` false) began on a panel. */
    const pressedOnPanel = new Map<Command, boolean>();
    const onKey = (command: Command, event: KeyboardEvent): boolean => {
      const { controller, stage, barButtons, barVisible, setBarVisible, onAnyKey, onStop, onNext } = latest.current;
      const state = controller.state.peek();
      // The end panel and an error's message hold focus on their buttons, as a dialog does.
      const panel = state === 'ended' || state === 'error';
      if (!event.repeat) pressedOnPanel.set(command, panel);
      // A held OK or Play/Pause must not flicker between play and pause.
      if (event.repeat && !REPEATING.has(command)) return true;
      // A key held from before a panel came does nothing on it, not even stop the countdown: a
      // Right held to seek runs past the end, and its repeats would walk focus along the end's
      // buttons, leaving it on whichever they reached when let go. The panel answers only presses
      // begun while it shows (a key seen only repeating was pressed before this screen came).
      if (event.repeat && panel && !pressedOnPanel.get(command)) return true;
      // A new press of a seek key: a preview left by a key-up that never came lands first.
      if (!event.repeat && REPEATING.has(command)) controller.commitScrub();
      onAnyKey();
      setKeyTick((n) => n + 1);
      const onStage = document.activeElement === stage.current;
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
          if (!onStage || panel) {
            // In the bar or on a panel the arrows move between buttons; Up from the bar returns to the stage.
            if (command === 'up' && !panel && stage.current) {
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
            if (barButtons.current) focusInitial(barButtons.current);
          } else if (command !== 'up' && command !== 'down') return false;
      }
      setBarVisible(true);
      return true;
    };
    // A held key's preview lands when the key is let go, or when the page loses the keys.
    const onKeyUp = (event: KeyboardEvent) => {
      const command = commandFor(event);
      if (command === 'left' || command === 'right' || command === 'rewind' || command === 'fastForward') latest.current.controller.commitScrub();
    };
    const onFocusIn = () => setStageFocused(document.activeElement === latest.current.stage.current);
    // The iframe must never keep focus: the remote's keys would go to it, not to tenfoot.
    const onBlur = () => {
      latest.current.controller.commitScrub();
      setTimeout(() => {
        const stage = latest.current.stage.current;
        if (document.activeElement?.tagName === 'IFRAME' && stage) {
          window.focus();
          focusElement(stage);
        }
      }, 0);
    };
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
