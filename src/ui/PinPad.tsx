import { useState } from 'preact/hooks';
import { t } from '../i18n/messages.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'delete', '0', 'done'] as const;

/**
 * Four digits by remote: a 3 x 4 keypad (Delete and OK beside 0), the digits shown as dots, the
 * count read out (the screen reader hears "2 of 4 digits", never the digits). OK, or the last
 * digit, hands the PIN over; the pad empties for another try. Locked, it takes no digits.
 */
export function PinPad({ length, label, onDone, error, spoken, locked }: { length: number; label: string; onDone: (pin: string) => void; error?: string; /** What a screen reader hears of `error` when that changes as it counts down: said once. */ spoken?: string; locked?: boolean }) {
  const [pin, setPin] = useState('');
  // OK before the last digit: said, not ignored (it did nothing, and the viewer pressed again).
  const [tooShort, setTooShort] = useState(false);
  const finish = (value: string) => {
    setPin('');
    onDone(value);
  };
  const press = (key: (typeof KEYS)[number]) => {
    // Waiting after too many wrong PINs (the message says how long): no digit is taken.
    if (locked) return;
    setTooShort(key === 'done' && pin.length < length);
    if (key === 'delete') return setPin(pin.slice(0, -1));
    if (key === 'done') return pin.length === length ? finish(pin) : undefined;
    const next = (pin + key).slice(0, length);
    if (next.length === length) finish(next);
    else setPin(next);
  };
  const message = tooShort ? t('Enter all {length} digits.', { length }) : error;
  return (
    <div class="pin-pad" data-testid="pin-pad">
      {/* The count is its text, hidden from sight (a paragraph cannot be named by aria-label, and a
          live region says its text, not its label). */}
      <p class="pin-pad__dots" aria-live="polite" data-testid="pin-dots">
        {Array.from({ length }, (_, i) => (
          <span key={i} class={`pin-pad__dot${i < pin.length ? ' pin-pad__dot--on' : ''}`} aria-hidden="true" />
        ))}
        <span class="visually-hidden">{t('{label}: {count} of {length} digits', { label, count: pin.length, length })}</span>
      </p>
      {/* Always there, empty or not: a message coming or going does not resize the dialog. */}
      <p class="inline-error pin-pad__message" role="alert" data-testid="pin-error">
        {spoken && message === error ? (
          <>
            <span aria-hidden="true">{message}</span>
            <span class="visually-hidden">{spoken}</span>
          </>
        ) : (
          (message ?? '')
        )}
      </p>
      <div class="pin-pad__keys" data-nav-container>
        {KEYS.map((key, i) => (
          <button key={key} class="pin-pad__key" data-autofocus={i === 0} aria-disabled={locked || undefined} aria-label={key === 'delete' ? t('Delete') : key === 'done' ? t('OK') : key} onClick={() => press(key)}>
            {key === 'delete' ? '⌫' : key === 'done' ? 'OK' : key}
          </button>
        ))}
      </div>
    </div>
  );
}
