import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { goBack, type Route } from '../state/router.ts';
import { useBack } from '../ui/hooks.ts';
import { Spinner } from '../ui/Spinner.tsx';

type PlayerProps = { route: Extract<Route, { name: 'player' }> };
let loaded: ComponentType<PlayerProps> | undefined;
let loading: Promise<ComponentType<PlayerProps>> | undefined;

/** The player's code in its own chunk: a TV downloads it on the first Play, not at start. */
function load(): Promise<ComponentType<PlayerProps>> {
  loading ??= import('./Player.tsx').then(
    (m) => (loaded = m.Player),
    (error: unknown) => {
      loading = undefined; // a later Play tries again
      throw error;
    },
  );
  return loading;
}

export function LazyPlayer(props: PlayerProps) {
  const [, setReady] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    load().then(
      () => live && setReady((n) => n + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [failed]);
  if (loaded) {
    const Player = loaded;
    return <Player {...props} />;
  }
  return <Waiting failed={failed} onRetry={() => setFailed(false)} />;
}

function Waiting({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  useBack(() => {
    goBack();
    return true;
  });
  return (
    <div class="player" data-testid="player" data-state={failed ? 'error' : 'loading'} data-current-time="0">
      {failed ? (
        <div class="player__message" role="alert">
          <h1 class="player__message-title">The player couldn't be loaded</h1>
          <p class="lead">Check the TV’s internet connection, then try again.</p>
          <div class="actions" data-nav-container>
            <button class="btn" data-autofocus ref={(el) => el?.focus()} onClick={onRetry}>
              Try again
            </button>
            <button class="btn btn--secondary" onClick={goBack}>
              Back
            </button>
          </div>
        </div>
      ) : (
        <Spinner label="Loading the player" />
      )}
    </div>
  );
}
