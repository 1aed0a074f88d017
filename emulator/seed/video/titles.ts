import type { Prng } from '../prng.ts';
import { shortTitles } from '../text/edgeCases.ts';
import { fillPhrase, languages, type LanguageCode } from '../text/languages.ts';
import { subjectsByTopic } from '../text/subjects.ts';

/** The real service's title limit, in characters. */
export const MAX_TITLE_LENGTH = 100;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Cuts to at most `max` UTF-16 code units without splitting a grapheme (emoji sequences stay whole). */
export function truncateGraphemes(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const { segment } of segmenter.segment(text)) {
    if (out.length + segment.length > max) break;
    out += segment;
  }
  return out.trimEnd();
}

const suffixes = [' 🔥', ' (4K)', ' #shorts', ' [Official Video]', ' — part {n}', ' 🎬', ' ✨', ' (live)', '!'];

function phrase(prng: Prng, lang: LanguageCode, topics: readonly string[]): string {
  const subjects = topics.flatMap((t) => subjectsByTopic[t] ?? []);
  return fillPhrase(prng, prng.pick(languages[lang].phrases), subjects.length ? subjects : ['things']);
}

/** A title of any length in the channel's language: mostly ordinary, some 1-4 characters, some at the 100 limit. */
export function videoTitle(prng: Prng, lang: LanguageCode, topics: readonly string[]): string {
  const roll = prng.next();
  if (roll < 0.03) return prng.pick(shortTitles);
  if (roll < 0.11) {
    const parts = Array.from({ length: prng.int(2, 4) }, () => phrase(prng, lang, topics));
    return truncateGraphemes(parts.join(prng.pick([' | ', ' — ', ' · ', ' / '])), MAX_TITLE_LENGTH);
  }
  let title = phrase(prng, lang, topics);
  if (prng.chance(0.25)) title += fillPhrase(prng, prng.pick(suffixes), ['']);
  return truncateGraphemes(title, MAX_TITLE_LENGTH);
}

/** A description: empty sometimes, else a few paragraphs with chapters, a link and hashtags. */
export function videoDescription(prng: Prng, lang: LanguageCode, topics: readonly string[], title: string): string {
  if (prng.chance(0.1)) return '';
  const language = languages[lang];
  const subjects = topics.flatMap((t) => subjectsByTopic[t] ?? []);
  const lines = [fillPhrase(prng, prng.pick(language.descriptions), subjects.length ? subjects : ['this'])];
  if (prng.chance(0.4)) {
    const chapters = ['0:00 Intro'];
    let t = 0;
    for (let i = 1; i <= prng.int(2, 5); i++) {
      t += prng.int(40, 400);
      chapters.push(`${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')} ${truncateGraphemes(title, 30)} (${i})`);
    }
    lines.push(chapters.join('\n'));
  }
  if (prng.chance(0.5)) lines.push(`More: https://example.com/${lang}/${prng.int(100, 999)}`);
  if (prng.chance(0.5)) lines.push(`#${topics.length ? 'tenfoot' : 'video'} #${lang}`);
  return lines.join('\n\n');
}
