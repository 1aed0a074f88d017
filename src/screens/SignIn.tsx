import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { DeviceFlowState } from '../auth/deviceFlow.ts';
import type { AppConfig } from '../config.ts';
import { goBack } from '../state/router.ts';
import { accounts, guest } from '../state/session.ts';
import { browseAsGuest, createSignInFlow, giveBackApproval } from '../state/signIn.ts';
import { CodePanel, CodePanelWaiting } from '../ui/CodePanel.tsx';
import { displayUrl, formatRemaining, spelled } from '../ui/format.ts';
import { announce, announceAfterHeading } from '../state/announce.ts';
import { useBack, useInitialFocus } from '../ui/hooks.ts';
import { busyButton } from '../ui/busyButton.ts';
import { giveWayToSignIn } from '../ui/firstCode.ts';
import { loadRemoteIfKeysHeld } from '../nav/remoteLater.ts';
import { useNow } from '../ui/useNow.ts';
import type { Explanation } from './signInMessages.ts';
import type { OAuthErrorCode } from '../auth/oauthError.ts';
import { TenfootError } from '../errors.ts';
import { prefetchBrowseWhenIdle } from './LazyBrowse.tsx';
import { t } from '../i18n/messages.ts';

/**
 * The words for each way sign-in can fail are a chunk of their own, fetched while the code waits
 * for the phone (or when a failure comes first): the code shows sooner, and nothing is lost if
 * they are late, since the failure screen says what it can meanwhile and keeps its buttons.
 */
let messages: Promise<typeof import('./signInMessages.ts')> | undefined;
const loadMessages = () =>
  (messages ??= import('./signInMessages.ts').catch((error: unknown) => {
    messages = undefined;
    throw error;
  }));

/** What follows approval (src/state/completeSignIn.ts): fetched while the code waits, like the words. */
let completion: Promise<typeof import('../state/completeSignIn.ts')> | undefined;
const loadCompletion = () =>
  (completion ??= import('../state/completeSignIn.ts').catch((error: unknown) => {
    completion = undefined;
    throw error;
  }));

