/**
 * One segment of a resource's path, percent-encoded. "." and ".." survive the encoding, and a URL
 * folds them away into another resource (`sessions/.` is the list of sessions, `zones/z/..` the
 * zone's parent): such a request is never sent.
 */
export function segment(value: string): string {
  if (value === '' || value === '.' || value === '..') throw new Error(`"${value}" cannot be a segment of a resource's path.`);
  return encodeURIComponent(value);
}
