import { useEffect, useState } from 'preact/hooks';
import { formatClock } from '../player/clock.ts';
import { t } from '../i18n/messages.ts';
import type { PinAnswer } from '../state/pins.ts';

/**
 * What a PIN pad says after a PIN is checked (src/state/pins.ts, checkPin): that it was wrong, or,
 * after too many wrong ones, how long until the next is taken, counted down each second; while
 * that lasts the pad takes no digits (`waiting`).
 */
export function usePinAnswer(): { message?: string; waiting: boolean; answered(answer: PinAnswer): void; say(message?: string): void } {
  const [said, say] = useState<string | undefined>();
  const [waitUntil, setWaitUntil] = useState<number | undefined>();
  const [now, setNow] = useState(Date.now());
  const waiting = waitUntil !== undefined && now < waitUntil;
  useEffect(() => {
    if (!waiting) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [waiting]);
  const answered = (answer: PinAnswer) => {
    setNow(Date.now());
    setWaitUntil(answer.waitUntil);
    say(answer.right || answer.waitUntil ? undefined : t("That PIN isn't right. Try again."));
  };
  const message = waiting ? t('Too many wrong PINs. Try again in {time}.', { time: formatClock(Math.ceil((waitUntil - now) / 1000)) }) : said;
  return { message, waiting, answered, say };
}
