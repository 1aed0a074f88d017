import { lazyScreen } from './lazyScreen.tsx';

/**
 * The signed-in screens and the menu in their own chunk: the sign-in screen, the first a new
 * viewer sees, loads none of them (the sign-in budget of `npm run bench`).
 */
export const LazyBrowse = lazyScreen(
  () => import('./BrowseArea.tsx').then((m) => m.BrowseArea),
  'screen',
  ({ children }) => <section class="content">{children}</section>,
);
