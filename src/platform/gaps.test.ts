import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { FILLED_APIS, fillGaps } from './gaps.ts';

const LIST = JSON.parse(readFileSync(new URL('../../build/legacy-polyfills.json', import.meta.url), 'utf8')) as {
  modernFloorChromium: number;
  polyfills: { api: string[]; chromium: number }[];
};

describe('gaps of the modern bundle', () => {
  it('fills every API of the polyfill list newer than the modern floor, and only those', () => {
    const newer = LIST.polyfills.filter((p) => p.chromium > LIST.modernFloorChromium).flatMap((p) => p.api);
    expect([...FILLED_APIS].sort()).toEqual(newer.sort());
  });

  it('gives an engine without queueMicrotask one that runs callbacks before the next task, in order', async () => {
    const w = { AbortController: class {} } as unknown as Window & { queueMicrotask?: (cb: () => void) => void };
    await fillGaps(w);
    const order: string[] = [];
    setTimeout(() => order.push('task'));
    w.queueMicrotask!(() => order.push('a'));
    w.queueMicrotask!(() => order.push('b'));
    await new Promise((r) => setTimeout(r, 5));
    expect(order).toEqual(['a', 'b', 'task']);
  });

  it('leaves a native queueMicrotask alone', async () => {
    const native = vi.fn();
    const w = { queueMicrotask: native, AbortController: class {} } as unknown as Window;
    await fillGaps(w);
    expect(w.queueMicrotask).toBe(native);
  });
});
