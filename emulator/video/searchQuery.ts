/**
 * The `q` syntax the real search documents: words must all match, `-word` excludes, and `a|b`
 * matches either. Matching is case-insensitive substring matching, so scripts without spaces
 * between words (Japanese, Chinese, Thai) are searchable too.
 */
export interface SearchQuery {
  /** Each group must match one of its alternatives. */
  all: string[][];
  none: string[];
}

/** Folded texts, remembered: every search folds the same few thousand titles and descriptions. */
const folded = new Map<string, string>();
const fold = (text: string) => {
  let out = folded.get(text);
  if (out === undefined) {
    out = text.normalize('NFKC').toLocaleLowerCase('und');
    if (folded.size > 50_000) folded.clear();
    folded.set(text, out);
  }
  return out;
};

export function parseQuery(q: string | undefined): SearchQuery {
  const query: SearchQuery = { all: [], none: [] };
  for (const raw of fold(q ?? '').split(/\s+/).filter(Boolean)) {
    if (raw.startsWith('-') && raw.length > 1) query.none.push(raw.slice(1));
    else {
      const alternatives = raw.split('|').filter(Boolean);
      if (alternatives.length) query.all.push(alternatives);
    }
  }
  return query;
}

/** A relevance score (0 = no match): title hits weigh three times description hits. */
export function score(query: SearchQuery, title: string, description: string): number {
  if (query.all.length === 0 && query.none.length === 0) return 1;
  const t = fold(title);
  const d = fold(description);
  if (query.none.some((word) => t.includes(word) || d.includes(word))) return 0;
  let total = 1;
  for (const group of query.all) {
    const inTitle = group.some((word) => t.includes(word));
    const inDescription = group.some((word) => d.includes(word));
    if (!inTitle && !inDescription) return 0;
    total += (inTitle ? 3 : 0) + (inDescription ? 1 : 0);
  }
  return total;
}
