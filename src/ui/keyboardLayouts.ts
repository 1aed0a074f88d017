import { t } from '../i18n/messages.ts';
import type { Language } from '../i18n/languages.ts';
/**
 * The on-screen keyboard's layers and the rules that switch them, apart from any DOM: what each
 * layer types, what Shift does, and where an arrow goes. OnScreenKeyboard.tsx draws them.
 *
 * Every layer is the same 6 x 6 grid of characters, and the two function rows below it (Shift, the
 * layer switches, Space and Delete; Clear and the submit key) never move, so a key is in the same
 * place whatever layer shows and the arrows go where the viewer expects.
 */

export const COLUMNS = 6;
export const CHARACTER_ROWS = 6;

/** The layers: three alphabets, and two pages reached from any of them. */
export type LayerName = 'latin' | 'cyrillic' | 'arabic' | 'accents' | 'symbols';
export type Script = 'latin' | 'cyrillic' | 'arabic';
export type Page = 'letters' | 'accents' | 'symbols';
/** Shift: off; once (the next character typed is a capital, then off again); locked (caps lock). */
export type ShiftState = 'off' | 'once' | 'locked';

/**
 * The characters of each layer, lowercase, a row of six per string. Every character is one UTF-16
 * unit (no astral characters), so a string's index is its place in reading order (its column, or on a
 * layer that reads right to left the column counted from the right: layerReadsRightToLeft). The Latin layer keeps its digits:
 * the layout the keyboard always had, so a viewer types "a1" without changing layer.
 */
export const LAYOUTS: Readonly<Record<LayerName, readonly string[]>> = {
  latin: ['abcdef', 'ghijkl', 'mnopqr', 'stuvwx', 'yz1234', '567890'],
  // а-я and ё in alphabetical order (ё after е), then the punctuation of a Russian title.
  cyrillic: ['абвгде', 'ёжзийк', 'лмнопр', 'стуфхц', 'чшщъыь', 'эюя-,.'],
  // The 28 letters in their alphabetical (hijā'ī) order, then the letters an Arabic keyboard has
  // besides them, which words are spelt with and a search must match: hamza alone and on its seats
  // (ء آ أ إ ؤ ئ), tā' marbūṭa (ة) and alif maqṣūra (ى). Every one a precomposed letter (U+0621 to
  // U+064A, one UTF-16 unit), as an Arabic keyboard types them. No short vowels (harakat): titles and
  // searches are written without them. Digits and punctuation: the symbols page, as on the Cyrillic letters.
  arabic: ['ابتثجح', 'خدذرزس', 'شصضطظع', 'غفقكلم', 'نهويءآ', 'أإؤئةى'],
  // Grouped by their base letter: a, c/e, i/n/o, o, u/y, then ß and the common carons and strokes.
  accents: ['àáâäãå', 'æçèéêë', 'ìíîïñò', 'óôöõøœ', 'ùúûüýÿ', 'ßłśčšž'],
  // Digits first, then the punctuation of titles, then the rest (Spanish ¿ ¡ are in the catalogue).
  symbols: ['123456', '7890.,', '?!\'"-_', '@#&+=/', ':;()*%', '$€£¿¡~'],
};

/** The keyboard's state: which alphabet, which page of it, and Shift. */
export interface KeyboardState {
  script: Script;
  page: Page;
  shift: ShiftState;
}

export const INITIAL_STATE: KeyboardState = { script: 'latin', page: 'letters', shift: 'off' };

/** The alphabet of a language the app speaks whose viewers type in another script than Latin. */
const LANGUAGE_SCRIPT: Partial<Record<Language, Script>> = { ar: 'arabic' };

/** The alphabet the keyboard opens on when the viewer has not chosen one: the app's language's (Arabic in Arabic), else Latin. */
export function initialScript(language: Language): Script {
  return LANGUAGE_SCRIPT[language] ?? INITIAL_STATE.script;
}

