import { signal, type Signal } from '@preact/signals';
import { explainError } from './explainError.ts';

/** One fetched value as signals: value, loading, a human error, and reload for Retry. */
export interface Resource<T> {
  value: Signal<T | undefined>;
  loading: Signal<boolean>;
  error: Signal<string | undefined>;
  reload(): void;
}

export function createResource<T>(fetch: () => Promise<T>): Resource<T> {
  const value = signal<T | undefined>(undefined);
  const loading = signal(false);
  const error = signal<string | undefined>(undefined);
  let generation = 0;
  const reload = () => {
    const gen = ++generation;
    loading.value = true;
    error.value = undefined;
    fetch()
      .then((v) => gen === generation && (value.value = v))
      .catch((e: unknown) => gen === generation && (error.value = explainError(e)))
      .finally(() => gen === generation && (loading.value = false));
  };
  reload();
  return { value, loading, error, reload };
}
