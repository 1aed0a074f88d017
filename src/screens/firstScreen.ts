import { LazyBrowse } from './LazyBrowse.tsx';
import { LazyPicker, LazySignIn } from './LazySignIn.tsx';

/**
 * The first screen's code, fetched as soon as the stored accounts are known (IndexedDB answers
 * while config.json loads), not once the session has started and the screen renders: none signs
 * in, one goes Home, several pick.
 */
export function preloadFirstScreen(accounts: number): void {
  if (accounts === 0) LazySignIn.preload();
  else if (accounts > 1) LazyPicker.preload();
  else {
    LazyBrowse.preload(); // the menu and Home: one chunk (build/firstChunks.ts)
  }
}
