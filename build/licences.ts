import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** One package whose code ships in the bundle, with its licence as its authors wrote it. */
export interface ShippedPackage {
  name: string;
  version: string;
  license: string;
  text: string;
}

/** The folder of the package a module belongs to, from its path under node_modules (scoped packages too). */
export function packageDirOf(moduleId: string): string | undefined {
  const path = moduleId.split('?')[0]!.replace(/\\/g, '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const rest = path.slice(at + '/node_modules/'.length).split('/');
  const parts = rest[0]!.startsWith('@') ? rest.slice(0, 2) : rest.slice(0, 1);
  return `${path.slice(0, at)}/node_modules/${parts.join('/')}`;
}

/** LICENSE, LICENCE, license.md, COPYING...: the first such file of the package's folder. */
function licenceText(dir: string): string {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
  return file ? readFileSync(join(dir, file), 'utf8').trim() : '';
}

export function describePackage(dir: string): ShippedPackage {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string; license?: string };
  return { name: pkg.name, version: pkg.version, license: pkg.license ?? 'see the licence text', text: licenceText(dir) };
}

/** describePackage, or undefined for a folder that is no package (no package.json). */
function describeInstalled(dir: string): ShippedPackage | undefined {
  return existsSync(join(dir, 'package.json')) ? describePackage(dir) : undefined;
}

/**
 * `licences.json` beside the bundle: every package whose code the bundle carries, with its licence
 * text, read from the modules the bundle was made of (not from package.json, whose build tools
 * never reach a TV). Settings > About shows it. The modern and the legacy bundle are two outputs
 * written to one folder: each writes the packages of both so far, so the last (legacy, with its
 * polyfills' core-js and SystemJS) leaves the whole list.
 */
export function shippedLicences(describe: (dir: string) => ShippedPackage | undefined = describeInstalled): Plugin {
  const found = new Map<string, ShippedPackage>();
  // Each package folder is read once, for both outputs: a bundle holds many modules of one package.
  const read = new Map<string, ShippedPackage | undefined>();
  const add = (dir: string) => {
    if (!read.has(dir)) read.set(dir, describe(dir));
    const described = read.get(dir);
    if (described) found.set(described.name, described);
  };
  return {
    name: 'tenfoot-licences',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The legacy output (its chunks named *-legacy-*) also ships plugin-legacy's polyfill chunk,
      // built apart from this bundle: core-js's modules and the SystemJS loader.
      const legacy = Object.keys(bundle).some((file) => /-legacy-/.test(file));
      const extra = legacy ? ['core-js', 'systemjs'].map((name) => join(process.cwd(), 'node_modules', name)) : [];
      for (const dir of extra) add(dir);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const dir = packageDirOf(id);
          if (dir) add(dir);
        }
      }
      const packages = [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
      this.emitFile({ type: 'asset', fileName: 'licences.json', source: JSON.stringify({ packages }) });
    },
  };
}
