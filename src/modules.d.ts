/* Modules the app imports that come without types of their own. */

/**
 * The qrcode package's encoder module, which @types/qrcode does not describe (it types the
 * package's entry points only). The app imports it alone to leave the renderers out (src/ui/QrCode.tsx).
 */
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode';
  export function create(text: string, options?: QRCodeOptions): QRCode;
}

/** A side-effect module: installs AbortController and AbortSignal where missing, and patches fetch. */
declare module 'abortcontroller-polyfill/dist/polyfill-patch-fetch';
