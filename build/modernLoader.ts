/**
 * `vite build`: how a TV picks its bundle, settled before it fetches either.
 *
 * @vitejs/plugin-legacy writes `<script type="module" src="index-….js">` for the modern entry and
 * an inline module probe (import.meta, import(), async generators) that decides whether the
 * SystemJS bundle loads instead. Every engine with module scripts fetches the modern entry, so
 * Chromium 61-63 (module scripts, no import.meta) downloaded a bundle they could not run, and threw
 * it away with a SyntaxError. Here the probe itself imports the modern entry once it has passed:
 * an engine that cannot parse the probe fetches nothing modern. A `modulepreload` link keeps the
 * early fetch for the engines that know it (Chromium 66+, all of which run the modern bundle).
 * The import waits for `window.tenfootHold` when index.html's first look of the sign-in screen sets
 * it (the app's code runs once the page has drawn its code; undefined otherwise, and it goes at once).
 *
 * The plugin also makes the probe and every modern chunk import a `data:` module that throws
 * without `import.meta.resolve` (its default modern floor, Chromium 105). This app's modern floor is
 * Chromium 64 (vite.config.ts, modernTargets), which the probe's own three tests describe, so that
 * import goes; so does the need for `data:` in the Content-Security-Policy's script-src.
 */
import type { Plugin } from 'vite';

/** plugin-legacy's import.meta.resolve probe (its createDetectImportMetaResolveSupportModule). */
const RESOLVE_PROBE_RE = /import\s*(['"])data:text\/javascript,(?:"[^"]*";)?if\(!import\.meta\.resolve\)throw Error\("import\.meta\.resolve not supported"\)\1;?/g;
const PROBE_END = 'window.__vite_is_modern_browser=true';

/** `code` without the import.meta.resolve probe import. */
export function withoutResolveProbe(code: string): string {
  return code.replace(RESOLVE_PROBE_RE, '');
}

/**
 * index.html with the modern entry loaded by the probe: its `<script type="module" src>` becomes a
 * `modulepreload` link, and the probe imports it after setting plugin-legacy's flag, once the
 * page's hold, if any, lets it (the flag itself is set at once: plugin-legacy's fallback reads it).
 */
export function modernEntryFromProbe(html: string): string {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entryTag) throw new Error('modernLoader: no modern entry <script type="module" src> in index.html');
  const src = entryTag[1]!;
  const probeAt = html.indexOf(PROBE_END);
  if (probeAt < 0) throw new Error("modernLoader: plugin-legacy's modern probe is not in index.html");
  return html
    .replace(PROBE_END, `${PROBE_END};Promise.resolve(window.tenfootHold).then(function(){return import(${JSON.stringify(src)})})`)
    .replace(entryTag[0], `<link rel="modulepreload" crossorigin href="${src}">`);
}

export function modernLoader(): Plugin {
  return {
    name: 'tenfoot-modern-loader',
    apply: 'build',
    renderChunk: {
      order: 'post',
      handler(code) {
        return code.includes('data:text/javascript') ? { code: withoutResolveProbe(code), map: null } : null;
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
          file.source = modernEntryFromProbe(withoutResolveProbe(String(file.source)));
        }
      },
    },
  };
}
