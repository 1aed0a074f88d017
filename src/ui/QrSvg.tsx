import { qrMatrix } from './qrMatrix.ts';

/** A QR symbol as one SVG path, in modules, with its side including the quiet zone. */
export interface QrPath {
  dim: number;
  path: string;
}

/*
 * The QR code's encoding and drawing, in the QR chunk with the encoder (src/ui/qrMatrix.ts): the
 * sign-in code shows before any of it is fetched. No HTML string is injected.
 */

/** The QR code of `text` as an SVG path drawn from the module matrix; throws when the text does not fit a QR code. */
export function qrPath(text: string): QrPath {
  const matrix = qrMatrix(text);
  const quiet = 4; // QR spec: a 4-module quiet zone around the symbol
  const dim = matrix.size + quiet * 2;
  let path = '';
  for (let r = 0; r < matrix.size; r++) {
    for (let c = 0; c < matrix.size; c++) if (matrix.get(r, c)) path += `M${c + quiet} ${r + quiet}h1v1h-1z`;
  }
  return { dim, path };
}

/** The drawn symbol, with the label of the render that shows it (the language may change while it is up). */
export function QrSvg({ drawn, label }: { drawn: QrPath; label: string }) {
  return (
    <svg class="qr" role="img" aria-label={label} viewBox={`0 0 ${drawn.dim} ${drawn.dim}`} shape-rendering="crispEdges">
      <rect width={drawn.dim} height={drawn.dim} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
