import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/messages.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { ScrollableText } from '../ui/ScrollableText.tsx';
import { reflowLicence } from './reflowLicence.ts';

interface ShippedPackage {
  name: string;
  version: string;
  license: string;
  text: string;
}

/**
 * The open-source licences of every package the app's code carries: `licences.json`, written
 * beside the bundle when it is built (build/licences.ts), so the list is what shipped, never a
 * hand-kept copy. Shown as text, never as HTML.
 */
export function Licences({ onClose }: { onClose: () => void }) {
  const [packages, setPackages] = useState<ShippedPackage[] | 'failed' | undefined>();
  useEffect(() => {
    fetch('./licences.json')
      .then((r) => (r.ok ? (r.json() as Promise<{ packages: ShippedPackage[] }>) : Promise.reject(new Error(String(r.status)))))
      .then((body) => setPackages(body.packages), () => setPackages('failed'));
  }, []);
  const text =
    packages === undefined
      ? t('Loading…')
      : packages === 'failed'
        ? t("The list of licences couldn't be loaded.")
        : packages.map((p) => `${p.name} ${p.version} (${p.license})\n\n${reflowLicence(p.text)}`).join('\n\n————\n\n');
  return (
    <Dialog title={t('Open-source licences')} onClose={onClose}>
      {/* Focus stays on Close, one OK from leaving; Up and Down scroll the text from there. */}
      <ScrollableText text={text} label={t('Open-source licences')} class="licences" testId="licences" scrolledFromDialog />
      <div class="actions">
        <button class="btn" onClick={onClose} data-autofocus aria-describedby="licences-hint">
          {t('Close')}
        </button>
        <span class="dialog__keys" id="licences-hint">
          {t('Up and down scroll the licences.')}
        </span>
      </div>
    </Dialog>
  );
}
