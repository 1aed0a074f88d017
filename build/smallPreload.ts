import type { Plugin } from 'vite';

/**
 * Vite's preload helper (`__vitePreload`, wrapped round every dynamic import) as this app uses it,
 * in a quarter of the size: 1.3 KB gzip of the entry, which both first screens wait for, came
 * down to a few hundred bytes (`npm run bench -- start`, docs/performance.md). What it keeps: a
 * chunk's imports are fetched alongside it (`<link rel=modulepreload>`, `preload` before Chromium
 * 66), each once, none already linked by index.html; the legacy bundle (SystemJS) preloads
 * nothing, as with Vite's. What it drops, all unused here: CSS preloads (one stylesheet,
 * `cssCodeSplit: false`), the CSP nonce (the policy hashes scripts, build/cspPlugin.ts), and the
 * `vite:preloadError` event (nothing listens; the import's own error reaches the caller).
 * Should Vite's helper change shape, the plugin leaves it alone and says so.
 */
const SMALL = `const scriptRel = /* @__PURE__ */ (function () {
  var list = typeof document !== 'undefined' && document.createElement('link').relList;
  return list && list.supports && list.supports('modulepreload') ? 'modulepreload' : 'preload';
})();
var seen;
export const __vitePreload = function preload(baseModule, deps, importerUrl) {
  if (__VITE_IS_MODERN__ && deps && deps.length > 0) {
    if (!seen) {
      seen = {};
      var links = document.getElementsByTagName('link');
      for (var i = 0; i < links.length; i++) seen[links[i].href] = true;
    }
    for (var j = 0; j < deps.length; j++) {
      var href = new URL(deps[j], importerUrl).href;
      if (seen[href]) continue;
      seen[href] = true;
      var link = document.createElement('link');
      link.rel = scriptRel;
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  }
  return baseModule();
};
`;

export function smallPreloadHelper(): Plugin {
  return {
    name: 'tenfoot-small-preload-helper',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code) {
        // Vite's, as this was written for: relative asset URLs and the export by this name.
        if (!code.includes('export const __vitePreload') || !code.includes('new URL(dep, importerUrl)')) {
          this.warn('Vite\'s preload helper changed shape; keeping it whole');
          return null;
        }
        return { code: SMALL, map: null };
      },
    },
  };
}
