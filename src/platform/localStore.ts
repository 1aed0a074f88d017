/**
 * The page's localStorage where it can be used, else undefined: missing in some private modes and
 * TV browsers, and reading the property throws a SecurityError where storage is blocked. It
 * answers synchronously at start, before anything draws; what it keeps must survive its loss
 * (some TV browsers wipe it): settings and marks, never tokens.
 */
export function localStoreIfUsable(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
