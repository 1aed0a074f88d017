import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Words a viewer reads that no catalogue can translate: text written straight into the markup
 * (`<p>Couldn't load… {why}</p>`) or a string put there as it is (`{playing ? 'Pause' : 'Play'}`),
 * not through t(). The catalogue test cannot see them, as it reads only what t() is given: the
 * player's Play, Pause and "Next:" stayed English in every language until this test.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
/** Shown the same in every language: the app's name, and the remote's OK key as its remotes label it. */
const NAMES = new Set(['tenfoot', 'OK']);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (path.endsWith('.tsx') && !path.includes('.test.')) out.push(path);
  }
  return out;
}

const WORDS = /\p{L}{2,}/u;
/** Attributes whose words are read to the viewer. */
const SPOKEN = new Set(['aria-label', 'aria-valuetext', 'aria-roledescription', 'title', 'alt', 'placeholder']);

/** Each piece of English written into the markup of one file, as "file:line text". */
export function untranslatedIn(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const note = (node: ts.Node, words: string) => {
    if (!WORDS.test(words) || NAMES.has(words.trim())) return;
    found.push(`${relative(SRC, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(words.trim())}`);
  };
  /** A string shown as a child of an element: itself, or either side of a condition. */
  const shown = (node: ts.Expression) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) note(node, node.text);
    else if (ts.isTemplateExpression(node)) note(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '));
    else if (ts.isConditionalExpression(node)) (shown(node.whenTrue), shown(node.whenFalse));
    else if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)) shown(node.right);
    else if (ts.isParenthesizedExpression(node)) shown(node.expression);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) note(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) shown(node.expression);
    // What a screen reader says, or a pointer's tooltip shows: as much the viewer's as the text.
    else if (ts.isJsxAttribute(node) && SPOKEN.has(node.name.getText()) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) note(node, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) shown(node.initializer.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('what the screens show', () => {
  it('finds English written into markup, and nothing in t()', () => {
    const sample = `const A = () => <p class="x" data-testid="not-read" aria-label={\`\${label} (loading)\`} title={t('Fine')}>Press OK {why} <b>{busy ? 'Saving…' : t('Save')}</b>{'tenfoot'}{n}</p>;`;
    expect(untranslatedIn(join(SRC, 'sample.tsx'), sample)).toEqual(['sample.tsx:1 "(loading)"', 'sample.tsx:1 "Press OK"', 'sample.tsx:1 "Saving…"']);
  });

  it('is written through t() everywhere, so every language has it', () => {
    const found = sources(SRC).flatMap((path) => untranslatedIn(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
