import { useLayoutEffect, useRef } from 'preact/hooks';
import { focusElement } from '../nav/focus.ts';
import { useBack } from '../ui/hooks.ts';
import { t } from '../i18n/messages.ts';

/** A player error or refusal: what happened, what to do, and a way back (and Retry where it can help). */
export function PlayerMessage(props: { title: string; text: string; onRetry?: () => void; onBack: () => void; retryLabel?: string }) {
  const first = useRef<HTMLButtonElement>(null);
  useBack(() => {
    props.onBack();
    return true;
  });
  useLayoutEffect(() => {
    if (first.current) focusElement(first.current);
  }, [props.title]);
  return (
    <div class="player__message" data-testid="player-message">
      {/* The words alone are the alert, not the buttons after them. */}
      <div role="alert">
        <h1 class="player__message-title">{props.title}</h1>
        <p class="lead">{props.text}</p>
      </div>
      <div class="actions" data-nav-container>
        {props.onRetry ? (
          <button class="btn" ref={first} onClick={props.onRetry}>
            {props.retryLabel ?? t('Try again')}
          </button>
        ) : null}
        <button class={props.onRetry ? 'btn btn--secondary' : 'btn'} ref={props.onRetry ? undefined : first} onClick={props.onBack}>
          {t('Back')}
        </button>
      </div>
    </div>
  );
}
