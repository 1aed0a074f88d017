import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { emptyExtracted, extractFrom, type Extracted } from './extract.ts';

/** Every sentence of the app's source under `srcDir` (tests, catalogues and this folder's tools apart). Node only: not shipped. */
export function appSentences(srcDir: string): Extracted {
  const into = emptyExtracted();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'catalogues') walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) && !/i18n[\\/](extract|appSentences)\.ts$/.test(path)) {
        extractFrom(readFileSync(path, 'utf8'), relative(srcDir, path), into);
      }
    }
  };
  walk(srcDir);
  return into;
}