export function layerOf(state: KeyboardState): LayerName {
  return state.page === 'letters' ? state.script : state.page;
}

/** Shift means something on the letter layers with capitals only: digits, symbols and Arabic letters have none. */
export function layerHasCase(layer: LayerName): boolean {
  return layer !== 'symbols' && layer !== 'arabic';
}

/**
 * The capital of one character, or the character itself when its capital is not one character
 * (ß's is "SS"): a key types exactly one character.
 */
export function capitalOf(ch: string): string {
  const upper = ch.toUpperCase();
  return upper.length === 1 ? upper : ch;
}

/** The 36 characters the layer shows now, in reading order: capitals while Shift is on. */
export function charactersOf(state: KeyboardState): string[] {
  const layer = layerOf(state);
  const caps = state.shift !== 'off' && layerHasCase(layer);
  const out: string[] = [];
  for (const row of LAYOUTS[layer]) for (let i = 0; i < row.length; i++) out.push(caps ? capitalOf(row.charAt(i)) : row.charAt(i));
  return out;
}

/** Shift cycles off -> once -> locked -> off. It does nothing on the symbols page or the Arabic letters. */
export function pressShift(state: KeyboardState): KeyboardState {
  if (!layerHasCase(layerOf(state))) return state;
  const shift: ShiftState = state.shift === 'off' ? 'once' : state.shift === 'once' ? 'locked' : 'off';
  return { ...state, shift };
}

/** After a character is typed: a one-shot Shift is used up; caps lock stays. */
export function afterTyping(state: KeyboardState): KeyboardState {
  return state.shift === 'once' ? { ...state, shift: 'off' } : state;
}

/** The digits and symbols key: to the symbols page, or from it back to the alphabet. Shift goes off. */
export function toggleSymbols(state: KeyboardState): KeyboardState {
  return { ...state, page: state.page === 'symbols' ? 'letters' : 'symbols', shift: 'off' };
}

/** The accents key: to the accented letters, or back to the alphabet. Shift stays (É is Shift, é); it is off on the symbols page. */
export function toggleAccents(state: KeyboardState): KeyboardState {
  return { ...state, page: state.page === 'accents' ? 'letters' : 'accents' };
}

/**
 * The order the script key goes through the alphabets, round again after the last. One key (the
 * function rows never change) and three alphabets: each step is one press, back the other way two.
 * Latin to Cyrillic stays one press, as it always was, and Arabic to Latin is one (the keyboard
 * opens on Arabic when the app speaks Arabic); Cyrillic to Latin, and Latin back to Arabic, pass
 * the third alphabet. The key always shows the alphabet it leads to.
 */
export const SCRIPTS: readonly Script[] = ['latin', 'cyrillic', 'arabic'];

/** The alphabet after this one on the script key. */
export function nextScript(script: Script): Script {
  return SCRIPTS[(SCRIPTS.indexOf(script) + 1) % SCRIPTS.length]!;
}

/** The script key: the next alphabet's letters, from any page. Shift stays on a letter layer with capitals, and goes off on one without. */
export function toggleScript(state: KeyboardState): KeyboardState {
  const script = nextScript(state.script);
  return { ...state, script, page: 'letters', shift: layerHasCase(script) ? state.shift : 'off' };
}

/**
 * How an alphabet's key reads: its first three letters (capitals where the script has them), as TV
 * keyboards label them. The Arabic key's name is in Arabic, marked so, as a language is named in
 * its own words in Settings: the catalogues have no "Arabic letters" (it would be a new sentence to
 * translate into every language).
 */
const SCRIPT_LABEL: Record<Script, KeyLabel> = {
  latin: { text: 'ABC', get name() { return t('Latin letters'); } },
  cyrillic: { text: 'АБВ', get name() { return t('Cyrillic letters'); } },
  // Named in the app's language, as the others: the name says what the key does to the listener.
  arabic: { text: 'ابت', get name() { return t('Arabic letters'); } },
};

