import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { describePackage, packageDirOf, shippedLicences, type ShippedPackage } from './licences.ts';

describe('the licences of what the bundle ships', () => {
  it('finds the package folder of a module, scoped or not, however deep', () => {
    expect(packageDirOf('/r/node_modules/preact/dist/preact.module.js')).toBe('/r/node_modules/preact');
    expect(packageDirOf('/r/node_modules/@preact/signals/dist/signals.mjs?v=1')).toBe('/r/node_modules/@preact/signals');
    expect(packageDirOf('/r/node_modules/a/node_modules/b/index.js')).toBe('/r/node_modules/a/node_modules/b');
    expect(packageDirOf('/r/src/main.tsx')).toBeUndefined();
  });

  it('reads name, version, licence and its text from the installed package', () => {
    const preact = describePackage(resolve(import.meta.dirname, '../node_modules/preact'));
    expect(preact).toMatchObject({ name: 'preact', version: '11.2.0', license: 'MIT' });
    expect(preact.text).toMatch(/Permission is hereby granted/);
    // idb-keyval spells its file LICENCE.
    expect(describePackage(resolve(import.meta.dirname, '../node_modules/idb-keyval')).text).toMatch(/Apache License/);
  });

  it('reads each package once, however many modules of it the outputs carry, and lists each once', () => {
    const read = vi.fn((dir: string): ShippedPackage | undefined =>
      dir.endsWith('/not-a-package') ? undefined : { name: dir.slice(dir.lastIndexOf('node_modules/') + 13), version: '1.0.0', license: 'MIT', text: 'text' },
    );
    const plugin = shippedLicences(read);
    const emitted: string[] = [];
    const generate = plugin.generateBundle as unknown as (this: unknown, options: unknown, bundle: Record<string, unknown>) => void;
    const run = (bundle: Record<string, unknown>) => generate.call({ emitFile: (file: { source: string }) => emitted.push(file.source) }, {}, bundle);
    const chunk = (...moduleIds: string[]) => ({ type: 'chunk', moduleIds });
    const preact = ['/r/node_modules/preact/dist/preact.mjs', '/r/node_modules/preact/hooks/dist/hooks.mjs', '/r/node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs'];
    const signals = ['/r/node_modules/@preact/signals/dist/signals.mjs', '/r/node_modules/@preact/signals/dist/signals.mjs?v=2'];
    // The modern output, then the legacy one with the same packages again.
    run({ 'assets/index.js': chunk(...preact, '/r/src/main.tsx'), 'assets/home.js': chunk(...signals, preact[0]!, '/r/node_modules/not-a-package/x.js') });
    run({ 'assets/index-legacy-a.js': chunk(...preact, ...signals), 'assets/style.css': { type: 'asset' } });
    const dirs = read.mock.calls.map((c) => c[0]).filter((dir) => dir.startsWith('/r/'));
    expect(dirs.sort()).toEqual(['/r/node_modules/@preact/signals', '/r/node_modules/not-a-package', '/r/node_modules/preact']);
    const last = JSON.parse(emitted.at(-1)!) as { packages: ShippedPackage[] };
    expect(last.packages.map((p) => p.name).filter((name) => !['core-js', 'systemjs'].includes(name))).toEqual(['@preact/signals', 'preact']);
  });
});
