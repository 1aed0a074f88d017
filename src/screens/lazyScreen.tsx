import type { ComponentChildren, ComponentType, FunctionComponent } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import { goBack } from '../state/router.ts';
import { useBack } from '../ui/hooks.ts';
import { dispatchBack } from '../nav/back.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { t } from '../i18n/messages.ts';

/** What shows round the spinner or the failure while a screen's code is on its way. */
export type LazyFrame = FunctionComponent<{ failed: boolean; children: ComponentChildren }>;

/** The frame of a screen shown beside the menu: the content area, which the spinner or the failure fills. */
export const inContent: LazyFrame = ({ children }) => <section class="content">{children}</section>;

/**
 * A screen whose code is its own chunk, fetched the first time it is shown (a TV downloads and
 * parses only what the screen in front of it needs). While it comes: a spinner; if it cannot be
 * fetched: why, Try again, and Back.
 */
export type LazyScreen<P> = FunctionComponent<P> & {
  /** Starts fetching the screen's code (once), to have it before it is shown; never throws. */
  preload(): void;
};

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, what: () => string, Frame: LazyFrame): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchIt = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // the next try fetches again
        throw error;
      },
    ));

  const LazyScreen = function LazyScreen(props: P) {
    const [, setArrived] = useState(0);
    const [failed, setFailed] = useState(false);
    const waiting = !loaded;
    // A layout effect, run as this render is committed: with an effect (run after the next frame)
    // code that came in the meantime waited a frame to render, and a screen's first requests,
    // made by its render, with it (a returning viewer's Home: its first frame, docs/performance.md).
    useLayoutEffect(() => {
      // Asked by what was rendered, not by `loaded` now: code preloaded (BrowseArea.tsx) may have
      // arrived between this render and its effect, and the frame on screen must still give way.
      if (!waiting) return;
      let live = true;
      fetchIt().then(
        () => live && setArrived((n) => n + 1),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [failed, waiting]);
    if (loaded) {
      const Screen = loaded;
      return <Screen {...props} />;
    }
    return (
      <Frame failed={failed}>
        <Waiting failed={failed} what={what()} onRetry={() => setFailed(false)} />
      </Frame>
    );
  } as LazyScreen<P>;
  LazyScreen.preload = () => {
    if (!loaded) fetchIt().catch(() => undefined); // a failure shows when the screen does
  };
  return LazyScreen;
}

function focusOnArrival(el: HTMLButtonElement | null): void {
  if (el && document.activeElement !== el) el.focus();
}

function Waiting({ failed, what, onRetry }: { failed: boolean; what: string; onRetry(): void }) {
  // Back leaves for the screen before; where there is none (the sign-in screen of a first start,
  // a section of the menu) Back goes on as that screen's own Back would: to the menu, then
  // "Exit tenfoot?" (App.tsx).
  useBack(() => goBack());
  // Focus that left with the screen before (the card whose OK opened this one) waits here, and
  // letters typed meanwhile are kept for the screen (src/nav/waitingScreen.ts).
  if (!failed)
    return (
      <div tabIndex={-1} data-waiting>
        <Spinner label={t('Loading {what}', { what })} />
      </div>
    );
  return (
    <div class="player__message">
      {/* The words alone are the alert, not the buttons after them. */}
      <div role="alert">
        <h1 class="player__message-title">{t("The {what} couldn't be loaded", { what })}</h1>
        <p class="lead">{t('Check the TV’s internet connection, then try again.')}</p>
      </div>
      <div class="actions" data-nav-container>
        <button class="btn" data-autofocus ref={focusOnArrival} onClick={onRetry}>
          {t('Try again')}
        </button>
        {/* The remote's Back, as a button: at the root (a section of the menu, a first start's
            sign-in) it goes on to the menu or "Exit tenfoot?", where goBack alone did nothing. */}
        <button class="btn btn--secondary" onClick={() => dispatchBack()}>
          {t('Back')}
        </button>
      </div>
    </div>
  );
}
