import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { focusElement } from '../nav/focus.ts';
import { onCommand } from '../nav/commands.ts';
import {
  CHARACTER_ROWS,
  COLUMNS,
  FUNCTION_ROWS,
  INITIAL_STATE,
  LAYER_LANG,
  ROW_SPANS,
  afterTyping,
  charactersOf,
  initialScript,
  layerHasCase,
  layerKeyLabels,
  layerOf,
  layerReadsRightToLeft,
  pressShift,
  toggleAccents,
  toggleScript,
  toggleSymbols,
  verticalMove,
  type FunctionKey,
  type KeyboardState,
  type Script,
  type ShiftState,
} from './keyboardLayouts.ts';
import { language, t } from '../i18n/messages.ts';

export interface OnScreenKeyboardProps {
  value: string;
  onChange: (value: string) => void;
  /** The "Search"/"Done" key. Nothing is sent per keystroke: only on submit. */
  onSubmit: () => void;
  submitLabel: string;
  maxLength?: number;
  /** A character typed when the value is already maxLength long: not taken, so the form can say so. */
  onRefused?: () => void;
  idPrefix: string;
}

/**
 * The alphabet last used on each keyboard (by idPrefix), for this session: back on Search, the
 * keyboard opens in the script the viewer was typing, as a TV's own keyboard does. Until then, in
 * the app's language's alphabet (Arabic when it speaks Arabic; see initialScript).
 */
const lastScript = new Map<string, Script>();

/**
 * Letters (Latin, Cyrillic or Arabic), capitals by Shift, accented letters, digits and symbols, space,
 * delete, clear and submit, laid out for the arrows (the layers: keyboardLayouts.ts). A layer
 * change relabels the same buttons, so focus stays on the key that was pressed. Shift, Space and
 * Delete are drawn signs (TV fonts may lack ⇧ ⌫), named for screen readers by aria-label. A
 * physical keyboard types too. Its Backspace deletes while there is text and focus is on the
 * keyboard or on the field typed into (an element marked data-typed-into); anywhere else it means
 * Back, as it does on the remotes whose Back key sends it: on a search's results, it deleted the
 * query's letters behind the viewer's back.
 */
