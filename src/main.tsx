import { render } from 'preact';
import { App } from './App.tsx';
import { loadConfig } from './config.ts';
import { holdKeysUntilRemote } from './nav/remoteLater.ts';
import { fillGaps } from './platform/gaps.ts';
import { startPlatform } from './platform/index.ts';
import { createTokenStore } from './auth/tokenStore.ts';
import { preloadFirstScreen } from './screens/firstScreen.ts';
import { releaseSupersededVNodes } from './ui/releaseSupersededVNodes.ts';
import { removeFirstCode } from './ui/firstCode.ts';
import { askForCodeIfNoAccount, initSession, refreshStartAccountEarly, restoreSession, startSignedOut } from './state/session.ts';
import { followLanguage } from './state/language.ts';
import { applySettingsToPage } from './state/settings.ts';
import './styles.css';
import './rtl.css';

/** Boot: runtime config -> session restore -> shell. Any failure shows a readable screen. */
async function boot(): Promise<void> {
  const root = document.getElementById('app')!;
  await fillGaps(); // Chromium 64-70: before any render or request (src/platform/gaps.ts)
  // A package opened from file:// reads its config.json through XMLHttpRequest (fileFetch.ts);
  // only packages fetch that code.
  if (location.protocol === 'file:') (await import('./platform/fileFetch.ts')).installFileFetch(window);
  void startPlatform(); // Tizen keys, webOS pointer, Fire TV/Xbox Back, file:// packages (src/platform)
  // The remote's code comes once the first screen is up; keys pressed before then are held.
  holdKeysUntilRemote();
  // Text size and Reduce motion before anything draws; the language's catalogue (none for
  // English) loads beside config.json.
  applySettingsToPage();
  const languageReady = followLanguage();
  // The stored accounts are read while config.json loads, and the first screen's code is fetched
  // as soon as they are known: on a slow TV, opening IndexedDB is most of a start's wait.
  const store = createTokenStore();
  // A TV with no account marked stored (a first start, or a guest's) fetches the sign-in screen's
  // code now and asks for its code with config.json: on an engine that must create the database
  // to learn it is empty, IndexedDB answers last (src/auth/accountsMark.ts).
  const noneMarked = store.noneMarked();
  if (noneMarked) preloadFirstScreen(0);
  const listed = store.list();
  listed.then((accounts) => preloadFirstScreen(accounts.length), () => undefined);
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    // Its own chunk, with the sentences that name each problem: a TV with a good config (all of
    // them, but for a hand edit) never fetches it.
    removeFirstCode(); // index.html's first look, had it begun: the problem is what to see
    const { ConfigProblem } = await import('./screens/ConfigProblem.tsx');
    render(<ConfigProblem error={error} />, root);
    return;
  }
  initSession(config, store);
  askForCodeIfNoAccount(listed, noneMarked);
  refreshStartAccountEarly(listed);
  await languageReady;
  // Before any list renders (see its comment: heap growth while paging). In the entry, not Home's
  // chunk, which it kept over its 15 KB budget; it costs the sign-in screen nothing it notices.
  releaseSupersededVNodes();
  render(<App config={config} />, root);
  // Whatever goes wrong restoring (storage fails over to memory itself), the viewer can sign in.
  await restoreSession(listed).catch(() => startSignedOut());
}

void boot();
