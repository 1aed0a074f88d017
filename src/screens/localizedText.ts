import { language } from '../i18n/messages.ts';

/**
 * The language of a resource's title and description as the API gives it (`lang` on the text, so
 * a screen reader picks the right voice): its default language, else its audio's.
 */
export function textLang(s: { defaultLanguage?: string; defaultAudioLanguage?: string; title?: string; localized?: { title?: string } } | undefined): string | undefined {
  // A translation the API sent for the viewer's language (hl) is in that language.
  if (s?.localized?.title && s.localized.title !== s.title) return language.peek();
  return s?.defaultLanguage || s?.defaultAudioLanguage || undefined;
}

/**
 * A resource's title and description as the viewer reads them: the API's translation into the
 * viewer's language where the request asked for one (hl: videos, channels, playlists) and the
 * owner wrote one (snippet.localized), else the owner's own.
 */
export function shownTitle(s: { title?: string; localized?: { title?: string } } | undefined): string | undefined {
  return s?.localized?.title || s?.title;
}

export function shownDescription(s: { description?: string; localized?: { description?: string } } | undefined): string | undefined {
  return s?.localized?.description || s?.description;
}
