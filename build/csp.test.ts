import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPolicy, hashSource, inlineScripts, LOOPBACK_EMULATOR, packagedOrigins, policyOf, runtimeSources, withPolicy } from './csp.ts';
import { modernEntryFromProbe, withoutResolveProbe } from './modernLoader.ts';

const emulatorConfig = JSON.stringify({
  authUrl: 'http://{hostname}:8787',
  apiBaseUrl: 'http://{hostname}:8787/video/v3',
  playerApiUrl: 'http://{hostname}:8787/player/iframe_api',
});
const providerConfig = JSON.stringify({
  authUrl: 'https://oauth2.googleapis.com',
  apiBaseUrl: 'https://www.googleapis.com/youtube/v3',
  playerApiUrl: 'https://www.youtube.com/iframe_api',
});
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('hashes of inline scripts', () => {
  it('hashes the text as written, in sha256 base64, as a CSP source', () => {
    expect(hashSource('alert(1)')).toBe(`'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`);
  });

  it('finds inline scripts only: not those with src, though data-src is not src', () => {
    const html = `<script type="module" src="./a.js"></script><script type="module">probe()</script>
      <script nomodule crossorigin id="e" data-src="./b.js">System.import('x')</script><script src=./c.js></script><script></script>`;
    expect(inlineScripts(html)).toEqual(['probe()', "System.import('x')"]);
  });
});

describe('the policy', () => {
  it('for the emulator ({hostname}): its port on any host, and the loopback emulator on any port', () => {
    const s = runtimeSources(emulatorConfig);
    expect(s.connect).toEqual(['http://*:8787', ...LOOPBACK_EMULATOR]);
    expect(s.script).toEqual(['http://*:8787', ...LOOPBACK_EMULATOR]);
    expect(s.frame).toEqual(s.script);
    expect(s.img).not.toContain('https:');
  });

  it('for a provider: its origins exactly, any https image (thumbnail CDNs), no loopback', () => {
    const s = runtimeSources(providerConfig);
    expect(s.connect).toEqual(['https://oauth2.googleapis.com', 'https://www.googleapis.com']);
    expect(s.script).toEqual(['https://www.youtube.com']);
    expect(s.frame).toEqual(['https://www.youtube.com']);
    expect(s.img).toEqual(['https://www.googleapis.com', 'https://oauth2.googleapis.com', 'https:']);
  });

  it('for a package: the address it was packaged for, and loopback only if that is loopback', () => {
    const lan = runtimeSources(emulatorConfig.split('{hostname}').join('192.168.1.20'));
    expect(lan.connect).toEqual(['http://192.168.1.20:8787']);
    expect(runtimeSources(emulatorConfig.split('{hostname}').join('127.0.0.1')).connect).toEqual(['http://127.0.0.1:8787', ...LOOPBACK_EMULATOR]);
  });

  it('leaves out what is not an http(s) URL (the app names the bad field itself)', () => {
    const s = runtimeSources(JSON.stringify({ authUrl: 12, apiBaseUrl: 'javascript:alert(1)', playerApiUrl: 'not a url' }));
    expect(s).toEqual({ connect: [], img: [], script: [], frame: [] });
    expect(directive(buildPolicy(s, []), 'frame-src')).toBe("frame-src 'none'");
  });

  it("runs inline scripts by hash only: no 'unsafe-inline', 'unsafe-eval' or data:", () => {
    const policy = buildPolicy(runtimeSources(providerConfig), [hashSource('a')]);
    expect(directive(policy, 'default-src')).toBe("default-src 'none'");
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' https://www.youtube.com ${hashSource('a')}`);
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
    expect(policy).not.toMatch(/unsafe|data:/);
    expect(policy).toContain("base-uri 'none'");
  });

  it('carries frame-ancestors only in a header (a <meta> policy ignores it)', () => {
    expect(buildPolicy(runtimeSources('{}'), [])).not.toContain('frame-ancestors');
    expect(buildPolicy(runtimeSources('{}'), [], true)).toMatch(/; frame-ancestors 'none'$/);
  });
});

