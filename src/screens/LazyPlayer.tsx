import { lazyScreen } from './lazyScreen.tsx';
import { t } from '../i18n/messages.ts';

/** The player's code in its own chunk: a TV downloads it on the first Play, not at start. */
export const LazyPlayer = lazyScreen(
  () => import('./Player.tsx').then((m) => m.Player),
  () => t('player'),
  ({ failed, children }) => (
    <div class="player" data-testid="player" data-state={failed ? 'error' : 'loading'} data-current-time="0">
      {children}
    </div>
  ),
);
