import type { CDPSession } from '@playwright/test';

export interface Tally {
  count: number;
  bytes: number;
}

/**
 * A heap snapshot of the page, after a garbage collection, tallied by kind: JS objects by their
 * constructor (`object:Foo`), the browser's own objects (`native:...`), and V8's own kinds
 * (`code`, `string`, `array`...).
 */
export async function heapTally(cdp: CDPSession): Promise<Map<string, Tally>> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snap = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
  const fields = snap.snapshot.meta.node_fields;
  const typeNames = snap.snapshot.meta.node_types[0];
  const iType = fields.indexOf('type');
  const iName = fields.indexOf('name');
  const iSize = fields.indexOf('self_size');
  const tally = new Map<string, Tally>();
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = typeNames[snap.nodes[i + iType]!]!;
    const kind = type === 'object' || type === 'closure' || type === 'native' ? `${type}:${snap.strings[snap.nodes[i + iName]!]}` : type;
    const t = tally.get(kind) ?? { count: 0, bytes: 0 };
    t.count++;
    t.bytes += snap.nodes[i + iSize]!;
    tally.set(kind, t);
  }
  return tally;
}

/**
 * What the app's own data holds: everything but compiled code (V8 compiles more functions as they
 * warm up, whatever the list's length) and the browser's own objects (among them DevTools' record
 * of every picture fetched, which exists only because a benchmark is attached).
 */
export function appBytes(tally: Map<string, Tally>): number {
  let sum = 0;
  for (const [kind, t] of tally) if (kind !== 'code' && !kind.startsWith('native:') && kind !== 'synthetic') sum += t.bytes;
  return sum;
}

/** The kinds that grew most between two tallies, largest first. */
export function topGrowth(before: Map<string, Tally>, after: Map<string, Tally>, n: number): { kind: string; count: number; bytes: number }[] {
  return [...after]
    .map(([kind, a]) => ({ kind, count: a.count - (before.get(kind)?.count ?? 0), bytes: a.bytes - (before.get(kind)?.bytes ?? 0) }))
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, n);
}
