/**
 * Packaged TV apps (webOS .ipk, Tizen .wgt) open index.html from file://, where Chromium's fetch
 * refuses the file: scheme but XMLHttpRequest still reads the package's own files. Only then,
 * fetches of file: URLs (config.json) go through XMLHttpRequest; every other fetch is untouched.
 */
export function installFileFetch(win: Window & { XMLHttpRequest?: typeof XMLHttpRequest }): boolean {
  if (win.location.protocol !== 'file:') return false;
  const nativeFetch = win.fetch.bind(win);
  const fileFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, win.location.href);
    if (url.protocol !== 'file:') return nativeFetch(input, init);
    return new Promise((resolve, reject) => {
      const xhr = new (win.XMLHttpRequest ?? XMLHttpRequest)();
      xhr.open('GET', url.href);
      xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status || 200 }));
      xhr.onerror = () => reject(new TypeError(`${url.pathname.split('/').pop()} could not be read from the package`));
      xhr.send();
    });
  };
  win.fetch = fileFetch as typeof win.fetch;
  return true;
}
