import { createStore, get, set, type UseStore } from 'idb-keyval';
import { recordPosition, type WatchEntry } from './watchPositions.ts';

/** One record per account: its positions, and whether the viewer was told they stay on this TV. */
export interface WatchRecord {
  entries: WatchEntry[];
  toldLocal?: boolean;
}

export interface WatchStore {
  read(accountId: string): Promise<WatchRecord>;
  save(accountId: string, entry: WatchEntry): Promise<WatchRecord>;
  markTold(accountId: string): Promise<void>;
}

/**
 * Continue watching in IndexedDB (idb-keyval), keyed by account. Writes of one account are
 * chained, so a save every 10 s and the save on leaving never overwrite each other. Where
 * IndexedDB fails (private modes, some TV browsers) the record lives in memory for this run.
 */
export function createWatchStore(store?: UseStore): WatchStore {
  let db = store;
  const memory = new Map<string, WatchRecord>();
  let chain: Promise<unknown> = Promise.resolve();
  const open = () => (db ??= createStore('tenfoot-watching', 'positions'));

  const read = async (accountId: string): Promise<WatchRecord> => {
    try {
      return (await get<WatchRecord>(accountId, open())) ?? memory.get(accountId) ?? { entries: [] };
    } catch {
      return memory.get(accountId) ?? { entries: [] };
    }
  };
  const write = async (accountId: string, record: WatchRecord) => {
    memory.set(accountId, record);
    try {
      await set(accountId, record, open());
    } catch {
      // Kept in memory for this run; the TV forgets it on close.
    }
  };
  const queued = <T>(job: () => Promise<T>): Promise<T> => {
    const next = chain.then(job, job);
    chain = next.catch(() => undefined);
    return next;
  };

  return {
    read,
    save: (accountId, entry) =>
      queued(async () => {
        const record = await read(accountId);
        const next = { ...record, entries: recordPosition(record.entries, entry) };
        await write(accountId, next);
        return next;
      }),
    markTold: (accountId) =>
      queued(async () => {
        await write(accountId, { ...(await read(accountId)), toldLocal: true });
      }),
  };
}
