/**
 * The compat lint guards the floor only if it is wired right: it must report web APIs newer than
 * Chromium 53 that nothing polyfills, and let through what the legacy bundle polyfills.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cssAboveFloor, esLevelOfChrome, floorEsLevel, floorQuery } from './floor-checks.mjs';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
async function reported(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'src/floor-probe.ts' });
  return result!.messages.map((m) => m.message);
}

describe('compat lint of src/ (eslint-plugin-compat, package.json browserslist)', () => {
  it('reports web APIs above Chromium 53 that the legacy bundle does not polyfill', async () => {
    const messages = await reported('new ResizeObserver(() => {});\nstructuredClone({});\nexport {};\n');
    expect(messages).toEqual([expect.stringMatching(/ResizeObserver is not supported in Chrome 53/), expect.stringMatching(/structuredClone is not supported in Chrome 53/)]);
  });

  it('reports ES built-ins the modern bundle (Chromium 105+, no polyfills) would lack', async () => {
    expect(await reported('export const sorted = [3, 1].toSorted();\n')).toEqual([expect.stringMatching(/toSorted/)]);
  });

  it('lets through what the legacy bundle polyfills', async () => {
    const code = 'queueMicrotask(() => {});\nexport const e = Object.entries({});\nexport const c = new AbortController();\nexport const p = new URLSearchParams({ a: "1" });\nexport const s = "1".padStart(2, "0");\n';
    expect(await reported(code)).toEqual([]);
  });
});

describe('checks of the build output (scripts/test.mjs)', () => {
  it('checks syntax at the level Chromium 53 parses: all of ES2016, none of ES2017', () => {
    expect(floorQuery()).toBe('chrome >= 53');
    expect(floorEsLevel()).toBe('es2016');
    expect([55, 58, 64, 80].map(esLevelOfChrome)).toEqual(['es2016', 'es2017', 'es2018', 'es2020']);
  });

  it('refuses CSS the floor cannot lay out, and accepts what it can', () => {
    expect(cssAboveFloor('.row{display:flex;gap:1rem}')).toHaveLength(1);
    expect(cssAboveFloor('.card{aspect-ratio:16/9}')).toHaveLength(1);
    expect(cssAboveFloor('.layer{position:absolute;inset:0}')).toHaveLength(1);
    expect(cssAboveFloor('.g{display:grid}')).toHaveLength(1);
    expect(cssAboveFloor('.t{font-size:clamp(1rem,2vw,3rem)}')).toHaveLength(1);
    expect(cssAboveFloor('.a{&:hover{color:red}}')).toHaveLength(1);
    expect(cssAboveFloor('.btn:focus-visible{outline:0}')).toEqual([expect.stringMatching(/:focus-visible` without `:focus`/)]);
    expect(cssAboveFloor('.btn:focus,.btn:focus-visible{outline:0}')).toEqual([]);
    const floorCss = '.row{display:flex;margin:0 -1rem}.row>*{margin:0 1rem}.layer{position:absolute;left:0;top:0;right:0;bottom:0}.t{font-size:calc(100vw/120);grid-template-columns:minmax(0,1fr)}';
    expect(cssAboveFloor(floorCss)).toEqual([]);
  });
});
