import { exitApp } from '../platform/exitApp.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { t } from '../i18n/messages.ts';

/** "Exit tenfoot?", asked when Back reaches the root: Stay is the default, Exit the platform's own way out. */
export function ExitQuestion({ onStay }: { onStay: () => void }) {
  return (
    <Dialog title={t('Exit tenfoot?')} onClose={onStay}>
      <div class="actions">
        <button class="btn" data-autofocus onClick={onStay}>
          {t('Stay')}
        </button>
        {/* Tizen's application.exit(), webOS.platformBack(), ... (src/platform). */}
        <button class="btn btn--secondary" onClick={() => exitApp()}>
          {t('Exit')}
        </button>
      </div>
    </Dialog>
  );
}
