/**
 * A column of searches beside the keyboard (suggestions while typing, or the viewer's recent
 * searches), each a button that sends its words. A word chosen goes to its results: a
 * suggestion's button is gone once it is sent (focus fell back on a key), and from a recent search
 * Down led into the filters.
 */
export function SearchWords({ title, kind, words, onChoose }: { title: string; kind: 'suggestion' | 'recent'; words: readonly string[]; onChoose: (words: string) => void }) {
  return (
    <>
      <h2 class="shelf__title">{title}</h2>
      <div class="search__words" data-nav-container data-testid={kind === 'suggestion' ? 'suggestions' : 'recent-searches'}>
        {words.map((q) => (
          <button class="search__word" key={q} data-focus-key={`${kind}-${q}`} onClick={() => onChoose(q)} dir="auto">
            {q}
          </button>
        ))}
      </div>
    </>
  );
}
