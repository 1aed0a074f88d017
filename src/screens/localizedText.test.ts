import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../i18n/messages.ts';
import { playlistCard } from './channelCards.ts';
import { videoRefWithFacts } from './videoFactsView.ts';
import { shownTitle, textLang } from './localizedText.ts';

afterEach(() => {
  language.value = 'en';
});

describe("the API's translation for the viewer's language (hl: snippet.localized)", () => {
  it('is the title shown, with the language it is in; without one, the owner’s title and language', () => {
    language.value = 'de';
    const translated = { title: 'Cooking basics', defaultLanguage: 'en', localized: { title: 'Kochen für Anfänger', description: 'Alles über Töpfe' } };
    expect(shownTitle(translated)).toBe('Kochen für Anfänger');
    expect(textLang(translated)).toBe('de');
    const untranslated = { title: 'Cooking basics', defaultLanguage: 'en', localized: { title: 'Cooking basics' } };
    expect(shownTitle(untranslated)).toBe('Cooking basics');
    expect(textLang(untranslated)).toBe('en');
    expect(playlistCard({ id: 'p', snippet: translated }).title).toBe('Kochen für Anfänger');
    const ref = videoRefWithFacts({ videoId: 'v', title: 'Cooking basics' }, { id: 'v', snippet: { ...translated, description: 'All about pots' } });
    expect([ref.title, ref.description]).toEqual(['Kochen für Anfänger', 'Alles über Töpfe']);
  });
});
