/**
 * A translated sentence cut where a value goes, so the value can be put in an isolate (<bdi>) of
 * its own: a title or query in another script keeps its order and its punctuation inside the
 * sentence (in Arabic, an English title's "?" went to the far end). `t` leaves `{slot}` as it is.
 */
export function around(sentence: string, slot: string): [before: string, after: string] {
  const [before = '', after = ''] = sentence.split(`{${slot}}`);
  return [before, after];
}
