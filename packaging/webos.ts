/**
 * webOS: an .ipk made by LG's own packager (`ares-package` from @webos-tools/cli) from an app
 * directory with appinfo.json. Back is the app's (disableBackHistoryAPI: key 461 reaches the
 * app, src/nav/keys.ts) and the app leaves through webOS.platformBack() (src/platform/webos.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pkg, ROOT, stageApp } from './stage.ts';

export const WEBOS_APP_ID = 'com.tenfoot.app';

export function appinfo(version: string): Record<string, unknown> {
  return {
    id: WEBOS_APP_ID,
    version,
    vendor: 'tenfoot',
    type: 'web',
    main: 'index.html',
    title: 'tenfoot',
    icon: 'icons/icon-80.png',
    largeIcon: 'icons/icon-130.png',
    splashBackground: 'icons/splash-1920x1080.png',
    bgColor: '#0b1220',
    iconColor: '#0b1220',
    resolution: '1920x1080',
    // Back reaches the app as a key; the app decides (history, "Exit?") and leaves with platformBack().
    disableBackHistoryAPI: true,
  };
}

/**
 * Stages the app directory (editable: its config.json is the app's runtime config). The
 * Content-Security-Policy travels in index.html's <meta> (stageApp), which the webOS web engine
 * (Chromium) enforces as any browser does; appinfo.json does not carry one.
 */
export function stageWebos(dist: string, dir: string, configText: string, allowOrigins: string[] = []): void {
  stageApp(dist, dir, configText, allowOrigins);
  writeFileSync(join(dir, 'appinfo.json'), `${JSON.stringify(appinfo(pkg.version), null, 2)}\n`);
}

function aresPackage(args: string[]): { ok: boolean; output: string } {
  const bin = join(ROOT, 'node_modules', '.bin', 'ares-package');
  if (!existsSync(bin)) return { ok: false, output: 'ares-package is not installed (npm install -D @webos-tools/cli)' };
  const r = spawnSync(bin, args, { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim() };
}

/**
 * Checks the app directory with LG's checker, then packs it. `--no-minify`: the bundle is already
 * minified, and the packager's own minifier (terser 4) predates the syntax of the modern chunks.
 */
export function packWebos(dir: string, outDir: string): string {
  const check = aresPackage(['--check', dir]);
  if (!check.ok) throw new Error(`ares-package --check refused ${dir}:\n${check.output}`);
  const made = aresPackage(['--no-minify', '--outdir', outDir, dir]);
  if (!made.ok) throw new Error(`ares-package failed:\n${made.output}`);
  return join(outDir, `${WEBOS_APP_ID}_${pkg.version}_all.ipk`);
}

/** LG's packager reading the package back (what `ares-install` would install). */
export function inspectIpk(ipk: string): string {
  const info = aresPackage(['--info', ipk]);
  if (!info.ok) throw new Error(`ares-package --info could not read ${ipk}:\n${info.output}`);
  return info.output;
}
