import { signal } from '@preact/signals';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[][] = [];
const account = signal<string | undefined>('ada');
let fail = false;
let hold: Promise<void> | undefined;

vi.mock('./session.ts', () => ({ activeAccountId: account }));
vi.mock('./videoClient.ts', () => ({
  videoClient: () => ({
    videos: {
      list: async ({ id }: { id: string[] }) => {
        calls.push([...id]);
        if (hold) await hold;
        if (fail) throw new Error('offline');
        return { items: id.filter((v) => !v.startsWith('gone')).map((v) => ({ id: v, contentDetails: { duration: 'PT1M' } })) };
      },
    },
  }),
}));

const { factsOf, knownFacts, want } = await import('./videoFacts.ts');
const settle = () => new Promise((resolve) => setTimeout(resolve, 40));

describe('video facts', () => {
  beforeEach(() => {
    calls.length = 0;
    fail = false;
  });

  it('asks the ids of a screen in calls of at most 50, each id once', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `v${i}`);
    want(ids);
    for (const id of ids.slice(0, 60)) factsOf(id); // cards mounting after the page asked
    await settle();
    expect(calls.map((c) => c.length)).toEqual([50, 50, 20]);
    expect(new Set(calls.flat()).size).toBe(120);
    expect(knownFacts('v7')).toMatchObject({ id: 'v7' });
    want(['v7', 'v8']);
    await settle();
    expect(calls.length).toBe(3);
  });

  it('knows a video the service does not have as null', async () => {
    want(['gone-1']);
    await settle();
    expect(knownFacts('gone-1')).toBeNull();
  });

  it('asks again after a failed call', async () => {
    fail = true;
    want(['w1']);
    await settle();
    expect(knownFacts('w1')).toBeUndefined();
    fail = false;
    want(['w1']);
    await settle();
    expect(knownFacts('w1')).toMatchObject({ id: 'w1' });
    expect(calls).toEqual([['w1'], ['w1']]);
  });

  it('forgets everything when the account changes, and asks again for the new one', async () => {
    want(['x1']);
    await settle();
    expect(knownFacts('x1')).toBeDefined();
    account.value = 'grace';
    expect(knownFacts('x1')).toBeUndefined();
    want(['x1']);
    await settle();
    expect(calls).toEqual([['x1'], ['x1']]);
  });

  it('drops an answer meant for the account that left', async () => {
    let release = () => undefined as void;
    hold = new Promise<void>((resolve) => (release = resolve));
    want(['y1']);
    await settle();
    expect(calls).toEqual([['y1']]); // on its way, for the old account
    account.value = 'alan';
    release();
    hold = undefined;
    await settle();
    expect(knownFacts('y1')).toBeUndefined();
  });
});
