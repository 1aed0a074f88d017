import { create } from 'qrcode/lib/core/qrcode.js';

/** A QR code's modules, as the sign-in screen draws them. */
export interface QrMatrix {
  size: number;
  get(row: number, col: number): boolean;
}

/**
 * The qrcode package's encoder, and only it: the package's browser entry adds canvas and SVG-string
 * renderers the app does not use. Imported by src/ui/QrCode.tsx on demand, so that this module, the
 * encoder and the CommonJS interop it needs make one chunk the sign-in screen fetches after its code.
 */
export function qrMatrix(text: string): QrMatrix {
  const qr = create(text, { errorCorrectionLevel: 'M' });
  return { size: qr.modules.size, get: (r, c) => Boolean(qr.modules.get(r, c)) };
}
