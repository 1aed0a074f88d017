// @vitest-environment happy-dom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../testing/renderRoot.ts';
import { SearchWords } from './SearchWords.tsx';

const root = renderRoot();

describe("Search's columns of words", () => {
  it('are groups named by their headings, so a reader going in says which list it is', () => {
    render(
      <>
        <SearchWords title="Suggestions" kind="suggestion" words={['trail mix']} onChoose={() => undefined} />
        <SearchWords title="Recent searches" kind="recent" words={['bread', 'choir']} onChoose={() => undefined} />
      </>,
      root(),
    );
    const names = Array.from(root().querySelectorAll('[role="group"]')).map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent);
    expect(names).toEqual(['Suggestions', 'Recent searches']);
  });
});
