import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md, checked on every import of the app's own (non-test) files:
 * data flows config -> auth -> api -> state -> screens -> ui, nav stands apart, and the app never
 * reaches into the emulator, the tools or the test scaffolding.
 */
const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each import of a file: where it points (relative to the repository) and whether it is type-only. */
function importsOf(file: string): { target: string; typeOnly: boolean }[] {
  const text = readFileSync(file, 'utf8');
  const found: { target: string; typeOnly: boolean }[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)'/gm)) {
    found.push({ target: relative(ROOT, resolve(file, '..', m[2]!)), typeOnly: !!m[1] });
  }
  return found;
}

/** Folder of src/ (or the top-level folder) a repository path lies in. */
function layerOf(path: string): string {
  const parts = path.split('/');
  return parts[0] === 'src' && parts.length > 2 ? `src/${parts[1]}` : parts[0]!;
}

/** What each folder of src/ must not import (type-only imports of state's shapes allowed to ui). */
const FORBIDDEN: Record<string, string[]> = {
  'src/config.ts': ['src/auth', 'src/api', 'src/state', 'src/screens', 'src/ui'],
  'src/auth': ['src/api', 'src/state', 'src/screens', 'src/ui', 'src/player'],
  'src/api': ['src/state', 'src/screens', 'src/ui', 'src/player'],
  'src/state': ['src/screens', 'src/ui'],
  'src/player': ['src/state', 'src/screens', 'src/ui'],
  'src/nav': ['src/auth', 'src/api', 'src/state', 'src/screens', 'src/ui'],
  'src/ui': ['src/screens', 'src/auth', 'src/api'],
  // The message catalogues and t(): below everything that shows words, knowing nothing of them.
  'src/i18n': ['src/auth', 'src/api', 'src/state', 'src/screens', 'src/ui', 'src/nav', 'src/player', 'src/platform'],
};
const NEVER_FROM_APP = ['emulator', 'tools', 'testing', 'bench', 'e2e', 'e2e-legacy', 'scripts'];

describe('the app keeps its layers', () => {
  const files = sourceFiles(SRC);

  it('finds the app\'s files and their imports (the check below reads real code)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(importsOf(join(SRC, 'main.tsx')).length).toBeGreaterThan(3);
  });

  it('src/ never imports the emulator, the tools, the benchmarks or test scaffolding', () => {
    const wrong = files.flatMap((f) => importsOf(f).filter((i) => NEVER_FROM_APP.includes(i.target.split('/')[0]!)).map((i) => `${relative(ROOT, f)} -> ${i.target}`));
    expect(wrong).toEqual([]);
  });

  it('each folder imports only from the layers below it', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const path = relative(ROOT, file);
      const rules = FORBIDDEN[path] ?? FORBIDDEN[layerOf(path)] ?? [];
      for (const i of importsOf(file)) {
        const to = layerOf(i.target);
        if (!rules.includes(to)) continue;
        // ui may name the shape of a state object it is handed (RouteMemory), never call into state.
        if (layerOf(path) === 'src/ui' && to === 'src/state' && i.typeOnly) continue;
        wrong.push(`${path} -> ${i.target}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
