// The TV floor for web APIs: eslint-plugin-compat reads the same browserslist as the build
// (package.json, Chromium 53) and reports any API used in src/ that the floor lacks and that the
// legacy bundle does not polyfill. Syntax is checked on the built legacy output by es-check
// (scripts/test.mjs), because Babel lowers it.
import { createRequire } from 'node:module';
import tsParser from '@typescript-eslint/parser';
import compat from 'eslint-plugin-compat';

const require = createRequire(import.meta.url);

/**
 * @vitejs/plugin-legacy adds core-js polyfills by usage to the legacy bundle, which every engine
 * older than the modern bundle's floor (Chromium 105: import.meta.resolve) runs. So an API core-js
 * polyfills and Chromium 105 has natively is safe on every engine; anything newer is not (the
 * modern bundle carries no polyfills), and is reported.
 */
const MODERN_CHROME = 105;
const pascal = (s) => s.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());
const camel = (s) => s.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const OBJECT_NAMES = { json: 'JSON', 'typed-array': 'TypedArray' };
const WEB_NAMES = { 'web.queue-microtask': 'queueMicrotask', 'web.url': 'URL', 'web.url-search-params': 'URLSearchParams', 'web.dom-collections': 'NodeList' };
function coreJsPolyfills() {
  const data = require('core-js-compat/data.json');
  const names = new Set();
  for (const [module, support] of Object.entries(data)) {
    if (!support.chrome || Number(support.chrome) > MODERN_CHROME) continue;
    const [kind, object, property] = module.split('.');
    if (kind === 'web') {
      const name = WEB_NAMES[`web.${object}`];
      if (name) names.add(name);
    } else if (kind === 'es' && property && !property.includes('-v2')) {
      const owner = OBJECT_NAMES[object] ?? pascal(object);
      names.add(`${owner}.${camel(property)}`).add(`${owner}.prototype.${camel(property)}`);
    } else if (kind === 'es' && object === 'global-this') names.add('globalThis');
  }
  return [...names];
}

export default [
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', 'test-results/**', 'packaging/out/**'] },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { compat },
    settings: {
      lintAllEsApis: true,
      // AbortController/AbortSignal: abortcontroller-polyfill in the legacy bundle (vite.config.ts),
      // which also makes fetch honour the signal.
      polyfills: [...coreJsPolyfills(), 'AbortController', 'AbortSignal'],
    },
    rules: { 'compat/compat': 'error' },
  },
];
