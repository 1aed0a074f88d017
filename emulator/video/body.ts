/** Reads a dotted path from a parsed JSON body, or undefined when any step is missing. */
export function at(body: unknown, path: string): unknown {
  let value: unknown = body;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Properties outside `part` are ignored on insert (discovery: part names what the write sets). */
export function partOf(body: Record<string, unknown>, parts: ReadonlySet<string>, part: string): unknown {
  return parts.has(part) ? body[part] : undefined;
}
