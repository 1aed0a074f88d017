import type { ComponentChildren } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { lazyScreen } from './lazyScreen.tsx';
import type { AppConfig } from '../config.ts';
import { t } from '../i18n/messages.ts';
import { removeFirstCode } from '../ui/firstCode.ts';

/** The sign-in screen's place while its code comes; should it fail to come, index.html's first look gives way to why. */
function SignInFrame({ failed, children }: { failed: boolean; children: ComponentChildren }) {
  useLayoutEffect(() => {
    if (failed) removeFirstCode();
  }, [failed]);
  return <main class="screen signin">{children}</main>;
}

/**
 * The sign-in screen, the device flow and its messages in their own chunk: a returning viewer's
 * TV does not download them (unless it lost the mark that it keeps an account: src/auth/accountsMark.ts).
 * The QR encoder is a further chunk, fetched once the code is on screen.
 */
export const LazySignIn = lazyScreen<{ config: AppConfig; why?: string }>(
  () => import('./SignIn.tsx').then((m) => m.SignIn),
  () => t('sign-in screen'),
  SignInFrame,
);

/** "Who's watching?" for a TV with several accounts. */
export const LazyPicker = lazyScreen<object>(
  () => import('./Picker.tsx').then((m) => m.Picker),
  () => t('account picker'),
  ({ children }) => <main class="screen picker">{children}</main>,
);
