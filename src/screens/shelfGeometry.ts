import { settings } from '../state/settings.ts';

/**
 * A shelf's pitch (a card and its 2 rem gap) and the row it fills, in rem, at the text size given
 * (Settings, Text size, by default). At 100 % four 20 rem cards fill the 88 rem beside the menu.
 * With larger text the menu rail widens (styles.css, --rail: 6.5 rem and 12.5 rem a scale) and
 * the content beside it narrows to 100.5 - 12.5 rem a scale: three cards fill it, as three fill a
 * grid's row (textScaleGeometry.ts, cardColumns), each wider than 20 rem (styles.css, .shelf's
 * --card), and no card's width is left empty at the row's end. Apart from the grids' figures:
 * Home's chunk carries this alone.
 */
export function shelfGeometry(scale: number = settings.value.textScale): { pitchRem: number; widthRem: number } {
  const widthRem = scale > 1 ? 100.5 - 12.5 * scale : 88;
  return { pitchRem: widthRem / (scale > 1 ? 3 : 4), widthRem };
}
