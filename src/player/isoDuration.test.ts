import { describe, expect, it } from 'vitest';
import { formatClock, parseIsoDuration, secondsToIso, spokenDuration } from './isoDuration.ts';
import { catalogue, language } from '../i18n/messages.ts';
import ar from '../i18n/catalogues/ar.ts';
import es from '../i18n/catalogues/es.ts';

describe('parseIsoDuration', () => {
  it.each([
    ['P0D', 0],
    ['PT1H', 3600],
    ['P1DT2H3M', 93_780],
    ['PT59S', 59],
    ['PT7S', 7],
    ['PT11H54M', 42_840],
    ['PT4M13S', 253],
    ['PT1H0M1S', 3601],
    ['P2D', 172_800],
  ])('%s is %d seconds', (text, seconds) => {
    expect(parseIsoDuration(text)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', 'P1W', 'P1Y', '12:00', 'PT-5S', 'T5S', 'PT5', undefined])('refuses %s', (text) => {
    expect(parseIsoDuration(text)).toBeUndefined();
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [59.9, '0:59'],
    [723, '12:03'],
    [3723, '1:02:03'],
    [93_780, '26:03:00'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
  ])('%d reads %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('spokenDuration', () => {
  it('says hours and minutes, or minutes and seconds', () => {
    expect(spokenDuration(3723)).toBe('1 hour 2 minutes');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
    expect(spokenDuration(7)).toBe('7 seconds');
    expect(spokenDuration(0)).toBe('0 seconds');
  });

  it('joins the two parts the language\'s way: Arabic with "و", Spanish with "y"', () => {
    try {
      catalogue.value = ar;
      language.value = 'ar';
      expect(spokenDuration(3723)).toBe('ساعة واحدة ودقيقتان');
      catalogue.value = es;
      language.value = 'es';
      expect(spokenDuration(61)).toMatch(/^1 minuto y 1 segundo$/);
    } finally {
      catalogue.value = undefined;
      language.value = 'en';
    }
  });
});

describe('secondsToIso', () => {
  it('writes what parseIsoDuration reads', () => {
    for (const text of ['P0D', 'PT7S', 'PT1H', 'PT11H54M', 'P1DT2H3M', 'PT12M3S', 'P2D']) expect(secondsToIso(parseIsoDuration(text)!)).toBe(text);
  });
});