/** The language of a layer's characters, for a screen reader to say them (and a font to draw them) right, where it is not the app's. */
export const LAYER_LANG: Partial<Record<LayerName, string>> = { arabic: 'ar' };

/**
 * The layers whose rows read right to left: the Arabic letters, in the alphabet's order from the
 * top right, as an Arabic reader looks for them. Their function rows below stay where they are on
 * every layer. A key's column (data-osk-col) is where it is drawn, so Up and Down go to the key
 * drawn above or below it.
 */
export function layerReadsRightToLeft(layer: LayerName): boolean {
  return layer === 'arabic';
}

export interface KeyLabel {
  /** What the key shows. */
  text: string;
  /** What a screen reader says: the layer the key leads to. */
  name: string;
}

/** The three layer keys as they read now: each names the layer it leads to. */
export function layerKeyLabels(state: KeyboardState): { symbols: KeyLabel; accents: KeyLabel; script: KeyLabel } {
  const other = nextScript(state.script);
  return {
    symbols: state.page === 'symbols' ? SCRIPT_LABEL[state.script] : { text: '&123', get name() { return t('Digits and symbols'); } },
    accents: state.page === 'accents' ? SCRIPT_LABEL[state.script] : { text: 'àé', get name() { return t('Accented letters'); } },
    script: SCRIPT_LABEL[other],
  };
}

/** The function keys, by the name their data-focus-key ends with. */
export type FunctionKey = 'shift' | 'symbols' | 'accents' | 'script' | 'space' | 'delete' | 'clear' | 'submit';

/**
 * The function rows under the characters, each key with its width in columns (a row fills all six).
 * Two rows, as the keyboard always had: it is no taller than before, which Create playlist's form
 * needs (with its error line shown, a ninth row left the title-safe area). The last row holds
 * only Clear and the submit key, so Down from any column ends on one of them.
 */
export const FUNCTION_ROWS: readonly (readonly { key: FunctionKey; span: number }[])[] = [
  [
    { key: 'shift', span: 1 },
    { key: 'symbols', span: 1 },
    { key: 'accents', span: 1 },
    { key: 'script', span: 1 },
    { key: 'space', span: 1 },
    { key: 'delete', span: 1 },
  ],
  [
    { key: 'clear', span: 3 },
    { key: 'submit', span: 3 },
  ],
];

/** The widths of the keys of every row, top to bottom: the grid the arrows move in. */
export const ROW_SPANS: readonly (readonly number[])[] = [
  ...Array.from({ length: CHARACTER_ROWS }, () => Array.from({ length: COLUMNS }, () => 1)),
  ...FUNCTION_ROWS.map((row) => row.map((k) => k.span)),
];

/** A key's place in the grid: its row, its first column and how many columns it covers. */
export interface GridPlace {
  row: number;
  col: number;
  span: number;
}

/**
 * Where Up or Down goes from a key: the key of the next row that covers the column the viewer
 * came down (or up) in, so Down from Delete to the submit key and Up again lands on Delete, not on
 * whichever key is leftmost above the submit key. From a wide key reached sideways, its middle
 * column counts.
 * Undefined when the press leaves the keyboard (the app's own focus move takes it then).
 * `column` is the column to remember for the next vertical press.
 */
export function verticalMove(rows: readonly (readonly number[])[], from: GridPlace, remembered: number | undefined, direction: 'up' | 'down'): { row: number; col: number; column: number } | undefined {
  const row = from.row + (direction === 'down' ? 1 : -1);
  if (row < 0 || row >= rows.length) return undefined;
  const column = remembered !== undefined && remembered >= from.col && remembered < from.col + from.span ? remembered : from.col + Math.floor(from.span / 2);
  let start = 0;
  for (const span of rows[row]!) {
    if (column < start + span) return { row, col: start, column };
    start += span;
  }
  return undefined;
}
