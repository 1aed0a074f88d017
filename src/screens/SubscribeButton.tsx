import { useState } from 'preact/hooks';
import { subscribeTo, unsubscribe } from '../state/channels.ts';
import { explainWithRetry } from '../state/explainError.ts';
import type { Resource } from '../state/resource.ts';
import { busyButton } from '../ui/busyButton.ts';
import { Question } from '../ui/Question.tsx';
import { t } from '../i18n/messages.ts';
import { steadyWidth } from '../ui/steadyWidth.ts';
import { SymbolLabel } from '../ui/SymbolLabel.tsx';

/**
 * Subscribe, or "✓ Subscribed", whose OK asks before unsubscribing. One button through every
 * state ("Subscribing…", "✓ Subscribed", "Subscribe" again), busy rather than disabled, so focus
 * never leaves it.
 */
export function SubscribeButton({ channelTitle, channelId, following }: { channelTitle: string; channelId: string; following: Resource<string | null> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [unsubscribeError, setUnsubscribeError] = useState<string | undefined>();
  const subscriptionId = following.value.value;
  const waiting = busy || following.loading.value;
  const labels = [t('Subscribe'), t('Subscribing…'), t('✓ Subscribed')];
  const label = subscriptionId ? labels[2]! : busy ? labels[1]! : labels[0]!;

  const subscribe = () => {
    setBusy(true);
    setError(undefined);
    subscribeTo(channelId)
      .then((id) => (following.value.value = id ?? following.value.value))
      .catch((e: unknown) => setError(explainWithRetry(e, (why) => t('{why} Press OK to try again.', { why }))))
      .finally(() => setBusy(false));
  };
  const confirmUnsubscribe = () => {
    if (!subscriptionId) return;
    setBusy(true);
    setUnsubscribeError(undefined);
    unsubscribe(subscriptionId)
      .then(() => {
        following.value.value = null;
        setAsking(false);
      })
      .catch((e: unknown) => setUnsubscribeError(explainWithRetry(e, (why) => t('{why} Press OK to try again.', { why }))))
      .finally(() => setBusy(false));
  };

  /** The question opens afresh: a failure given up on is not said again. */
  const ask = () => {
    setUnsubscribeError(undefined);
    setAsking(true);
  };

  return (
    <>
      {subscriptionId ? (
        <button class="btn btn--secondary" data-focus-key="subscribe" data-testid="subscribed" data-autofocus onClick={ask} aria-pressed="true" {...steadyWidth(label, labels)}>
          <SymbolLabel text={label} />
        </button>
      ) : (
        <button class="btn" data-focus-key="subscribe" data-autofocus {...busyButton(waiting, subscribe)} {...steadyWidth(label, labels)}>
          <SymbolLabel text={label} />
        </button>
      )}
      {error ? <p class="inline-error" role="alert">{error}</p> : null}
      {asking ? (
        <Question
          title={t('Unsubscribe from {channel}?', { channel: channelTitle })}
          deed={{ label: t('Unsubscribe'), busyLabel: t('Unsubscribing…'), retryLabel: t('Try again') }}
          busy={busy}
          failure={unsubscribeError}
          testId="unsubscribe"
          onDeed={confirmUnsubscribe}
          onCancel={() => setAsking(false)}
        >
          <p>{t('Its new videos will no longer show in Subscriptions.')}</p>
        </Question>
      ) : null}
    </>
  );
}
