import type { LocalizedText, Localizations } from '../model.ts';
import type { View } from './view.ts';

/** A language tag as the service compares them: case aside, `de_DE` as `de-DE`. */
function normalTag(tag: string): string {
  return tag.trim().replace(/_/g, '-').toLowerCase();
}

/**
 * The translation `hl` asks for: the one of that exact tag, else the one of its language alone
 * (`de-DE` finds `de`, as the real service answers a region it has no translation for), else none.
 */
export function translationFor(localizations: Localizations | undefined, hl: string | undefined): LocalizedText | undefined {
  if (!localizations || !hl) return undefined;
  const wanted = normalTag(hl);
  const entries = Object.entries(localizations);
  const exact = entries.find(([tag]) => normalTag(tag) === wanted);
  if (exact) return exact[1];
  const primary = wanted.split('-')[0];
  return entries.find(([tag]) => normalTag(tag) === primary)?.[1];
}

/**
 * snippet.localized (the Data API v3 reference of videos, channels and playlists): the title and
 * description in the request's `hl` where the owner wrote a translation into it, else the
 * resource's own, in its default language.
 */
export function localizedText(view: View, record: { title: string; description: string; localizations?: Localizations }): LocalizedText {
  const found = translationFor(record.localizations, view.hl);
  return found ? { title: found.title, description: found.description } : { title: record.title, description: record.description };
}

/** The `localizations` part: every translation the owner wrote, keyed by language. */
export function localizationsPart(record: { localizations?: Localizations }): Localizations {
  const out: Localizations = {};
  for (const [tag, text] of Object.entries(record.localizations ?? {})) out[tag] = { title: text.title, description: text.description };
  return out;
}
