// @vitest-environment happy-dom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../testing/renderRoot.ts';
import { Card, placeOf } from './Card.tsx';
import { language, showCatalogue } from '../i18n/messages.ts';
import { byline } from '../screens/viewModels.ts';

const root = renderRoot();

/** What a screen reader says for the card: the text of the node its button is labelled by. */
function nameOf(props: { index?: number; total?: number; more?: boolean; badge?: string; spokenSubtitle?: string }): string {
  render(<Card title="Sunday cooking" kind="playlist" subtitle="Ada Lovelace" focusKey="k" onSelect={() => undefined} {...props} />, root());
  const button = root().querySelector('button')!;
  return document.getElementById(button.getAttribute('aria-labelledby')!)!.textContent!;
}

describe("a card's place in its list", () => {
  it("says the list's own total, not the items loaded: 3 of 232 with 50 loaded", () => {
    expect(nameOf({ index: 2, total: 232 })).toBe('Sunday cooking, playlist, Ada Lovelace, 3 of 232');
  });

  it('says "or more" when only the loaded items are counted and more may come', () => {
    expect(nameOf({ index: 2, total: 20, more: true })).toBe('Sunday cooking, playlist, Ada Lovelace, 3 of 20 or more');
    expect(nameOf({ index: 19, total: 20, more: false })).toBe('Sunday cooking, playlist, Ada Lovelace, 20 of 20');
  });

  it('says its second line in words where it has them ("9 minutes 3 seconds left", not a time of day)', () => {
    expect(nameOf({ spokenSubtitle: '9 minutes 3 seconds left, Ada Lovelace' })).toBe('Sunday cooking, playlist, 9 minutes 3 seconds left, Ada Lovelace');
  });

  it('says nothing of its place when it has none', () => {
    expect(nameOf({})).toBe('Sunday cooking, playlist, Ada Lovelace');
  });

  it('never says a total below its own place (a list that grew since its total was read)', () => {
    expect(placeOf(233, 232)).toBe('233 of 233');
  });

  it('writes its numbers the viewer\'s way, as every other number', () => {
    language.value = 'de';
    try {
      expect(placeOf(3, 1234)).toBe('3 of 1.234');
    } finally {
      language.value = 'en';
    }
    expect(placeOf(3, 1234)).toBe('3 of 1,234');
  });
});

describe("a card's badge, as said", () => {
  it('is the word shown on it, in the viewer\'s language: LIVE and UPCOMING are keys, not words', () => {
    showCatalogue({ LIVE: 'LIVE', UPCOMING: 'GEPLANT' });
    language.value = 'de';
    try {
      expect(nameOf({ badge: 'UPCOMING' })).toBe('Sunday cooking, playlist, GEPLANT, Ada Lovelace');
      expect(root().querySelector('.card__badge')!.textContent).toBe('GEPLANT');
    } finally {
      showCatalogue(undefined);
      language.value = 'en';
    }
    expect(nameOf({ badge: '12:03' })).toBe('Sunday cooking, playlist, 12:03, Ada Lovelace');
  });
});

describe("a card's byline", () => {
  const subtitleOf = (subtitle: string) => {
    render(<Card title="A film" subtitle={subtitle} focusKey="k" onSelect={() => undefined} />, root());
    return root().querySelector('.card__subtitle')!;
  };

  it('draws each fact in its own box, in the line’s direction, the separator going with the fact after it', () => {
    const line = subtitleOf(byline('Houseplant Hospital', '21 Nov 2026'));
    expect([...line.querySelectorAll('.card__fact')].map((b) => b.textContent)).toEqual(['Houseplant Hospital', ' · 21 Nov 2026']);
    expect(line.querySelector('.card__fact')!.getAttribute('dir')).toBe('auto');
    expect([...line.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['21 Nov 2026']);
    expect(line.getAttribute('dir')).toBe('ltr');
    expect(line.textContent).toBe('Houseplant Hospital · 21 Nov 2026');
  });

  it('the name gives way wherever it stands: after the time left, it keeps its place and takes the rest of the line', () => {
    const line = subtitleOf(byline('12:03 left', 'Stage Door'));
    const gives = line.querySelector('.card__fact--gives')!;
    expect(gives.textContent).toBe('Stage Door');
    expect(gives.classList.contains('card__fact--rest')).toBe(true);
    expect(gives.getAttribute('dir')).toBe('auto');
    expect(line.textContent).toBe('12:03 left · Stage Door');
    // A name before a longer date still gives way; a kind word shorter than the name does not.
    expect(subtitleOf(byline('Ada', '27 November 2026')).querySelector('.card__fact--gives')!.textContent).toBe('Ada');
    expect(subtitleOf(byline('Playlist', 'The Bold Channel')).querySelector('.card__fact--gives')!.textContent).toBe('The Bold Channel');
  });

  it('in Arabic the line runs right to left', () => {
    language.value = 'ar';
    try {
      const line = subtitleOf(byline('Weekend Woodworking', '٢١ نوفمبر ٢٠٢٦'));
      expect(line.getAttribute('dir')).toBe('rtl');
      expect(line.querySelectorAll('.card__fact')).toHaveLength(2);
    } finally {
      language.value = 'en';
    }
  });

  it('a single fact stays one plain line', () => {
    const line = subtitleOf(byline('Ada Lovelace'));
    expect(line.querySelector('bdi')).toBeNull();
    expect(line.textContent).toBe('Ada Lovelace');
  });
});
