/**
 * A column of searches beside the keyboard (suggestions while typing, or the viewer's recent
 * searches), each a button that sends its words.
 */
export function SearchWords({ title, kind, words, onChoose }: { title: string; kind: 'suggestion' | 'recent'; words: readonly string[]; onChoose: (words: string) => void }) {
  // A group named by its heading: a screen reader going into it says "Recent searches" first.
  const heading = `search-words-${kind}`;
  return (
    <>
      <h2 class="shelf__title" id={heading}>
        {title}
      </h2>
      <div class="search__words" role="group" aria-labelledby={heading} data-nav-container data-testid={kind === 'suggestion' ? 'suggestions' : 'recent-searches'}>
        {words.map((q) => (
          <button class="search__word" key={q} data-focus-key={`${kind}-${q}`} onClick={() => onChoose(q)} dir="auto">
            {q}
          </button>
        ))}
      </div>
    </>
  );
}

/** In the column's place when it has no words: what would be there, at the size of the words. */
export function SearchNote({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <>
      <h2 class="shelf__title">{title}</h2>
      <p class="muted search__none" data-testid={testId}>
        {text}
      </p>
    </>
  );
}
