import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app draws its icons with symbols from the blocks TV fonts have (arrows, geometric shapes,
 * miscellaneous symbols) or as SVG. Emoji are a font of their own that many TVs lack: this
 * machine's Chromium drew boxes for the stopwatch of "Watch later" and the padlock of a PIN. Text
 * from the platform (titles) may hold emoji; the app's own code may not.
 */
const EMOJI = /[\u{1F000}-\u{1FFFF}\u{231A}\u{231B}\u{23E9}-\u{23FA}\u{2B50}\u{2B55}]/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('icon glyphs', () => {
  it('no emoji in the app’s own code and styles', () => {
    const files = sourceFiles(join(__dirname, '..'));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (EMOJI.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  // Full-width forms (＋, ！...) are drawn by CJK fonts, which a TV sold in Europe may not have:
  // "＋ New playlist with this video" showed a box on this machine. Japanese text writes them as
  // its own punctuation, in its own catalogue.
  it('no full-width forms but in the Japanese catalogue', () => {
    const files = sourceFiles(join(__dirname, '..')).filter((file) => !file.endsWith(join('catalogues', 'ja.ts')));
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/[\uFF01-\uFF5E]/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
