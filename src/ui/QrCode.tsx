import { useEffect, useState } from 'preact/hooks';
import type { QrMatrix } from './qrMatrix.ts';
import { t } from '../i18n/messages.ts';

/**
 * The QR code as SVG drawn from the module matrix (no HTML string injected). The qrcode library is
 * loaded on demand (src/ui/qrMatrix.ts), so only the sign-in screen pays for it, after its code is
 * on screen (docs/performance.md, Size).
 * `onSettled` is called once the code is drawn, or could not be.
 */
export function QrCode({ text, label, onSettled }: { text: string; label: string; onSettled?: () => void }) {
  const [matrix, setMatrix] = useState<QrMatrix | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./qrMatrix.ts')
      .then(({ qrMatrix }) => live && setMatrix(qrMatrix(text)))
      .catch(() => live && setFailed(true))
      .finally(() => live && onSettled?.());
    return () => {
      live = false;
    };
  }, [text]);

  if (failed) return <div class="qr qr--missing" role="img" aria-label={t('{label} (could not be drawn)', { label })} />;
  if (!matrix) return <div class="qr qr--loading" role="img" aria-label={`${label} (loading)`} />;
  const quiet = 4; // QR spec: a 4-module quiet zone around the symbol
  const dim = matrix.size + quiet * 2;
  let path = '';
  for (let r = 0; r < matrix.size; r++) {
    for (let c = 0; c < matrix.size; c++) if (matrix.get(r, c)) path += `M${c + quiet} ${r + quiet}h1v1h-1z`;
  }
  return (
    <svg class="qr" role="img" aria-label={label} viewBox={`0 0 ${dim} ${dim}`} shape-rendering="crispEdges">
      <rect width={dim} height={dim} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
