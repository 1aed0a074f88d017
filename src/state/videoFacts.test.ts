import { signal } from '@preact/signals';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[][] = [];
const account = signal<string | undefined>('ada');
let fail = false;
let hold: Promise<void> | undefined;

vi.mock('./session.ts', () => ({ activeAccountId: account }));
const shownLanguage = signal('de');
vi.mock('../i18n/messages.ts', async (actual) => ({ ...(await actual<object>()), language: shownLanguage }));
vi.mock('./apiLocale.ts', () => ({ hl: () => ({ hl: shownLanguage.peek() }) }));
vi.mock('./videoClient.ts', () => ({
  videoClient: () => ({
    videos: {
      list: async ({ id, hl }: { id: string[]; hl: string }) => {
        calls.push([...id]);
        if (hold) await hold;
        if (fail) throw new Error('offline');
        // A "tr-" video has a translation in the language asked; a "same-" one's is its own title.
        const snippet = (v: string) => (v.startsWith('tr-') ? { title: 'Opening night', localized: { title: `Premiere (${hl})` } } : v.startsWith('same-') ? { title: 'Opening night', localized: { title: 'Opening night' } } : undefined);
        return { items: id.filter((v) => !v.startsWith('gone')).map((v) => ({ id: v, contentDetails: { duration: 'PT1M' }, snippet: snippet(v) })) };
      },
    },
  }),
}));

const { cardFacts, factsFailure, factsOf, fullResourcesHeld, knownCardFacts, localizedTitle, retryFacts, want } = await import('./videoFacts.ts');
const knownFacts = knownCardFacts;
const settle = () => new Promise((resolve) => setTimeout(resolve, 40));

describe('video facts', () => {
  beforeEach(() => {
    calls.length = 0;
    fail = false;
  });

  it('asks the ids of a screen in calls of at most 50, each id once', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `v${i}`);
    want(ids);
    for (const id of ids.slice(0, 60)) cardFacts(id); // cards mounting after the page asked
    await settle();
    expect(calls.map((c) => c.length)).toEqual([50, 50, 20]);
    expect(new Set(calls.flat()).size).toBe(120);
    expect(knownFacts('v7')).toEqual({ duration: 'PT1M', live: 'none', embeddable: true, hasPlayer: false });
    want(['v7', 'v8']);
    await settle();
    expect(calls.length).toBe(3);
  });

  it("keeps a video's translated title; another language forgets it and the facts, and asks again in that one", async () => {
    want(['tr-1', 'same-1', 'plain-1']);
    await settle();
    expect(localizedTitle('tr-1')).toEqual({ title: 'Premiere (de)', lang: 'de' });
    expect(localizedTitle('same-1')).toBeUndefined(); // its "translation" is its own title
    expect(localizedTitle('plain-1')).toBeUndefined();
    calls.length = 0;
    shownLanguage.value = 'es';
    expect(localizedTitle('tr-1')).toBeUndefined(); // no German under a Spanish screen
    expect(knownFacts('tr-1')).toBeUndefined();
    want(['tr-1']);
    await settle();
    expect(calls).toEqual([['tr-1']]);
    expect(localizedTitle('tr-1')).toEqual({ title: 'Premiere (es)', lang: 'es' });
  });

  it('drops an answer asked in the language left', async () => {
    let release = () => undefined as void;
    hold = new Promise<void>((resolve) => (release = resolve));
    want(['tr-2']);
    await settle();
    expect(calls.at(-1)).toEqual(['tr-2']); // on its way, asked in Spanish
    shownLanguage.value = 'ja';
    release();
    hold = undefined;
    await settle();
    expect(localizedTitle('tr-2')).toBeUndefined();
    expect(knownFacts('tr-2')).toBeUndefined();
    shownLanguage.value = 'de';
  });

  it('knows a video the service does not have as null', async () => {
    want(['gone-1']);
    await settle();
    expect(knownFacts('gone-1')).toBeNull();
  });

  it('says why a call failed, and asks again on Try again', async () => {
    fail = true;
    want(['w1']);
    await settle();
    expect(knownFacts('w1')).toBeUndefined();
    expect(factsFailure('w1')).toMatch(/Retry|wrong/);
    fail = false;
    retryFacts('w1');
    await settle();
    expect(factsFailure('w1')).toBeUndefined();
    expect(knownFacts('w1')).toMatchObject({ duration: 'PT1M' });
    expect(calls).toEqual([['w1'], ['w1']]);
  });

  it('keeps only the last 60 whole resources, and asks again for one that left', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => `z${i}`);
    want(ids);
    await settle();
    expect(fullResourcesHeld()).toBe(60);
    expect(knownFacts('z0')).toBeDefined(); // a card's facts stay
    expect(factsOf('z99').value).toMatchObject({ id: 'z99' }); // recent: no call
    expect(calls.length).toBe(2);
    expect(factsOf('z0').value).toBeUndefined(); // left the cache: asked again
    await settle();
    expect(calls.at(-1)).toEqual(['z0']);
    expect(factsOf('z0').value).toMatchObject({ id: 'z0' });
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

  it('after the account changes, a page answered is kept: the last account\'s 60 resources do not crowd it out', async () => {
    want(Array.from({ length: 70 }, (_, i) => `k${i}`));
    await settle();
    account.value = 'ida';
    expect(factsOf('n1').value).toBeUndefined();
    await settle();
    const asked = calls.length;
    expect(factsOf('n1').value).toMatchObject({ id: 'n1' }); // the page opened again: no call
    expect(calls.length).toBe(asked);
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
