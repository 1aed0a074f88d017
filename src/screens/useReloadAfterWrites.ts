import { useEffect, useRef } from 'preact/hooks';
import { writeCount } from '../state/writes.ts';

/** Reloads lists kept in history when a write happened since they loaded (the client's cache was invalidated). */
export function useReloadAfterWrites(...lists: { reload(options?: { fresh?: boolean }): void }[]): void {
  const seen = useRef(writeCount.value);
  const count = writeCount.value;
  useEffect(() => {
    if (count === seen.current) return;
    seen.current = count;
    for (const list of lists) list.reload();
  }, [count]);
}
