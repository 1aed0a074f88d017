// The TV floor for web APIs: eslint-plugin-compat reads the same browserslist as the build
// (package.json, Chromium 53) and reports any API used in src/ that the floor lacks and that the
// legacy bundle does not polyfill. Syntax is checked on the built legacy output by es-check
// (scripts/test.mjs), because Babel lowers it.
import { createRequire } from 'node:module';
import tsParser from '@typescript-eslint/parser';
import compat from 'eslint-plugin-compat';

const require = createRequire(import.meta.url);

/**
 * The polyfill list both bundles carry (build/legacy-polyfills.json: the legacy bundle all of it,
 * the modern one what Chromium 64 lacks, src/platform/gaps.ts). An API the floor lacks and the
 * list does not name is reported: add it to the list (and to gaps.ts if Chromium 64 lacks it too).
 */
function listedPolyfills() {
  // The plugin names a method both ways (String.padStart, String.prototype.padStart).
  const apis = require('./build/legacy-polyfills.json').polyfills.flatMap((p) => p.api);
  return [...apis, ...apis.filter((api) => api.includes('.prototype.')).map((api) => api.replace('.prototype.', '.'))];
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
      polyfills: listedPolyfills(),
    },
    rules: { 'compat/compat': 'error' },
  },
];
