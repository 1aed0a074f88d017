import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings } from './settings.ts';

describe('stored settings', () => {
  it('are read back as stored', () => {
    const stored = { language: 'ar', textScale: 1.5, reduceMotion: true, startAccount: 'acct-grace', pinned: ['acct-ada'] };
    expect(readSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it('fall back field by field to the defaults when missing, unreadable or out of range', () => {
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(readSettings(JSON.stringify({ language: 'xx', textScale: 3, reduceMotion: 'yes', startAccount: '', pinned: 'acct-ada' }))).toEqual(DEFAULT_SETTINGS);
    expect(readSettings(JSON.stringify({ pinned: ['acct-ada', 7, null] })).pinned).toEqual(['acct-ada']);
    expect(readSettings(JSON.stringify({ textScale: 1.25 }))).toEqual({ ...DEFAULT_SETTINGS, textScale: 1.25 });
  });
});
