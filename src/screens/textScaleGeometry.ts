import { settings } from '../state/settings.ts';
import { shelfGeometry } from './shelfGeometry.ts';

/**
 * The sizes the virtualized grids lay out in JS, which follow the text size (Settings, Text size)
 * as the stylesheet's boxes do: a card's and a list row's lines of text grow with it. Screens read
 * the setting in their render (a signal), so they lay out again when it changes; nothing is
 * measured, on a key press or ever.
 */
export function textScale(): number {
  return settings.value.textScale;
}

/**
 * A grid's card (rem, styles.css, .grid's --grid-card and --grid-picture): 20 wide with an 11.25
 * picture at 100 %. With larger text, three to a row as wide as a shelf's (shelfGeometry: the
 * content beside the wider menu in thirds, less a 2 rem gap), so the larger words get the
 * room Home's cards have: at 320 px their titles were cut while a third of the row stood empty. The
 * picture is 16:9 where two rows of such cards still fit the page (125 %); at 150 % it is 13 rem,
 * its picture cropped at the sides, as two rows of 16:9 pictures would pass the safe area's foot.
 */
export function gridCard(scale: number): { widthRem: number; pictureRem: number } {
  if (scale <= 1) return { widthRem: 20, pictureRem: 11.25 };
  const widthRem = shelfGeometry(scale).pitchRem - 2;
  return { widthRem, pictureRem: scale >= 1.5 ? 13 : widthRem * 0.5625 };
}

/** A grid's card and its gap across: the card and 2 rem. */
export function cardColumnPitchRem(scale: number): number {
  return gridCard(scale).widthRem + 2;
}

/**
 * A grid's card and its gap down: the picture and ring room (3 rem), and its title's two lines and
 * subtitle, 6.75 rem at 100 % (styles.css, .card__title, .card__subtitle): 21 rem at 100 %.
 */
export function cardRowPitchRem(scale: number): number {
  return gridCard(scale).pictureRem + 3 + 6.75 * scale;
}

/** Cards a grid row holds: four at 100 %; three once the menu rail widens with larger text. */
export function cardColumns(scale: number): number {
  return scale > 1 ? 3 : 4;
}

/** A playlist's row and gap: .list-row's height (1.5 rem + 6 rem a scale) and its 1 rem of margin. */
export function listRowPitchRem(scale: number): number {
  return 2.5 + 6 * scale;
}

/**
 * The height of a playlist's rows: what its header leaves of the page (58.25 rem in all), in whole
 * rows, so no row is cut at the foot. A row's half-rem margins hold its ring (0.375 rem); the next
 * row starts half a rem past the last whole one's pitch, so not a pixel of it shows (a rem more
 * showed a sliver of a seventh row once the header's title was made smaller). At 100 % the header
 * is its buttons or two lines of a 2.5 rem title (6.25 rem with its margin, at most); with larger
 * text its title has a line (3.6 rem a scale, and 1 rem) over its buttons (2.5 rem and 2.625 rem a
 * scale) and 1.5 rem of margin (styles.css, .playlist-header).
 */
export function playlistRowsHeightRem(scale: number): number {
  const header = scale > 1 ? 3.6 * scale + 1 + 2.5 + 2.625 * scale + 1.5 : 6.25;
  const pitch = listRowPitchRem(scale);
  return Math.floor((58.25 - header - 1) / pitch) * pitch;
}
