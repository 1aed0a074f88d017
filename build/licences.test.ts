import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describePackage, packageDirOf } from './licences.ts';

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
});