describe('the <meta> in index.html', () => {
  const page = `<!doctype html>\n<html>\n  <head>\n    <meta charset="utf-8" />\n    <title>t</title>\n    <script type="module">probe()</script>\n  </head>\n  <body><script nomodule id="e" data-src="./x.js">System.import('x')</script></body>\n</html>`;

  it('comes right after the charset, before any script, with the hash of every inline script', () => {
    const { html, policy } = withPolicy(page, runtimeSources(emulatorConfig));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('Content-Security-Policy')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(policyOf(html)).toBe(policy);
    expect(directive(policy, 'script-src')).toContain(hashSource('probe()'));
    expect(directive(policy, 'script-src')).toContain(hashSource("System.import('x')"));
  });

  it('is replaced, not doubled, when a package changes the scripts or the config', () => {
    const once = withPolicy(page, runtimeSources(emulatorConfig)).html;
    const again = withPolicy(once.replace('<script type="module">probe()</script>', ''), runtimeSources(providerConfig));
    expect(again.html.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(again.policy).not.toContain(hashSource('probe()'));
    expect(again.policy).toContain('https://www.youtube.com');
  });

  it('needs a head', () => {
    expect(() => withPolicy('<body></body>', runtimeSources('{}'))).toThrow(/head/);
  });
});

describe("how a TV picks its bundle (build/modernLoader.ts)", () => {
  const PROBE = 'import.meta.url;import("_").catch(()=>1);(async function*(){})().next();window.__vite_is_modern_browser=true';
  const RESOLVE = 'if(!import.meta.resolve)throw Error("import.meta.resolve not supported")';

  it("takes out plugin-legacy's import.meta.resolve probe, from chunks and from the inline probe", () => {
    expect(withoutResolveProbe(`import'data:text/javascript,"assets/index-x.js";${RESOLVE}';export function __vite_legacy_guard(){}`)).toBe('export function __vite_legacy_guard(){}');
    expect(withoutResolveProbe(`import'data:text/javascript,${RESOLVE}';${PROBE}`)).toBe(PROBE);
  });

  it('has the probe import the modern entry, and only preloads it in the head', () => {
    const html = `<head><script type="module" crossorigin src="./assets/index-a1.js"></script><script type="module">${PROBE}</script></head>`;
    const out = modernEntryFromProbe(html);
    expect(out).toBe(`<head><link rel="modulepreload" crossorigin href="./assets/index-a1.js"><script type="module">${PROBE};Promise.resolve(window.tenfootHold).then(function(){return import("./assets/index-a1.js")})</script></head>`);
    expect(out).not.toMatch(/<script[^>]+src="\.\/assets\/index-a1/);
  });

  it("imports the entry once the page's hold lets it, and at once with no hold", async () => {
    const out = modernEntryFromProbe(`<head><script type="module" crossorigin src="./assets/index-a1.js"></script><script type="module">${PROBE}</script></head>`);
    const loader = /window\.__vite_is_modern_browser=true;([^<]*)<\/script>/.exec(out)![1]!;
    // The loader as the probe runs it, with `import` a spy (a Function body cannot import).
    const run = (page: { tenfootHold?: Promise<void> }) => {
      const imported: string[] = [];
      new Function('window', 'load', loader.replace('import(', 'load('))(page, (src: string) => imported.push(src));
      return imported;
    };
    const ticks = () => new Promise((r) => setTimeout(r, 0));
    const free = run({});
    await ticks();
    expect(free).toEqual(['./assets/index-a1.js']);
    let letIn!: () => void;
    const held = run({ tenfootHold: new Promise<void>((r) => (letIn = r)) });
    await ticks();
    expect(held, 'not while the page holds it').toEqual([]);
    letIn();
    await ticks();
    expect(held).toEqual(['./assets/index-a1.js']);
  });

  it('refuses an index.html without the entry or the probe, rather than ship one that loads nothing', () => {
    expect(() => modernEntryFromProbe(`<script type="module">${PROBE}</script>`)).toThrow(/modern entry/);
    expect(() => modernEntryFromProbe('<script type="module" crossorigin src="./assets/index-a1.js"></script>')).toThrow(/probe/);
  });
});

describe("a package's origins (Tizen <access>)", () => {
  it('are the origins of its config, deduplicated, plus any named on the command line', () => {
    expect(packagedOrigins(emulatorConfig.split('{hostname}').join('192.168.1.20'))).toEqual(['http://192.168.1.20:8787']);
    expect(packagedOrigins(providerConfig, ['https://i.ytimg.com/vi/'])).toEqual(['https://oauth2.googleapis.com', 'https://www.googleapis.com', 'https://www.youtube.com', 'https://i.ytimg.com']);
  });

  it('refuse a config that still names {hostname}', () => {
    expect(() => packagedOrigins(emulatorConfig)).toThrow(/hostname/);
  });
});
