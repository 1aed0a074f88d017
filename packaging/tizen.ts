/**
 * Tizen: a .wgt (a ZIP of the app with config.xml, W3C widget packaging + Tizen extensions), for
 * the TV profile, with the tv.inputdevice privilege the key registration needs, and an index.html
 * that loads Samsung's webapis.js for the screensaver call (src/platform/tizen.ts). Unsigned: a TV
 * installs only a package signed with the developer's certificate profile, which the README's
 * steps add with Tizen Studio's CLI.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { packagedOrigins } from '../build/csp.ts';
import { pkg, securePackage, stageApp } from './stage.ts';
import { zip } from './zip.ts';

/** Ten alphanumerics (Tizen package id), then the app name: TenfootTV1.tenfoot */
export const TIZEN_PACKAGE_ID = 'TenfootTV1';
export const TIZEN_APP_ID = `${TIZEN_PACKAGE_ID}.tenfoot`;

/** What a Tizen package may reach: the policy of its index.html, and its config's origins. */
export interface TizenSecurity {
  policy: string;
  origins: string[];
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xmlAttr = (s: string) => xmlText(s).replace(/"/g, '&quot;');

/**
 * Tizen's config.xml reference (docs.tizen.org, "Configuring Applications"): elements may be cut at
 * 2048 bytes, and a policy cut short would drop directives silently, so a longer one is refused.
 */
export const TIZEN_ELEMENT_MAX_BYTES = 2048;

/**
 * `<access>` (W3C Widget Access, https://www.w3.org/TR/widgets-access/): one per origin the
 * package's config.json names, that exact host (subdomains="false"), instead of every origin. A
 * config naming none gets none: the app then shows its config error, and reaches nothing.
 */
export function accessElements(origins: string[]): string {
  return origins.map((o) => `  <access origin="${xmlAttr(o)}" subdomains="false"/>`).join('\n');
}

export function configXml(version: string, security: TizenSecurity): string {
  if (Buffer.byteLength(xmlText(security.policy)) > TIZEN_ELEMENT_MAX_BYTES) {
    throw new Error(`the Content-Security-Policy is over Tizen's ${TIZEN_ELEMENT_MAX_BYTES} bytes for a config.xml element: ${security.policy}`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<widget xmlns="http://www.w3.org/ns/widgets" xmlns:tizen="http://tizen.org/ns/widgets"
        id="https://tenfoot.example/tv" version="${version}" viewmodes="maximized">
  <tizen:application id="${TIZEN_APP_ID}" package="${TIZEN_PACKAGE_ID}" required_version="4.0"/>
  <tizen:profile name="tv-samsung"/>
  <name>tenfoot</name>
  <description>${pkg.description.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</description>
  <content src="index.html"/>
  <icon src="icons/tizen-512x423.png"/>
  <feature name="http://tizen.org/feature/screen.size.all"/>
  <!-- The remote's colour, channel and media keys are registered at start (src/platform/tizen.ts). -->
  <!-- webapis.appcommon.setScreenSaver needs none: Samsung's AppCommon API reference names no privilege. -->
  <tizen:privilege name="http://tizen.org/privilege/tv.inputdevice"/>
  <tizen:privilege name="http://tizen.org/privilege/internet"/>
  <!-- Network access: the origins the package's config.json names, and no others. -->
${accessElements(security.origins)}
  <!-- The policy of index.html's <meta> (build/csp.ts), enforced by the runtime as well. -->
  <tizen:content-security-policy>${xmlText(security.policy)}</tizen:content-security-policy>
  <tizen:allow-navigation>*</tizen:allow-navigation>
  <tizen:setting screen-orientation="landscape" context-menu="disable" background-support="disable"
                 encryption="disable" install-location="auto" hwkey-event="enable"/>
</widget>
`;
}

/** Samsung Product API references: to use the API, index.html loads $WEBAPIS/webapis/webapis.js. */
export const WEBAPIS_SCRIPT = '<script type="text/javascript" src="$WEBAPIS/webapis/webapis.js"></script>';

/** The packaged index.html with webapis.js in its head, before the app's scripts (end of body). */
export function withWebapis(html: string): string {
  if (html.includes('$WEBAPIS/webapis/webapis.js')) return html;
  const at = html.search(/<\/head>/i);
  if (at < 0) throw new Error('index.html has no </head> to load webapis.js in');
  return `${html.slice(0, at).replace(/\s*$/, '')}\n    ${WEBAPIS_SCRIPT}\n  ${html.slice(at)}`;
}

export function stageTizen(dist: string, dir: string, configText: string, allowOrigins: string[] = []): void {
  stageApp(dist, dir, configText, allowOrigins);
  const index = join(dir, 'index.html');
  writeFileSync(index, withWebapis(readFileSync(index, 'utf8')));
  secureTizen(dir, allowOrigins);
}

/**
 * index.html's policy and config.xml from the config.json in `dir`: at staging, and again at
 * `--repack` after config.json was edited by hand.
 */
export function secureTizen(dir: string, allowOrigins: string[] = []): void {
  const policy = securePackage(dir, allowOrigins);
  const origins = packagedOrigins(readFileSync(join(dir, 'config.json'), 'utf8'), allowOrigins);
  writeFileSync(join(dir, 'config.xml'), configXml(pkg.version, { policy, origins }));
}

/** Zips the staged directory into an unsigned .wgt, config.xml first. */
export function packTizen(dir: string, wgt: string): string {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(dir, path));
    }
  };
  walk(dir);
  files.sort((a, b) => (a === 'config.xml' ? -1 : b === 'config.xml' ? 1 : a.localeCompare(b)));
  writeFileSync(wgt, zip(files.map((name) => ({ name: name.split('\\').join('/'), data: readFileSync(join(dir, name)) }))));
  return wgt;
}
