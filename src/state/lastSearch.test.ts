import { describe, expect, it } from 'vitest';
import { accountChanged } from './accountChanges.ts';
import { keepSearch, lastSearch } from './lastSearch.ts';
import { defaultFilters } from './searchFilters.ts';

describe('lastSearch', () => {
  it('gives back the search left, until another account (or none) comes on screen', () => {
    expect(lastSearch()).toBeUndefined();
    const state = { query: 'cats', filters: { ...defaultFilters } };
    keepSearch(state);
    expect(lastSearch()).toBe(state);
    accountChanged();
    expect(lastSearch()).toBeUndefined();
  });
});
