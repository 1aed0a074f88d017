import type { VNode } from 'preact';
import { qrMatrix } from './qrMatrix.ts';

/**
 * The QR code of `text` as SVG drawn from the module matrix (no HTML string injected). In the QR
 * chunk with the encoder (src/ui/qrMatrix.ts): the sign-in code shows before either is fetched.
 */
export function qrPicture(text: string, label: string): VNode {
  const matrix = qrMatrix(text);
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
