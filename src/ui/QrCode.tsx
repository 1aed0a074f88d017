import { useEffect, useState } from 'preact/hooks';
import type { QrPath } from './QrSvg.tsx';
import { t } from '../i18n/messages.ts';

type Drawn = { drawn: QrPath; Svg: typeof import('./QrSvg.tsx').QrSvg };

/**
 * The QR code's place on the sign-in screen. Its encoding and drawing (src/ui/QrSvg.tsx) are
 * fetched once the code is on screen, so only the sign-in screen pays for them, after its code
 * (docs/performance.md, Size). The label is each render's: a language that changes while the code
 * is up changes it too.
 * `onSettled` is called once the code is drawn, or could not be.
 */
export function QrCode({ text, label, onSettled }: { text: string; label: string; onSettled?: () => void }) {
  const [qr, setQr] = useState<Drawn | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./QrSvg.tsx')
      .then((m) => live && setQr({ drawn: m.qrPath(text), Svg: m.QrSvg }))
      .catch(() => live && setFailed(true))
      .finally(() => live && onSettled?.());
    return () => {
      live = false;
    };
  }, [text]);

  if (failed) return <div class="qr qr--missing" role="img" aria-label={t('{label} (could not be drawn)', { label })} />;
  if (!qr) return <div class="qr qr--loading" role="img" aria-label={t('{label} (loading)', { label })} />;
  return <qr.Svg drawn={qr.drawn} label={label} />;
}
