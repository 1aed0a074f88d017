/**
 * `vite build`: writes the Content-Security-Policy into the built index.html (build/csp.ts), after
 * every other plugin, so the hashes are of the inline scripts @vitejs/plugin-legacy wrote.
 *
 * plugin-legacy's modern-engine probe imports `data:text/javascript,...` modules (one in the
 * inline probe, one at the top of the modern entry chunk). script-src would then need `data:`,
 * which lets any injected `<script src="data:...">` run. So the same probe code is emitted once as
 * a file of the build and imported from there ('self'); the query keeps each importer's module
 * distinct, as plugin-legacy keeps each data: URL distinct (its note on vitejs/vite#22008).
 *
 * The dev server gets no policy: it injects styles as <style> elements and scripts for HMR.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Plugin } from 'vite';
import { runtimeSources, withPolicy } from './csp.ts';

/** plugin-legacy's probe (its createDetectImportMetaResolveSupportModule), as a data: URL import. */
export const GUARD_CODE = 'if(!import.meta.resolve)throw Error("import.meta.resolve not supported")';
const DATA_GUARD_RE = /import\s*(['"])data:text\/javascript,(?:"[^"]*";)?if\(!import\.meta\.resolve\)throw Error\("import\.meta\.resolve not supported"\)\1/g;
const ANY_DATA_IMPORT_RE = /import\s*\(?\s*['"`]data:/;

export const guardFileName = (assetsDir: string) =>
  posix.join(assetsDir, `modern-guard-${createHash('sha256').update(GUARD_CODE).digest('hex').slice(0, 8)}.js`);

/** `code` with each data: probe import made an import of the guard file at `url`. */
export function withGuardFile(code: string, url: string): string {
  return code.replace(DATA_GUARD_RE, `import'${url}'`);
}

/** The runtime config the build ships, with the emulator's port as the preview server serves it. */
function shippedConfig(publicDir: string): string {
  const file = join(publicDir, 'config.json');
  if (!existsSync(file)) return '{}';
  const port = process.env.EMULATOR_PORT;
  const text = readFileSync(file, 'utf8');
  return port ? text.replace(/:8787\b/g, `:${port}`) : text;
}

export function contentSecurityPolicy(): Plugin {
  let assetsDir = 'assets';
  let publicDir = 'public';
  const relative = (from: string, to: string) => {
    const path = posix.relative(posix.dirname(from), to);
    return path.startsWith('.') ? path : `./${path}`;
  };
  return {
    name: 'tenfoot-csp',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
      publicDir = config.publicDir;
    },
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        if (!code.includes('data:text/javascript')) return null;
        const url = `${relative(chunk.fileName, guardFileName(assetsDir))}?${encodeURIComponent(chunk.name)}`;
        return { code: withGuardFile(code, url), map: null };
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const guard = guardFileName(assetsDir);
        let needsGuard = false;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') {
            needsGuard ||= file.code.includes(posix.basename(guard));
            if (ANY_DATA_IMPORT_RE.test(file.code)) this.error(`${file.fileName} imports a data: URL, which the Content-Security-Policy refuses`);
            continue;
          }
          if (!file.fileName.endsWith('.html')) continue;
          const html = withGuardFile(String(file.source), `${relative(file.fileName, guard)}?html`);
          if (ANY_DATA_IMPORT_RE.test(html)) this.error(`${file.fileName} imports a data: URL, which the Content-Security-Policy refuses`);
          needsGuard ||= html.includes(posix.basename(guard));
          file.source = withPolicy(html, runtimeSources(shippedConfig(publicDir))).html;
        }
        if (needsGuard && !bundle[guard]) this.emitFile({ type: 'asset', fileName: guard, source: GUARD_CODE });
      },
    },
  };
}
