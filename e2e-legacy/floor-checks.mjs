// The TV floor's checks of the build output, used by `npm test` (scripts/test.mjs) and tested in
// e2e-legacy/floor.test.ts. The floor is package.json's browserslist (Chromium 53).
import { readFileSync } from 'node:fs';
import browserslist from 'browserslist';

/** The floor: package.json's browserslist, and the ES level its oldest Chromium parses fully. */
export function floorQuery() {
  return JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).browserslist.join(', ');
}
export function esLevelOfChrome(version) {
  // Chromium versions that complete each edition's syntax (async functions 55, trailing commas
  // 58; object rest/spread 60, async iteration 63; optional catch 66; ?. and ?? 80; ...).
  const levels = [[52, 'es2016'], [58, 'es2017'], [64, 'es2018'], [66, 'es2019'], [80, 'es2020'], [85, 'es2021'], [94, 'es2022']];
  let level = 'es6';
  for (const [chrome, es] of levels) if (version >= chrome) level = es;
  return level;
}
/** The ES level of the floor's oldest Chromium. */
export function floorEsLevel() {
  return esLevelOfChrome(Math.min(...browserslist(floorQuery()).filter((b) => /^(chrome|and_chr) /.test(b)).map((b) => parseFloat(b.split(' ')[1]))));
}

/** CSS a Chromium 53 engine cannot lay out, and that lightningcss could not lower for it. */
export function cssAboveFloor(css) {
  const rules = [
    [/(^|[;{\s])(row-|column-)?gap\s*:/, '`gap` (flexbox gap needs Chromium 84, grid 57)'],
    [/aspect-ratio\s*:/, '`aspect-ratio` (Chromium 88)'],
    [/(^|[;{\s])inset(-inline|-block)?\s*:/, '`inset` (Chromium 87)'],
    [/display\s*:\s*(inline-)?grid/, 'CSS grid (Chromium 57)'],
    [/position\s*:\s*sticky/, '`position: sticky` (Chromium 56)'],
    [/(^|[^-\w])(clamp|min|max)\(/, '`clamp()`/`min()`/`max()` (Chromium 79)'],
    [/:(is|where|has)\(/, '`:is()`/`:where()`/`:has()` (Chromium 88+)'],
    [/&/, 'CSS nesting (Chromium 112)'],
  ];
  const problems = [];
  for (const [re, what] of rules) if (re.test(css)) problems.push(what);
  // `:focus-visible` alone leaves old engines without a focus state: each selector list that
  // names it must also name plain `:focus`.
  for (const block of css.split('}')) {
    const selector = block.split('{')[0] ?? '';
    if (selector.includes(':focus-visible') && !/:focus(?![-\w])/.test(selector)) problems.push(`\`:focus-visible\` without \`:focus\`: ${selector.trim().slice(0, 80)}`);
  }
  return problems;
}