function useFailureText(code: OAuthErrorCode | undefined): Explanation | undefined {
  const [text, setText] = useState<Explanation | undefined>();
  useEffect(() => {
    setText(undefined);
    if (!code) return;
    let live = true;
    loadMessages().then(
      (m) => live && setText(m.explainSignInFailure(code)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code]);
  return text;
}

/** Until the words arrive (a moment, or never on a failing network): what is known, plainly. */
function interimText(code: OAuthErrorCode): Explanation {
  return { title: t('Sign-in stopped'), what: t('The sign-in service answered “{code}”.', { code }), next: t('Choose “Try again” for a new code.') };
}

/** While the code waits for the phone: Home's code, and the failure words, so what comes next is here. */
function prefetchAfterCode(): void {
  prefetchBrowseWhenIdle();
  loadMessages().catch(() => undefined);
  loadCompletion().catch(() => undefined);
}

function accessLine(config: AppConfig): string {
  const writes = config.scopes.includes('video');
  return writes
    ? t('tenfoot asks to manage your video account: browse, subscribe and make playlists from this TV.')
    : t('tenfoot asks to view your video account from this TV.');
}

/**
 * Sign-in with the device flow: the code on the TV, approval on the phone. `why`: what a guest
 * asked for that needs an account.
 */
export function SignIn({ config, why }: { config: AppConfig; why?: string }) {
  const [state, setState] = useState<DeviceFlowState>({ kind: 'requesting' });
  /** Why loading the approved account failed: its connection, or an account with no channel. */
  const [finishError, setFinishError] = useState<'load' | 'noChannel' | false>(false);
  const now = useNow(1000);
  const flow = useMemo(() => createSignInFlow(setState), []);
  // Started as the screen is put in the page, before it is painted: when the code asked for at
  // start (earlyDeviceCode.ts) is already here, the first frame shows it. A passive effect waited
  // for a frame first, about 60 ms at CPU 4x before the code could show (docs/performance.md).
  useLayoutEffect(() => {
    flow.start();
    return () => flow.stop();
  }, [flow]);
  // index.html's first look of this screen lies over it until this render shows its code, in the
  // same commit: the viewer sees one screen, and the code does not blink (src/ui/firstCode.ts).
  useLayoutEffect(() => giveWayToSignIn(state.kind !== 'requesting'), [state.kind]);
  // Keys pressed on that first look, before the app's code ran, act on this screen now it is up.
  useEffect(() => loadRemoteIfKeysHeld(), []);

  const finish = () => {
    if (state.kind !== 'approved') return;
    setFinishError(false);
    const tokens = state.tokens;
    // A failure to fetch its code is a connection's failure too: "Try again" asks again.
    loadCompletion().then((m) => m.completeSignIn(tokens)).catch((error: unknown) => setFinishError(error instanceof TenfootError && error.code === 'noChannel' ? 'noChannel' : 'load'));
  };
  useEffect(finish, [state]);

  // Said once per code through the shell's live region: where to go and the code spelled out
  // ("W, B, D, Z, dash, T, B, B, B"); and Reconnecting when it starts.
  const shown = state.kind === 'code' ? state : undefined;
  useEffect(() => {
    if (!shown) return;
    const where = t('Go to {url} and enter the code {code}', { url: displayUrl(shown.verificationUrl, config.verificationUrlSchemeOptional), code: spelled(shown.userCode) });
    // After the screen's name, which on a first start was said after the code.
    announceAfterHeading(shown.renewed ? `${t('The last code expired. This is a new one.')} ${where}` : where);
  }, [shown?.userCode]);
  const reconnecting = !!shown?.reconnecting;
  useEffect(() => {
    if (reconnecting) announce(t('Reconnecting… your code still works.'));
  }, [reconnecting]);

  // Back leaves sign-in for the previous screen (the picker or home); at the root it asks to exit.
  // Left from "Almost there", the approval is handed back, as by its way-on button.
  const leftApproval = state.kind === 'approved' && finishError === 'load' ? state.tokens : undefined;
  useBack(() => {
    if (leftApproval && canGoBack) giveBackApproval(leftApproval);
    return goBack();
  });
  useInitialFocus([state.kind, finishError]);
  const failureCode: OAuthErrorCode | undefined = state.kind === 'denied' ? 'access_denied' : state.kind === 'failed' ? state.code : undefined;
  const failureText = useFailureText(failureCode);

  // With an account on the TV, or browsing as a guest, there is somewhere to go back to; on a
  // first start there is not, and browsing without an account is offered instead.
  const hasAccounts = accounts.value.length > 0;
  const canGoBack = hasAccounts || guest.value;
  // As the screen opened: the account a first sign-in adds must not turn its title mid-way.
  const [addsAccount] = useState(hasAccounts);
  // The code's button the viewer last stood on: while a new code is requested (the old one
  // expired, or a reconnect) both buttons stay, and focus with them; after a screen that took them
  // away (a failure, a wait to retry) focus comes back to that one, not to the screen's first
  // choice (it jumped from "Browse without signing in" to "Get a new code").
  const lastCodeButton = useRef<'way-out' | 'new-code' | undefined>(undefined);
  const wayOut = (onFocus?: () => void, autofocus?: boolean, onLeave?: () => void) =>
    canGoBack ? (
      <button class="btn btn--secondary" data-autofocus={autofocus} onFocus={onFocus} onClick={() => (onLeave?.(), goBack())}>
        {t('Back')}
      </button>
    ) : (
      <button class="btn btn--secondary" data-testid="browse-as-guest" data-autofocus={autofocus} onFocus={onFocus} onClick={() => (onLeave?.(), browseAsGuest())}>
        {t('Browse without signing in')}
      </button>
    );

  // The code's buttons, there while the code is asked for too (Get a new code busy then): nothing
  // moves when it comes, and the way out is there at once on a slow connection.
  const codeActions = (codeShown: boolean) => (
    <div class="actions actions--code">
      {/* Focus starts on the way out (Back, or Browse without signing in): a first OK on
          "Get a new code" threw away the code the viewer may be typing on the phone. */}
      {wayOut(() => (lastCodeButton.current = 'way-out'), lastCodeButton.current !== 'new-code' || undefined)}
      <button
        class="btn btn--secondary"
        data-autofocus={lastCodeButton.current === 'new-code' || undefined}
        onFocus={() => (lastCodeButton.current = 'new-code')}
        {...busyButton(!codeShown, () => flow.restart())}
      >
        {t('Get a new code')}
      </button>
    </div>
  );

  let body;
  switch (state.kind) {
    case 'requesting':
    case 'stopped':
      body = (
        <>
          <CodePanelWaiting accessLine={accessLine(config)} />
          {codeActions(false)}
        </>
      );
      break;
    case 'code':
      body = (
        <>
          <CodePanel
            userCode={state.userCode}
            verificationUrl={state.verificationUrl}
            schemeOptional={config.verificationUrlSchemeOptional}
            expiresAt={state.expiresAt}
            now={now}
            reconnecting={state.reconnecting}
            renewed={!!state.renewed}
            accessLine={accessLine(config)}
            onQrSettled={prefetchAfterCode}
          />
          {codeActions(true)}
        </>
      );
      break;
    case 'retry-wait': {
      const rateLimited = state.reason === 'rate_limit_exceeded';
      body = (
        <div class="message">
          <div role="alert">
            <h2>{rateLimited ? t('Too many sign-in attempts') : t("Can't reach the sign-in service")}</h2>
            <p>
              {rateLimited
                ? t('The sign-in service asked tenfoot to slow down. A new code will be requested automatically.')
                : t("Check the TV's internet connection. tenfoot keeps trying by itself.")}
            </p>
          </div>
          {/* Outside the alert: said there, its every second's change was said again, and the buttons with it. */}
          <p class="countdown" data-testid="retry-countdown">
            {t('Trying again in {time}', { time: formatRemaining(state.retryAt - now) })}
          </p>
          <div class="actions">
            {rateLimited ? null : (
              <button class="btn" data-autofocus onClick={() => flow.retryNow()}>
                {t('Try now')}
              </button>
            )}
            {wayOut()}
          </div>
        </div>
      );
      break;
    }
    case 'denied':
    case 'failed': {
      const code = failureCode!;
      const text = failureText ?? interimText(code);
      body = (
        <div class="message" data-testid="signin-error" data-code={code}>
          <div role="alert">
            <h2>{text.title}</h2>
            <p>{text.what}</p>
            <p>{text.next}</p>
          </div>
          <div class="actions">
            <button class="btn" data-autofocus onClick={() => flow.retryNow()}>
              {t('Try again')}
            </button>
            {wayOut()}
          </div>
        </div>
      );
      break;
    }
    case 'approved':
      body = finishError === 'noChannel' ? (
        <div class="message" data-testid="signin-error" data-code="noChannel">
          <div role="alert">
            <h2>{t('This account has no channel yet')}</h2>
            <p>{t('tenfoot shows your subscriptions and playlists through your channel on the video service, and this account has none.')}</p>
            <p>{t('Create a channel on the platform\'s website, or choose “Use another account” and pick a different one on your phone.')}</p>
          </div>
          <div class="actions">
            <button
              class="btn"
              data-autofocus
              onClick={() => {
                setFinishError(false);
                flow.restart();
              }}
            >
              {t('Use another account')}
            </button>
            {wayOut()}
          </div>
        </div>
      ) : finishError ? (
        <div class="message">
          <div role="alert">
            <h2>{t('Almost there')}</h2>
            <p>{t("You approved on your phone, but tenfoot couldn't load your account. Check the TV's connection.")}</p>
          </div>
          <div class="actions">
            <button class="btn" data-autofocus onClick={finish}>
              {t('Try again')}
            </button>
            {/* Another way on, as every other failure of sign-in has; the approval is handed back. */}
            {wayOut(undefined, undefined, () => giveBackApproval(state.tokens))}
          </div>
        </div>
      ) : (
        // Nothing to press while the account loads: focus waits on the sentence (drawn without a
        // ring, src/nav/waitingScreen.ts) rather than falling to the page as the buttons went.
        <p class="lead" tabIndex={-1} data-waiting>
          {t('Approved! Loading your account…')}
        </p>
      );
      break;
  }

  return (
    <main class={`screen signin${why ? ' signin--why' : ''}`}>
      {/* With accounts on the TV already, a sign-in adds one: said, so it does not read as the first start's screen. */}
      <h1 class="screen__title">{addsAccount ? t('Add an account') : t('Sign in to tenfoot')}</h1>
      {why ? <p class="lead signin__why" data-testid="signin-why">{why}</p> : null}
      {body}
    </main>
  );
}
