import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { onCommand } from '../nav/commands.ts';
import { t } from '../i18n/messages.ts';

/**
 * Long text the remote can read to its end (a video's description): focusable only when it
 * overflows its box, then Down and Up scroll it a few lines at a time, and move focus on only at
 * its ends, so nothing is ever out of reach. In a dialog that is for the text, the keys scroll it
 * from the dialog's button instead (`scrolledFromDialog`).
 */
export function ScrollableText(props: {
  text: string;
  label: string;
  class?: string;
  testId?: string;
  /** The text's language (not the label's). */
  lang?: string;
  /**
   * The text is what its dialog is for (the licences): Up and Down scroll it wherever focus is in
   * the dialog, and focus stays on the dialog's button. Focused itself, the text kept Close out of
   * reach until it had been read to its end (32 presses of Down for the licences).
   */
  scrolledFromDialog?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Which way there is more to read, for the fade at that edge while the text is not focused; any
  // way at all makes the text something to focus and scroll.
  const [more, setMore] = useState<MoreText>('none');
  const overflows = more !== 'none';
  const focusable = overflows && !props.scrolledFromDialog;
  const measure = () => {
    const el = ref.current;
    if (el) setMore(moreText(el.scrollTop, el.scrollHeight - el.clientHeight));
  };

  useLayoutEffect(measure, [props.text]);

  useEffect(
    () =>
      onCommand((command) => {
        const el = ref.current;
        if (!el || (command !== 'down' && command !== 'up')) return false;
        const keysAreOurs = props.scrolledFromDialog ? !!el.closest('[data-focus-scope]')?.contains(document.activeElement) : document.activeElement === el;
        if (!keysAreOurs) return false;
        const max = el.scrollHeight - el.clientHeight;
        if (command === 'down' ? el.scrollTop >= max - 1 : el.scrollTop <= 0) return false;
        el.scrollTop = nextStop(el.scrollTop, command === 'down' ? 1 : -1, el.clientHeight, parseFloat(getComputedStyle(el).lineHeight), max);
        return true;
      }),
    [],
  );

  return (
    <div
      ref={ref}
      class={`scroll-text${overflows ? ` scroll-text--more scroll-text--more-${more}` : ''} ${props.class ?? ''}`}
      onScroll={measure}
      data-focusable={focusable || undefined}
      tabIndex={focusable ? 0 : undefined}
      role={overflows ? 'document' : undefined}
      // Scrolled from its dialog's button, whose description says the keys: named by its label alone.
      aria-label={overflows ? (props.scrolledFromDialog ? props.label : t('{label}, scroll with up and down', { label: props.label })) : undefined}
      data-focus-key={focusable ? 'description' : undefined}
      data-testid={props.testId}
      dir="auto"
    >
      {props.lang ? <span lang={props.lang}>{props.text}</span> : props.text}
    </div>
  );
}

type MoreText = 'below' | 'above' | 'both' | 'none';

/**
 * Which way a text scrolled to `at` of `max` has more to read (a pixel's rounding is none). More
 * than a pixel in all is always some way, wherever it stands: 'none' makes the text unfocusable.
 */
export function moreText(at: number, max: number): MoreText {
  const above = at > 1;
  const below = at < max - 1;
  if (!above && !below && max > 1) return at < max / 2 ? 'below' : 'above';
  return above && below ? 'both' : above ? 'above' : below ? 'below' : 'none';
}

/**
 * Where a press scrolls the text: about 60 % of its box on, in whole lines from a whole line, so
 * the top line is never cut across (it was, half a line up, after the first press). The box has
 * no padding on the scrolling axis (styles.css): its lines start at 0. Without a line height in px
 * (`normal`), 60 % of the box.
 */
export function nextStop(at: number, direction: 1 | -1, box: number, line: number, max: number): number {
  if (!(line > 0)) return Math.max(0, Math.min(max, at + direction * box * 0.6));
  const lines = Math.max(1, Math.floor((box * 0.6) / line));
  const target = (Math.round(at / line) + direction * lines) * line;
  return Math.max(0, Math.min(max, target));
}
