import type { VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/messages.ts';

/**
 * The QR code's place on the sign-in screen. The encoder and the drawing (src/ui/QrSvg.tsx) are
 * fetched once the code is on screen, so only the sign-in screen pays for them, after its code
 * (docs/performance.md, Size).
 * `onSettled` is called once the code is drawn, or could not be.
 */
export function QrCode({ text, label, onSettled }: { text: string; label: string; onSettled?: () => void }) {
  const [picture, setPicture] = useState<VNode | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./QrSvg.tsx')
      .then((m) => live && setPicture(m.qrPicture(text, label)))
      .catch(() => live && setFailed(true))
      .finally(() => live && onSettled?.());
    return () => {
      live = false;
    };
  }, [text]);

  if (failed) return <div class="qr qr--missing" role="img" aria-label={t('{label} (could not be drawn)', { label })} />;
  return picture ?? <div class="qr qr--loading" role="img" aria-label={`${label} (loading)`} />;
}
