import type { ComponentChildren } from 'preact';
import { busyButton } from './busyButton.ts';
import { Dialog } from './Dialog.tsx';
import { steadyWidth } from './steadyWidth.ts';
import { t } from '../i18n/messages.ts';

/**
 * A question before a deed that cannot be undone (Delete a playlist, Remove a video from one,
 * Unsubscribe): Cancel first and focused, as in every question the app asks; both buttons do
 * nothing while the deed is on its way; a failure is said inside it, and the deed's button tries
 * again.
 */
export function Question(props: {
  title: string;
  children: ComponentChildren;
  /**
   * The deed's button's words: as asked, while on its way, and after a failure, when it tries
   * again. The button is as wide as the widest of them, so it does not shrink under its ring
   * while busy ("Delete playlist", then "Deleting…").
   */
  deed: { label: string; busyLabel: string; retryLabel: string };
  busy: boolean;
  failure?: string;
  /** Names its parts for tests: `cancel-…`, `confirm-…`, `…-failed`. */
  testId: string;
  onDeed: () => void;
  onCancel: () => void;
}) {
  const { label, busyLabel, retryLabel } = props.deed;
  const deed = props.busy ? busyLabel : props.failure ? retryLabel : label;
  return (
    <Dialog title={props.title} onClose={props.busy ? () => undefined : props.onCancel}>
      {props.children}
      {props.failure ? (
        <p class="inline-error" role="alert" data-testid={`${props.testId}-failed`}>
          {props.failure}
        </p>
      ) : null}
      <div class="actions">
        <button class="btn btn--secondary" data-autofocus data-testid={`cancel-${props.testId}`} {...busyButton(props.busy, props.onCancel)}>
          {t('Cancel')}
        </button>
        <button class="btn btn--danger" data-testid={`confirm-${props.testId}`} {...busyButton(props.busy, props.onDeed)} {...steadyWidth(deed, [label, busyLabel, retryLabel])}>
          {deed}
        </button>
      </div>
    </Dialog>
  );
}
