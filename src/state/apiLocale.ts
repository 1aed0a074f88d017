import { language } from '../i18n/messages.ts';
import { platformLocales } from '../platform/locale.ts';

/**
 * The viewer's language on the requests whose discovery document has a parameter for it
 * (docs/reference/video-data-api.v3.discovery.json): `hl` on the list methods that localize their
 * snippets (videos, channels, playlists), `relevanceLanguage` and `regionCode` on search. Read
 * when a request is made: a list fetched again after a language change asks in the new language.
 * Never on what is fetched to be edited (a playlist's own title, not its translation).
 */
export function hl(): { hl: string } {
  return { hl: language.peek() };
}

/** search.list: results in the viewer's language first, and for the TV's region when its locale names one ("de-AT": AT). */
export function searchLocale(locales: readonly string[] = platformLocales()): { relevanceLanguage: string; regionCode?: string } {
  const lang = language.peek();
  for (const tag of locales) {
    const [primary, ...rest] = tag.split(/[-_]/);
    const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part));
    if (primary?.toLowerCase() === lang && region) return { relevanceLanguage: lang, regionCode: region.toUpperCase() };
  }
  return { relevanceLanguage: lang };
}
