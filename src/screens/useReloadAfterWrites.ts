import { useEffect } from 'preact/hooks';
import type { RouteMemory } from '../state/routeMemory.ts';
import { writeCount } from '../state/writes.ts';

/**
 * Reloads a screen's lists when a write happened since they loaded (the client's cache was
 * invalidated by it). The count seen lives in the screen's memory, so coming Back counts.
 */
export function useReloadAfterWrites(memory: RouteMemory, ...lists: { reload(options?: { fresh?: boolean }): void }[]): void {
  if (!memory.values.has('writesSeen')) memory.values.set('writesSeen', writeCount.peek());
  const count = writeCount.value;
  useEffect(() => {
    if (count === memory.values.get('writesSeen')) return;
    memory.values.set('writesSeen', count);
    for (const list of lists) list.reload();
  }, [count]);
}
