import { useEffect, useState } from 'preact/hooks';
import { formatClock } from '../player/clock.ts';
import { t } from '../i18n/messages.ts';
import { pinWaitUntil, type PinAnswer } from '../state/pins.ts';

const waitWords = (ms: number) => t('Too many wrong PINs. Try again in {time}.', { time: formatClock(Math.ceil(ms / 1000)) });

/**
 * What a PIN pad says after a PIN is checked (src/state/pins.ts, checkPin): that it was wrong, or,
 * after too many wrong ones, how long until the next is taken, counted down each second (and said
 * as the pad opens, if the account is still under a wait); while that lasts the pad takes no
 * digits (`waiting`). A screen reader hears the wait once, as it began (`spoken`), not a new
 * alert every second.
 */
export function usePinAnswer(accountId: string): { message?: string; spoken?: string; waiting: boolean; answered(answer: PinAnswer): void; say(message?: string): void } {
  const [said, say] = useState<string | undefined>();
  const [wait, setWait] = useState<{ until: number; spoken: string } | undefined>();
  const [now, setNow] = useState(Date.now());
  const waiting = wait !== undefined && now < wait.until;
  const waitFor = (until: number | undefined) => {
    const at = Date.now();
    setNow(at);
    setWait(until === undefined ? undefined : { until, spoken: waitWords(until - at) });
  };
  useEffect(() => {
    pinWaitUntil(accountId).then((until) => until !== undefined && waitFor(until), () => undefined);
  }, [accountId]);
  useEffect(() => {
    if (!waiting) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [waiting]);
  const answered = (answer: PinAnswer) => {
    waitFor(answer.waitUntil);
    say(answer.right || answer.waitUntil ? undefined : t("That PIN isn't right. Try again."));
  };
  return waiting ? { message: waitWords(wait.until - now), spoken: wait.spoken, waiting, answered, say } : { message: said, waiting, answered, say };
}
