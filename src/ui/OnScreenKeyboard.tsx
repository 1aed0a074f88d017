import { useLayoutEffect, useRef } from 'preact/hooks';
import { onCommand } from '../nav/remote.ts';

const ROWS = ['abcdef', 'ghijkl', 'mnopqr', 'stuvwx', 'yz1234', '567890'];

export interface OnScreenKeyboardProps {
  value: string;
  onChange: (value: string) => void;
  /** The "Search"/"Done" key. Nothing is sent per keystroke: only on submit. */
  onSubmit: () => void;
  submitLabel: string;
  maxLength?: number;
  idPrefix: string;
}

/**
 * Letters, digits, space, delete, clear and submit, laid out for the arrows. A physical keyboard
 * types too; its Backspace deletes while there is text, and only then means Back.
 */
export function OnScreenKeyboard(props: OnScreenKeyboardProps) {
  const latest = useRef(props);
  latest.current = props;
  const max = props.maxLength ?? 100;

  const type = (text: string) => {
    const { value, onChange } = latest.current;
    if (value.length < max) onChange((value + text).slice(0, max));
  };
  const del = () => latest.current.onChange(latest.current.value.slice(0, -1));

  // Layout effect: listening before the first paint, so the first key typed is never lost.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      // One printable character (old engines have no Unicode property escapes, so no \p{L} here).
      if (event.key && event.key.length === 1 && event.key.charCodeAt(0) >= 32) {
        event.preventDefault();
        type(event.key);
      }
    };
    window.addEventListener('keydown', onKey);
    const offBack = onCommand((command, event) => {
      if (command === 'back' && event.key === 'Backspace' && latest.current.value.length > 0) {
        del();
        return true;
      }
      return false;
    });
    return () => {
      window.removeEventListener('keydown', onKey);
      offBack();
    };
  }, []);

  return (
    <div class="osk" data-nav-container role="group" aria-label="On-screen keyboard">
      {ROWS.map((row) => (
        <div class="osk__row" key={row}>
          {row.split('').map((ch) => (
            <button class="osk__key" key={ch} data-focus-key={`${props.idPrefix}-key-${ch}`} data-autofocus={ch === 'a' || undefined} onClick={() => type(ch)}>
              {ch}
            </button>
          ))}
        </div>
      ))}
      <div class="osk__row">
        <button class="osk__key osk__key--wide" data-focus-key={`${props.idPrefix}-space`} onClick={() => type(' ')}>
          Space
        </button>
        <button class="osk__key osk__key--wide" data-focus-key={`${props.idPrefix}-delete`} onClick={del}>
          Delete
        </button>
      </div>
      <div class="osk__row">
        <button class="osk__key osk__key--wide" data-focus-key={`${props.idPrefix}-clear`} onClick={() => props.onChange('')}>
          Clear
        </button>
        <button class="osk__key osk__key--wide osk__key--submit" data-focus-key={`${props.idPrefix}-submit`} onClick={() => latest.current.onSubmit()}>
          {props.submitLabel}
        </button>
      </div>
    </div>
  );
}
