import { signal } from '@preact/signals';

/**
 * Bumped after every write (a subscription, a playlist, an item), so screens kept in history
 * reload what the write changed when the viewer comes back to them.
 */
export const writeCount = signal(0);

export function noteWrite(): void {
  writeCount.value++;
}
