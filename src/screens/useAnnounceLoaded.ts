import { useEffect } from 'preact/hooks';
import type { PluralForms } from '../i18n/messages.ts';
import { tn } from '../i18n/counted.ts';
import { announce } from '../state/announce.ts';
import type { PagedList } from '../state/pagedList.ts';

/** Lists whose first load was said already: coming back to a screen does not say it again. */
const said = new WeakSet<object>();
const seenLoading = new WeakSet<object>();

/**
 * Says through the shell's live region when a list's first load has finished: "20 videos
 * loaded". A failure is said by its error state, not here.
 */
export function useAnnounceLoaded<T>(list: PagedList<T>, words: PluralForms): void {
  const loading = list.loading.value;
  const count = list.items.value.length;
  useEffect(() => {
    if (said.has(list)) return;
    if (loading) {
      seenLoading.add(list);
      return;
    }
    if (list.error.peek() || (count === 0 && !seenLoading.has(list))) return;
    said.add(list);
    announce(tn(count, words));
  }, [list, loading]);
}
