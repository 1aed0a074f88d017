/** The packages (issue 5, C): what each one carries, checked on the real build and LG's packager. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, gunzipSync, inflateRawSync } from 'node:zlib';
import { cspHashes } from '@vitejs/plugin-legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSource, inlineScripts, policyOf } from '../build/csp.ts';
import { TIZEN_KEYS } from '../src/platform/tizen.ts';
import { CACHE_HEADERS, stageHosted } from './hosted.ts';
import { classicScriptsOnly, packagedConfig, packagedFiles, ROOT } from './stage.ts';
import { packTizen, stageTizen, WEBAPIS_SCRIPT, withWebapis } from './tizen.ts';
import { appinfo, inspectIpk, packWebos, stageWebos, WEBOS_APP_ID } from './webos.ts';
import { zip } from './zip.ts';

/** The build under test: dist/, or another output directory (TENFOOT_DIST, as e2e-legacy/harness.ts). */
const DIST = process.env.TENFOOT_DIST ?? join(ROOT, 'dist');
let work: string;
beforeAll(() => {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('build first (npm run build): these tests check the real output');
  work = mkdtempSync(join(tmpdir(), 'tenfoot-packaging-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Reads a ZIP back by its central directory, inflating and checking each entry's CRC-32. */
function unzip(buf: Buffer): Map<string, Buffer> {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + size);
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    expect(crc32(data), `${name} CRC`).toBe(crc);
    files.set(name, data);
    p += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

/** The members of an `ar` archive (an .ipk), in order. */
function unar(buf: Buffer): [string, Buffer][] {
  expect(buf.subarray(0, 8).toString('latin1')).toBe('!<arch>\n');
  const members: [string, Buffer][] = [];
  for (let p = 8; p + 60 <= buf.length; ) {
    const name = buf.subarray(p, p + 16).toString('latin1').trim().replace(/\/$/, '');
    const size = Number(buf.subarray(p + 48, p + 58).toString('latin1').trim());
    members.push([name, buf.subarray(p + 60, p + 60 + size)]);
    p += 60 + size + (size % 2);
  }
  return members;
}

/** File names and contents of a (gzipped) tar. */
function untar(tgz: Buffer): Map<string, Buffer> {
  const tar = gunzipSync(tgz);
  const files = new Map<string, Buffer>();
  for (let p = 0; p + 512 <= tar.length; ) {
    const name = tar.subarray(p, p + 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const prefix = tar.subarray(p + 345, p + 500).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(tar.subarray(p + 124, p + 136).toString('latin1').replace(/\0.*$/s, '').trim() || '0', 8);
    files.set((prefix ? `${prefix}/${name}` : name).replace(/^\.\//, ''), tar.subarray(p + 512, p + 512 + size));
    p += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

describe('what a package carries', () => {
  it('loads the legacy bundle with classic scripts only (module scripts do not load from file://)', () => {
    const html = classicScriptsOnly(readFileSync(join(DIST, 'index.html'), 'utf8'));
    expect(html).not.toMatch(/type="module"|nomodule|crossorigin|modulepreload|rel="manifest"/);
    // config.json is read through XMLHttpRequest from file://, not asked for by the page's first script.
    expect(html).not.toMatch(/config-early|tenfootConfig|config\.json asked for/);
    // Nor its first look of the sign-in screen, which asks for the code with that answer.
    expect(html).not.toMatch(/first-code|tenfootCode|first look/);
    expect(html).toContain('<div id="app"></div>');
    expect(html).toContain('<title>tenfoot</title>');
    expect(html).toMatch(/<script id="vite-legacy-polyfill" src="\.\/assets\/polyfills-legacy-[\w-]+\.js"><\/script>/);
    expect(html).toContain("System.import(document.getElementById('vite-legacy-entry')");
    // One stylesheet for both bundles (vite.config.ts, cssCodeSplit: false; Vite names it style-*.css).
    expect(html).toMatch(/<link rel="stylesheet" href="\.\/assets\/[\w-]+\.css">/);
  });

  it('leaves out the modern chunks and keeps everything else', () => {
    const files = packagedFiles(DIST);
    expect(files).toContain('index.html');
    expect(files).toContain('config.json');
    expect(files.filter((f) => f.endsWith('.js')).every((f) => /-legacy-/.test(f))).toBe(true);
    expect(files.some((f) => /polyfills-legacy-/.test(f))).toBe(true);
    expect(files.some((f) => f.endsWith('.css'))).toBe(true);
  });

  it('carries the runtime config, with {hostname} made an address the TV can reach', () => {
    const source = join(work, 'config.json');
    writeFileSync(source, JSON.stringify({ authUrl: 'http://{hostname}:8787', apiBaseUrl: 'http://{hostname}:8787/video/v3' }));
    expect(JSON.parse(packagedConfig(source, '192.168.1.20').text)).toEqual({ authUrl: 'http://192.168.1.20:8787', apiBaseUrl: 'http://192.168.1.20:8787/video/v3' });
    expect(() => packagedConfig(source, undefined)).toThrow(/--host/);
    writeFileSync(source, '{"authUrl": ');
    expect(() => packagedConfig(source, 'x')).toThrow();
  });
});

describe('webOS .ipk', () => {
  it("is made and read back by LG's ares-package: appinfo with Back for the app, icons and splash present", () => {
    const dir = join(work, 'webos', WEBOS_APP_ID);
    stageWebos(DIST, dir, '{"edited": true}\n');
    const info = appinfo('0.1.0');
    expect(info.disableBackHistoryAPI).toBe(true);
    for (const key of ['icon', 'largeIcon', 'splashBackground'] as const) expect(existsSync(join(dir, info[key] as string)), key).toBe(true);

    const ipk = packWebos(dir, work);
    expect(inspectIpk(ipk)).toMatch(new RegExp(`id: ${WEBOS_APP_ID.replace(/\./g, '\\.')}[\\s\\S]*version: 0\\.1\\.0`));
    // An opkg/Debian package: debian-binary, control.tar.gz, data.tar.gz, in that order.
    const members = unar(readFileSync(ipk));
    expect(members.map(([name]) => name)).toEqual(['debian-binary', 'control.tar.gz', 'data.tar.gz']);
    expect(members[0]![1].toString()).toBe('2.0\n');
    const control = untar(members[1]![1]);
    expect(control.get('control')?.toString()).toMatch(/^Package: com\.tenfoot\.app$/m);
    const data = untar(members[2]![1]);
    const appDir = `usr/palm/applications/${WEBOS_APP_ID}`;
    expect(JSON.parse(data.get(`${appDir}/appinfo.json`)!.toString()).disableBackHistoryAPI).toBe(true);
    expect(data.get(`${appDir}/config.json`)?.toString()).toBe('{"edited": true}\n'); // the config is part of it
    expect(data.get(`${appDir}/index.html`)?.toString()).not.toContain('type="module"');
  });
});

describe('Tizen .wgt', () => {
  it('is a ZIP with config.xml first: TV profile, tv.inputdevice privilege, the app and its config', () => {
    const dir = join(work, 'tizen');
    stageTizen(DIST, dir, '{"edited": true}\n');
    const files = unzip(readFileSync(packTizen(dir, join(work, 'tenfoot.wgt'))));
    expect([...files.keys()][0]).toBe('config.xml');
    const xml = files.get('config.xml')!.toString();
    expect(xml).toContain('<tizen:profile name="tv-samsung"/>');
    expect(xml).toContain('<tizen:privilege name="http://tizen.org/privilege/tv.inputdevice"/>');
    expect(xml).toContain('<content src="index.html"/>');
    expect(xml).toMatch(/<tizen:application id="(\w{10})\.tenfoot" package="\1"/);
    expect(files.has(/<icon src="([^"]+)"/.exec(xml)![1]!)).toBe(true);
    expect(files.get('config.json')?.toString()).toBe('{"edited": true}\n');
    const html = files.get('index.html')!.toString();
    expect(html).not.toContain('type="module"');
    // Samsung's webapis.js (AppCommon setScreenSaver) in the head, before the app's scripts.
    expect(html.indexOf(WEBAPIS_SCRIPT)).toBeGreaterThan(0);
    expect(html.indexOf(WEBAPIS_SCRIPT)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(WEBAPIS_SCRIPT)).toBeLessThan(html.indexOf('vite-legacy-entry'));
    // The keys the app registers at start exist on Tizen TVs under these names.
    expect(TIZEN_KEYS).toContain('ColorF0Red');
    expect(TIZEN_KEYS).toContain('MediaPlayPause');
  });

  it('loads webapis.js once, in the head; an index.html without a head is refused', () => {
    const html = '<html>\n  <head>\n    <title>t</title>\n  </head>\n  <body><script src="./app.js"></script></body>\n</html>';
    const out = withWebapis(html);
    expect(out).toBe(html.replace('  </head>', `    ${WEBAPIS_SCRIPT}\n  </head>`));
    expect(withWebapis(out)).toBe(out);
    expect(() => withWebapis('<body></body>')).toThrow(/head/);
  });

  it('writes archives other tools read: stored and deflated entries round-trip', () => {
    const entries = [
      { name: 'a.txt', data: Buffer.from('x') },
      { name: 'dir/b.json', data: Buffer.from(JSON.stringify({ many: 'x'.repeat(1000) })) },
    ];
    const files = unzip(zip(entries));
    expect([...files.entries()].map(([n, d]) => [n, d.toString()])).toEqual(entries.map((e) => [e.name, e.data.toString()]));
  });
});

describe('hosted', () => {
  it('is dist/ with the manifest and cache rules: assets immutable, index.html and config.json not cached', () => {
    const dir = join(work, 'hosted');
    stageHosted(DIST, dir, undefined);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('<link rel="manifest" href="./manifest.webmanifest">');
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.webmanifest'), 'utf8')) as { icons: { src: string }[] };
    for (const icon of manifest.icons) expect(existsSync(join(dir, icon.src)), icon.src).toBe(true);
    expect(CACHE_HEADERS).toMatch(/\/assets\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/);
    expect(CACHE_HEADERS).toMatch(/\/index\.html\n\s+Cache-Control: no-cache/);
    expect(CACHE_HEADERS).toMatch(/\/config\.json\n\s+Cache-Control: no-store/);
    expect(readFileSync(join(dir, '_headers'), 'utf8').startsWith(CACHE_HEADERS)).toBe(true);
  });
});

describe('Content-Security-Policy of what ships', () => {
  const config = (host: string) => JSON.stringify({ authUrl: `http://${host}:8787`, apiBaseUrl: `http://${host}:8787/video/v3`, playerApiUrl: `http://${host}:8787/player/iframe_api` });
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it("the build's index.html: every inline script by hash, plugin-legacy's own hashes among them, no data: import", () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const policy = policyOf(html)!;
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const script of scripts) expect(directive(policy, 'script-src')).toContain(hashSource(script));
    // The three inline scripts the plugin writes as it publishes them (its README, "Content Security
    // Policy"): our hashes are the same; the fourth, its probe, imports the modern entry instead of data:.
    expect(cspHashes.filter((h) => directive(policy, 'script-src').includes(`'sha256-${h}'`))).toHaveLength(3);
    expect(html).not.toContain('data:text/javascript');
    const entry = /<link rel="modulepreload" crossorigin href="\.\/(assets\/index-[\w-]+\.js)">/.exec(html)![1]!;
    expect(scripts.some((s) => s.includes('window.__vite_is_modern_browser=true;Promise.resolve(window.tenfootHold).then(function(){return import("./' + entry + '")})'))).toBe(true);
    expect(policy).not.toMatch(/unsafe|data:|frame-ancestors/);
  });

  it('a package: its own scripts hashed, the hosts its config names, and Tizen says the same in config.xml', () => {
    const dir = join(work, 'tizen-csp');
    stageTizen(DIST, dir, config('192.168.1.20'));
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const policy = policyOf(html)!;
    expect(inlineScripts(html).map(hashSource)).toEqual([expect.stringMatching(/^'sha256-/)]); // System.import only
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' http://192.168.1.20:8787 ${hashSource(inlineScripts(html)[0]!)}`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://192.168.1.20:8787");
    const xml = readFileSync(join(dir, 'config.xml'), 'utf8');
    expect(xml).not.toContain('origin="*"');
    expect(xml.match(/<access [^>]*>/g)).toEqual(['<access origin="http://192.168.1.20:8787" subdomains="false"/>']);
    expect(/<tizen:content-security-policy>([^<]*)</.exec(xml)![1]!.replace(/&amp;/g, '&')).toBe(policy);
  });

  it('hosted: the same policy as a header, with frame-ancestors, nosniff and the referrer policy', () => {
    const dir = join(work, 'hosted-csp');
    stageHosted(DIST, dir, config('tv.example'), ['https://i.example']);
    const headers = readFileSync(join(dir, '_headers'), 'utf8');
    const policy = policyOf(readFileSync(join(dir, 'index.html'), 'utf8'))!;
    expect(headers.startsWith(CACHE_HEADERS)).toBe(true);
    expect(headers).toContain(`/*\n  Content-Security-Policy: ${policy}; frame-ancestors 'none'\n`);
    expect(headers).toMatch(/\n  X-Content-Type-Options: nosniff\n/);
    expect(headers).toMatch(/\n  Referrer-Policy: strict-origin-when-cross-origin\n/);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' http://tv.example:8787 https://i.example");
  });
});
