/**
 * Tizen: a .wgt (a ZIP of the app with config.xml, W3C widget packaging + Tizen extensions), for
 * the TV profile, with the tv.inputdevice privilege the key registration needs, and an index.html
 * that loads Samsung's webapis.js for the screensaver call (src/platform/tizen.ts). Unsigned: a TV
 * installs only a package signed with the developer's certificate profile, which the README's
 * steps add with Tizen Studio's CLI.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pkg, stageApp } from './stage.ts';
import { zip } from './zip.ts';

/** Ten alphanumerics (Tizen package id), then the app name: TenfootTV1.tenfoot */
export const TIZEN_PACKAGE_ID = 'TenfootTV1';
export const TIZEN_APP_ID = `${TIZEN_PACKAGE_ID}.tenfoot`;

export function configXml(version: string): string {
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
  <!-- The provider (or the emulator on the LAN) is named at run time in config.json. -->
  <access origin="*" subdomains="true"/>
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

export function stageTizen(dist: string, dir: string, configText: string): void {
  stageApp(dist, dir, configText);
  const index = join(dir, 'index.html');
  writeFileSync(index, withWebapis(readFileSync(index, 'utf8')));
  writeFileSync(join(dir, 'config.xml'), configXml(pkg.version));
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
