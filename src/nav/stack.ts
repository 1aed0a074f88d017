/**
 * Adds `entry` to the top of a stack that is asked from the top down (Back handlers, command
 * listeners, open dialogs), and returns the function that takes that entry out again, wherever it
 * is by then: the last one added is the innermost.
 */
export function pushOnto<T>(stack: T[], entry: T): () => void {
  stack.push(entry);
  return () => {
    const i = stack.lastIndexOf(entry);
    if (i >= 0) stack.splice(i, 1);
  };
}
