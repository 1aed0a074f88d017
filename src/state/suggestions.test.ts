import { describe, expect, it } from 'vitest';
import { fold, MAX_SUGGESTIONS, suggest } from './suggestions.ts';
import { forgetSeenTitles, noteTitles, seenTitles } from './seenTitles.ts';

describe('search suggestions', () => {
  it('lead with recent searches that start with what is typed, then titles with a word that does', () => {
    const recent = ['guitar solos', 'bread', 'Guitar amps'];
    const seen = ['How to master guitar solos like a pro', 'Bread at home', 'The ultimate guide to guitars'];
    expect(suggest('gui', recent, seen)).toEqual(['guitar solos', 'Guitar amps', 'How to master guitar solos like a pro', 'The ultimate guide to guitars']);
  });

  it('fold case and accents both ways, and work in other scripts', () => {
    expect(fold('Café CRÈME')).toBe('cafe creme');
    expect(suggest('cafe', [], ['Café Olé live'])).toEqual(['Café Olé live']);
    expect(suggest('CAFÉ', [], ['cafe racer build'])).toEqual(['cafe racer build']);
    expect(suggest('звё', [], ['Звёзды над морем'])).toEqual(['Звёзды над морем']);
  });

  it('never repeat themselves or what is typed, and stop at the column size', () => {
    expect(suggest('bread', ['bread', 'Bread'], ['bread'])).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => `tea ${i}`);
    expect(suggest('tea', [], many)).toHaveLength(MAX_SUGGESTIONS);
    expect(suggest('  ', ['a'], ['a'])).toEqual([]);
  });

  it('match words, not the middle of words', () => {
    expect(suggest('ring', [], ['Spring rolls', 'Ring light review'])).toEqual(['Ring light review']);
  });
});

describe('titles seen this session', () => {
  it('are kept newest first, once each, and forgotten on demand', () => {
    forgetSeenTitles();
    noteTitles([{ snippet: { title: 'A' } }, { snippet: { title: 'B' } }, {}, { snippet: { title: ' ' } }]);
    noteTitles([{ snippet: { title: 'a' } }]);
    expect(seenTitles()).toEqual(['a', 'B']);
    forgetSeenTitles();
    expect(seenTitles()).toEqual([]);
  });

  it('hold at most 500, dropping the oldest', () => {
    forgetSeenTitles();
    noteTitles(Array.from({ length: 600 }, (_, i) => ({ snippet: { title: `t${i}` } })));
    const titles = seenTitles();
    expect(titles).toHaveLength(500);
    expect(titles[0]).toBe('t599');
    expect(titles).not.toContain('t99');
  });
});
