/**
 * The APIs the app uses that the modern bundle's oldest engine, Chromium 64, lacks (webOS 5 and
 * Tizen 5.5 run 68 and 69): filled on start, only where missing, so a current engine downloads
 * nothing for them. The legacy bundle has them among its polyfills already (the list of both, with
 * the version that has each natively: build/legacy-polyfills.json).
 */
export const FILLED_APIS = ['AbortController', 'AbortSignal', 'queueMicrotask'] as const;

export async function fillGaps(w: Window = window): Promise<void> {
  const global = w as Window & { queueMicrotask?: (callback: () => void) => void };
  // Chromium 71. Preact schedules its renders with it. A throw is reported, as the native one does.
  if (typeof global.queueMicrotask !== 'function') {
    global.queueMicrotask = (callback) => {
      Promise.resolve()
        .then(callback)
        .catch((error: unknown) =>
          setTimeout(() => {
            throw error;
          }),
        );
    };
  }
  // Chromium 66. The device flow and the fetch core cancel requests with it; the polyfill also
  // makes fetch honour its signal.
  if (typeof (global as { AbortController?: unknown }).AbortController !== 'function') await import('abortcontroller-polyfill/dist/polyfill-patch-fetch');
}
