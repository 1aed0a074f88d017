/**
 * `npm run package`: builds, then makes the sideloadable packages in packaging/out/:
 *   com.tenfoot.app_<version>_all.ipk   webOS (LG's ares-package)
 *   tenfoot-<version>.wgt               Tizen, unsigned (README: sign with your certificate profile)
 *   hosted/                             dist/ for a web server, with _headers for caching
 * Each package carries the runtime config (public/config.json, or --config <file>). A package has
 * no page hostname, so `{hostname}` becomes --host <address> (default: this computer's LAN address,
 * where `npm start` or `npm run emulator` serves the emulator). To edit a package's config.json by hand, edit it in
 * packaging/out/webos/ or packaging/out/tizen/, then `npm run package -- --repack`: the
 * Content-Security-Policy (index.html, Tizen's config.xml and <access>) follows the edited config.
 * --allow-origin <origin,...> adds image hosts the API's data names beyond config.json (the real
 * provider's thumbnail CDNs) to the policy's img-src and to Tizen's <access>.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { stageHosted } from './hosted.ts';
import { lanAddress, OUT, packagedConfig, pkg, ROOT, securePackage } from './stage.ts';
import { packTizen, secureTizen, stageTizen } from './tizen.ts';
import { inspectIpk, packWebos, stageWebos, WEBOS_APP_ID } from './webos.ts';

const { values: args } = parseArgs({
  options: {
    host: { type: 'string' },
    config: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    repack: { type: 'boolean', default: false },
    only: { type: 'string' },
    'allow-origin': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0]!.replace(/^\/\*\*?|^ \* ?/gm, '').trim());
  process.exit(0);
}

const only = new Set((args.only ?? 'webos,tizen,hosted').split(','));
const allowOrigins = (args['allow-origin'] ?? '').split(',').filter(Boolean).map((o) => new URL(o).origin);
const dist = join(ROOT, 'dist');
const dirs = { webos: join(OUT, 'webos', WEBOS_APP_ID), tizen: join(OUT, 'tizen', 'tenfoot'), hosted: join(OUT, 'hosted') };
const rel = (p: string) => relative(ROOT, p);
const kb = (p: string) => `${(statSync(p).size / 1024).toFixed(1)} KB`;

if (!args['no-build'] && !args.repack) {
  const build = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
mkdirSync(OUT, { recursive: true });

const configSource = args.config ?? process.env.TENFOOT_CONFIG ?? join(ROOT, 'public', 'config.json');
if (!args.repack && (only.has('webos') || only.has('tizen'))) {
  const host = args.host ?? process.env.TENFOOT_HOST ?? lanAddress() ?? '127.0.0.1';
  const config = packagedConfig(configSource, host);
  if (config.host) console.log(`config: ${rel(configSource)}, {hostname} -> ${config.host}${args.host || process.env.TENFOOT_HOST ? '' : ' (this computer; --host to change)'}`);
  if (only.has('webos')) stageWebos(dist, dirs.webos, config.text, allowOrigins);
  if (only.has('tizen')) stageTizen(dist, dirs.tizen, config.text, allowOrigins);
}
if (!args.repack && only.has('hosted')) stageHosted(dist, dirs.hosted, args.config ? readFileSync(args.config, 'utf8') : undefined, allowOrigins);
// A config.json edited by hand before --repack names other hosts: the policy follows it.
if (args.repack && only.has('webos')) securePackage(dirs.webos, allowOrigins);
if (args.repack && only.has('tizen')) secureTizen(dirs.tizen, allowOrigins);

if (only.has('webos')) {
  const ipk = packWebos(dirs.webos, OUT);
  console.log(`webOS   ${rel(ipk)}  ${kb(ipk)}  (from ${rel(dirs.webos)}/)`);
  if (process.env.VERBOSE) console.log(inspectIpk(ipk));
}
if (only.has('tizen')) {
  const wgt = packTizen(dirs.tizen, join(OUT, `tenfoot-${pkg.version}.wgt`));
  console.log(`Tizen   ${rel(wgt)}  ${kb(wgt)}  unsigned (from ${rel(dirs.tizen)}/)`);
}
if (only.has('hosted')) console.log(`hosted  ${rel(dirs.hosted)}/  (static files; cache and security headers in _headers)`);
