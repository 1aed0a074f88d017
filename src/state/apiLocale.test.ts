import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../i18n/messages.ts';
import { hl, searchLocale } from './apiLocale.ts';

afterEach(() => {
  language.value = 'en';
});

describe("the viewer's language on API requests", () => {
  it('is hl on list requests, the language on show', () => {
    expect(hl()).toEqual({ hl: 'en' });
    language.value = 'ja';
    expect(hl()).toEqual({ hl: 'ja' });
  });

  it("is relevanceLanguage on search, with the TV's region when its locale for that language names one", () => {
    language.value = 'de';
    expect(searchLocale(['de-AT', 'en-US'])).toEqual({ relevanceLanguage: 'de', regionCode: 'AT' });
    expect(searchLocale(['en-US', 'de'])).toEqual({ relevanceLanguage: 'de' });
    language.value = 'ar';
    expect(searchLocale(['ar_eg'])).toEqual({ relevanceLanguage: 'ar', regionCode: 'EG' });
  });
});
