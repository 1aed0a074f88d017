import { inContent, lazyScreen } from './lazyScreen.tsx';
import { whenIdle } from '../platform/whenIdle.ts';
import { loadExitQuestion } from './exitQuestionCode.ts';
import { loadRemote } from '../nav/remoteLater.ts';
import { t } from '../i18n/messages.ts';

/**
 * The signed-in screens and the menu in their own chunk: the sign-in screen, the first a new
 * viewer sees, loads none of them (the sign-in budget of `npm run bench`).
 */
export const LazyBrowse = lazyScreen(
  () => import('./BrowseArea.tsx').then((m) => m.BrowseArea),
  () => t('screen'),
  inContent,
);

/**
 * The menu's and Home's code (one chunk, build/firstChunks.ts), fetched while the TV has nothing
 * else to do: while the sign-in code waits for the phone, or the picker for a choice, so that the
 * first Home card costs no extra round trip, and the table of the other screens' chunks, so that a
 * guest's Search costs none either. Idle time only: the screen in front comes first.
 * The remote's code comes first (src/nav/remoteLater.ts), and the exit question's, which Back
 * asks for on this screen.
 */
export function prefetchBrowseWhenIdle(): void {
  whenIdle(() => {
    loadRemote();
    LazyBrowse.preload();
    // The table of the other screens' chunks: a guest's first screen (Search) and the section a
    // sign-in was asked for need it, and would wait one more round trip for it.
    import('./BrowseArea.tsx').then((m) => m.OtherScreen.preload(), () => undefined);
    loadExitQuestion();
  });
}
