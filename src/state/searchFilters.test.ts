import { describe, expect, it } from 'vitest';
import { defaultFilters, narrowsResults, sameFilters, searchParams, setFilter, turnedOff } from './searchFilters.ts';

describe('search filters', () => {
  it('plain search: all kinds, relevance', () => {
    expect(searchParams('cats', defaultFilters)).toEqual({ part: ['snippet'], q: 'cats', order: 'relevance' });
  });
  it('narrows results: any kind, topic or video-only filter, but not the sort order', () => {
    expect(narrowsResults(defaultFilters)).toBe(false);
    expect(narrowsResults(setFilter(defaultFilters, 'order', 'date'))).toBe(false);
    expect(narrowsResults(setFilter(defaultFilters, 'type', 'channel'))).toBe(true);
    expect(narrowsResults(setFilter(defaultFilters, 'topic', 'music'))).toBe(true);
    expect(narrowsResults({ ...defaultFilters, captionsOnly: true })).toBe(true);
  });
  it('a video-only filter forces type video', () => {
    const f = setFilter(defaultFilters, 'hdOnly', true);
    expect(f.type).toBe('video');
    expect(searchParams('cats', f)).toMatchObject({ type: 'video', videoDefinition: 'high' });
  });
  it('only-my-videos turns HD and embeddable off, and sends forMine', () => {
    let f = setFilter(defaultFilters, 'hdOnly', true);
    f = setFilter(f, 'embeddableOnly', true);
    f = setFilter(f, 'mineOnly', true);
    expect(f).toMatchObject({ hdOnly: false, embeddableOnly: false, mineOnly: true, type: 'video' });
    expect(searchParams('x', setFilter(f, 'captionsOnly', true))).toEqual({ part: ['snippet'], q: 'x', order: 'relevance', type: 'video', forMine: true, videoCaption: 'closedCaption' });
  });
  it('choosing channels drops video-only filters', () => {
    const f = setFilter(setFilter(defaultFilters, 'captionsOnly', true), 'type', 'channel');
    expect(f).toMatchObject({ type: 'channel', captionsOnly: false });
    expect(searchParams('x', f)).toEqual({ part: ['snippet'], q: 'x', order: 'relevance', type: 'channel' });
  });
  it('topic and order', () => {
    const f = setFilter(setFilter(defaultFilters, 'topic', 'music'), 'order', 'viewCount');
    expect(searchParams('x', f)).toMatchObject({ topicId: '/m/04rlf', order: 'viewCount' });
  });

  it('the same search when every filter is the same, whatever object holds them', () => {
    expect(sameFilters(defaultFilters, { ...defaultFilters })).toBe(true);
    expect(sameFilters(defaultFilters, setFilter(defaultFilters, 'type', 'video'))).toBe(false);
    expect(sameFilters(defaultFilters, setFilter(defaultFilters, 'captionsOnly', true))).toBe(false);
    expect(sameFilters(setFilter(defaultFilters, 'topic', 'music'), setFilter(defaultFilters, 'topic', 'music'))).toBe(true);
  });
});

describe('turnedOff (what a change unticked besides itself, for the screen to say)', () => {
  it('Only my videos turns off HD only and Playable here, and keeps Captions only', () => {
    const before = { ...defaultFilters, hdOnly: true, captionsOnly: true, embeddableOnly: true };
    const after = setFilter(before, 'mineOnly', true);
    expect(turnedOff(before, after, 'mineOnly')).toEqual(['hdOnly', 'embeddableOnly']);
    expect(after.captionsOnly).toBe(true);
  });

  it('HD only turns off Only my videos', () => {
    const before = { ...defaultFilters, type: 'video' as const, mineOnly: true };
    expect(turnedOff(before, setFilter(before, 'hdOnly', true), 'hdOnly')).toEqual(['mineOnly']);
  });

  it('showing channels turns off every tick', () => {
    const before = setFilter(setFilter(defaultFilters, 'hdOnly', true), 'captionsOnly', true);
    expect(turnedOff(before, setFilter(before, 'type', 'channel'), 'type')).toEqual(['hdOnly', 'captionsOnly']);
  });

  it('nothing, when the change leaves the others as they were (the chip turned off itself is not counted)', () => {
    const before = { ...defaultFilters, type: 'video' as const, hdOnly: true, captionsOnly: true };
    expect(turnedOff(before, setFilter(before, 'hdOnly', false), 'hdOnly')).toEqual([]);
    expect(turnedOff(before, setFilter(before, 'order', 'date'), 'order')).toEqual([]);
  });
});