export function OnScreenKeyboard(props: OnScreenKeyboardProps) {
  const latest = useRef(props);
  latest.current = props;
  const [state, setState] = useState<KeyboardState>(() => ({ ...INITIAL_STATE, script: lastScript.get(props.idPrefix) ?? initialScript(language.peek()) }));
  const root = useRef<HTMLDivElement>(null);
  /** The column Up and Down keep to across the wide keys (see verticalMove). */
  const column = useRef<number | undefined>(undefined);

  // Read from the latest props: the listeners below keep the first render's closures, and a form
  // changes maxLength as its fields change (a playlist's title, then its description).
  const type = (text: string): boolean => {
    const { value, onChange, onRefused, maxLength: max = 100 } = latest.current;
    if (value.length >= max) {
      onRefused?.();
      return false;
    }
    onChange((value + text).slice(0, max));
    return true;
  };
  const typeKey = (ch: string) => {
    if (type(ch)) setState(afterTyping);
  };
  const del = () => latest.current.onChange(latest.current.value.slice(0, -1));
  const change = (next: (s: KeyboardState) => KeyboardState) =>
    setState((s) => {
      const n = next(s);
      lastScript.set(latest.current.idPrefix, n.script);
      return n;
    });

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
    const typingHere = (el: Element | null): boolean => !!el && (!!root.current?.contains(el) || !!el.closest('[data-typed-into]'));
    const offCommand = onCommand((command, event) => {
      if (command === 'back' && event.key === 'Backspace' && latest.current.value.length > 0 && typingHere(document.activeElement)) {
        del();
        return true;
      }
      if (command === 'up' || command === 'down') return moveVertically(command);
      return false;
    });
    // Up and Down inside the keyboard keep their column across the wide keys; leaving it (Up from
    // the first row, Down from the last) is the app's own focus move.
    const moveVertically = (direction: 'up' | 'down'): boolean => {
      const el = document.activeElement as HTMLElement | null;
      const keyboard = root.current;
      if (!el || !keyboard || !keyboard.contains(el) || el.dataset.oskRow === undefined) return false;
      const from = { row: Number(el.dataset.oskRow), col: Number(el.dataset.oskCol), span: Number(el.dataset.oskSpan) };
      const to = verticalMove(ROW_SPANS, from, column.current, direction);
      if (!to) return false;
      const target = keyAt(keyboard, to.row, to.col);
      if (!target) return false;
      column.current = to.column;
      focusElement(target, true);
      return true;
    };
    return () => {
      window.removeEventListener('keydown', onKey);
      offCommand();
    };
  }, []);

  const { idPrefix } = props;
  const layer = layerOf(state);
  const chars = charactersOf(state);
  const labels = layerKeyLabels(state);
  // Always said: Preact empties an attribute it drops (lang="", "unknown language"), so a key that
  // was Arabic names the app's language again, never none.
  const appLang = language.value;
  const lang = LAYER_LANG[layer] ?? appLang;
  const rightToLeft = layerReadsRightToLeft(layer);
  const rows = [];
  for (let r = 0; r < CHARACTER_ROWS; r++) {
    const keys = [];
    for (let c = 0; c < COLUMNS; c++) {
      const i = r * COLUMNS + c;
      const ch = chars[i]!;
      // Keyed by place, not by character: a layer change relabels the focused button instead of
      // replacing it, so focus never falls to the page.
      keys.push(
        <button class="osk__key" key={i} data-focus-key={`${idPrefix}-key-${ch}`} data-autofocus={i === 0 || undefined} data-osk-row={r} data-osk-col={rightToLeft ? COLUMNS - 1 - c : c} data-osk-span={1} lang={lang} onClick={() => typeKey(ch)}>
          {ch}
        </button>,
      );
    }
    rows.push(
      <div class={rightToLeft ? 'osk__row osk__row--rtl' : 'osk__row'} key={`r${r}`}>
        {keys}
      </div>,
    );
  }

  const functionKey = (key: FunctionKey, row: number, col: number, span: number) => {
    const place = { key, 'data-focus-key': `${idPrefix}-${key}`, 'data-osk-row': row, 'data-osk-col': col, 'data-osk-span': span };
    const wide = span > 1 ? ' osk__key--wide' : '';
    switch (key) {
      case 'shift': {
        const usable = layerHasCase(layer);
        const name = state.shift === 'locked' ? t('Caps lock') : t('Shift');
        return (
          <button
            {...place}
            class={`osk__key${wide} osk__key--shift`}
            aria-label={name}
            aria-pressed={usable && state.shift !== 'off'}
            aria-disabled={usable ? undefined : 'true'}
            onClick={() => change(pressShift)}
          >
            <ShiftIcon state={usable ? state.shift : 'off'} />
          </button>
        );
      }
      case 'symbols':
      case 'accents':
      case 'script': {
        const label = labels[key];
        const toggle = key === 'symbols' ? toggleSymbols : key === 'accents' ? toggleAccents : toggleScript;
        return (
          <button {...place} class={`osk__key${wide} osk__key--layer`} aria-label={label.name} lang={appLang} onClick={() => change(toggle)}>
            {label.text}
          </button>
        );
      }
      case 'space':
        return (
          <button {...place} class={`osk__key${wide}`} aria-label={t('Space')} onClick={() => type(' ')}>
            <SpaceIcon />
          </button>
        );
      case 'delete':
        return (
          <button {...place} class={`osk__key${wide}`} aria-label={t('Delete')} onClick={del}>
            <DeleteIcon />
          </button>
        );
      case 'clear':
        return (
          <button {...place} class={`osk__key${wide}`} onClick={() => latest.current.onChange('')}>
            {t('Clear')}
          </button>
        );
      case 'submit':
        return (
          <button {...place} class={`osk__key${wide} osk__key--submit`} onClick={() => latest.current.onSubmit()}>
            {props.submitLabel}
          </button>
        );
    }
  };

  FUNCTION_ROWS.forEach((keys, f) => {
    const row = CHARACTER_ROWS + f;
    let col = 0;
    rows.push(
      <div class="osk__row" key={`f${f}`}>
        {keys.map(({ key, span }) => {
          const button = functionKey(key, row, col, span);
          col += span;
          return button;
        })}
      </div>,
    );
  });

  return (
    <div class="osk" ref={root} data-nav-container data-nav-remember role="group" aria-label={t('On-screen keyboard')} data-layer={layer}>
      {rows}
    </div>
  );
}

/** The key at a row and first column: a loop over one fixed selector (see itemAt in nav/focusScope.ts). */
function keyAt(keyboard: HTMLElement, row: number, col: number): HTMLElement | undefined {
  const keys = keyboard.querySelectorAll<HTMLElement>('[data-osk-row]');
  const r = String(row);
  const c = String(col);
  for (let i = 0; i < keys.length; i++) if (keys[i]!.dataset.oskRow === r && keys[i]!.dataset.oskCol === c) return keys[i];
  return undefined;
}

/** An upward arrow: outlined when Shift is off, filled when on, with a bar under it when locked. */
function ShiftIcon({ state }: { state: ShiftState }) {
  return (
    <svg class="osk__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={state === 'locked' ? 'M12 2 3 11h5v6h8v-6h5z' : 'M12 3 3 12h5v8h8v-8h5z'} fill={state === 'off' ? 'none' : 'currentColor'} stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
      {state === 'locked' ? <path d="M8 21h8" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" /> : null}
    </svg>
  );
}

/** The space bar's sign: a wide open bracket. */
function SpaceIcon() {
  return (
    <svg class="osk__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 10v5h18v-5" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}

/** The backspace sign: a key pointing left, with a cross. */
function DeleteIcon() {
  return (
    <svg class="osk__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 5h12v14H9l-7-7z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
      <path d="m12 9 6 6m0-6-6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
    </svg>
  );
}
