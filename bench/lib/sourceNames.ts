import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** A call frame as the DevTools protocol's CPU profiler gives it. */
export interface ProfileCallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/**
 * Names a CPU profile's call frames from the build's source maps (`dist`/assets/*.js.map, a build
 * with `--sourcemap true`): "name src/file.ts:line", or "name preact/dist/preact.mjs:1" for a
 * package; the profiler's own name where a chunk has no map.
 */
export function sourceNamer(dist: string): (frame: ProfileCallFrame) => string {
  const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js') as typeof import('source-map-js');
  const maps = new Map<string, InstanceType<typeof SourceMapConsumer> | null>();
  return (frame) => {
    const file = frame.url.split('/').pop() ?? '';
    if (!file.endsWith('.js')) return `${frame.functionName || '(anonymous)'}${file ? ` ${file}` : ''}`;
    if (!maps.has(file)) {
      const map = join(dist, 'assets', `${file}.map`);
      maps.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
    }
    const original = maps.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!original?.source) return `${frame.functionName || '(anonymous)'} ${file}`;
    return `${original.name ?? (frame.functionName || '(anonymous)')} ${original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '').replace(/^.*?(?=src\/)/, '')}:${original.line}`;
  };
}
