import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchThenOnce } from './whileAnswered.ts';

describe('work done while the first request is answered', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once, in a task after the first request went, never before it', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const send = vi.fn(async (input: RequestInfo | URL) => (order.push(`sent ${String(input)}`), new Response('{}')));
    const fetchIt = fetchThenOnce(() => order.push('work'), send as typeof fetch);
    expect(order).toEqual([]);
    const first = fetchIt('/a');
    expect(order).toEqual(['sent /a']); // not in the same task: the request goes first
    await vi.runAllTimersAsync();
    expect(order).toEqual(['sent /a', 'work']);
    await fetchIt('/b');
    await vi.runAllTimersAsync();
    expect(order).toEqual(['sent /a', 'work', 'sent /b']);
    expect(await (await first).json()).toEqual({});
  });
});
