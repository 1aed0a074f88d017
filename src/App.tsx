import { useState } from 'preact/hooks';
import type { AppConfig } from './config.ts';
import { Home } from './screens/Home.tsx';
import { Picker } from './screens/Picker.tsx';
import { SignIn } from './screens/SignIn.tsx';
import { currentRoute, goBack } from './state/router.ts';
import { sessionNotice } from './state/session.ts';
import { Dialog } from './ui/Dialog.tsx';
import { useBack } from './ui/hooks.ts';

function exitApp(): void {
  // Platform adapters (Tizen, webOS) replace this with their own exit call.
  window.close();
}

/** The shell: the current screen, the session notice, and "Exit?" when Back reaches the root. */
export function App({ config }: { config: AppConfig }) {
  const [askExit, setAskExit] = useState(false);
  useBack(() => {
    if (!goBack()) setAskExit(true);
    return true;
  });
  const route = currentRoute.value;
  const notice = sessionNotice.value;
  return (
    <div class="shell">
      {notice ? (
        <div class={`notice notice--${notice.kind}`} role="status" data-testid="session-notice">
          {notice.text}
        </div>
      ) : null}
      {route.name === 'signin' ? <SignIn key={route.name} config={config} /> : null}
      {route.name === 'picker' ? <Picker /> : null}
      {route.name === 'home' ? <Home /> : null}
      {route.name === 'boot' ? <p class="lead screen">Starting…</p> : null}
      {askExit ? (
        <Dialog title="Exit tenfoot?" onClose={() => setAskExit(false)}>
          <div class="actions">
            <button class="btn" data-autofocus onClick={() => setAskExit(false)}>
              Stay
            </button>
            <button class="btn btn--secondary" onClick={exitApp}>
              Exit
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
