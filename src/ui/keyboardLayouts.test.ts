import { describe, expect, it } from 'vitest';
import {
  CHARACTER_ROWS,
  COLUMNS,
  FUNCTION_ROWS,
  INITIAL_STATE,
  LAYOUTS,
  ROW_SPANS,
  afterTyping,
  capitalOf,
  charactersOf,
  initialScript,
  layerHasCase,
  layerKeyLabels,
  layerOf,
  pressShift,
  toggleAccents,
  toggleScript,
  toggleSymbols,
  nextScript,
  verticalMove,
  type KeyboardState,
  type LayerName,
} from './keyboardLayouts.ts';

const LAYERS: LayerName[] = ['latin', 'cyrillic', 'arabic', 'accents', 'symbols'];
const state = (over: Partial<KeyboardState>): KeyboardState => ({ ...INITIAL_STATE, ...over });
const all = (layer: LayerName) => LAYOUTS[layer].join('');

describe('keyboard layouts', () => {
  it.each(LAYERS)('%s: the same 6 x 6 grid of distinct single characters', (layer) => {
    expect(LAYOUTS[layer]).toHaveLength(CHARACTER_ROWS);
    for (const row of LAYOUTS[layer]) expect(row).toHaveLength(COLUMNS); // UTF-16 units: no astral characters
    expect(new Set(all(layer)).size).toBe(CHARACTER_ROWS * COLUMNS);
  });

  it('Latin: a-z and the digits, as the keyboard always had them', () => {
    expect(all('latin')).toBe('abcdefghijklmnopqrstuvwxyz1234567890');
  });

  it('Cyrillic: а-я in order with ё after е', () => {
    const letters = all('cyrillic').replace(/[^а-яё]/g, '');
    expect(letters).toBe('абвгдеёжзийклмнопрстуфхцчшщъыьэюя');
    expect(letters).toHaveLength(33);
  });

  it('Arabic: the 28 letters in alphabetical order, then hamza on its own and on its seats, tā\' marbūṭa and alif maqṣūra', () => {
    const letters = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
    expect(letters).toHaveLength(28);
    expect(all('arabic')).toBe(`${letters}ءآأإؤئةى`);
    // Each a precomposed letter of the Arabic block (no combining marks: آ is U+0622, not ا and a madda).
    for (const ch of all('arabic')) expect(ch.charCodeAt(0), ch).toBeGreaterThanOrEqual(0x0621);
    for (const ch of all('arabic')) expect(ch.charCodeAt(0), ch).toBeLessThanOrEqual(0x064a);
    expect(all('arabic').normalize('NFC')).toBe(all('arabic'));
  });

  it('accents: the common accented Latin letters', () => {
    for (const ch of 'àáâäãåæçèéêëìíîïñòóôöõøùúûüýÿß') expect(all('accents')).toContain(ch);
  });

  it('symbols: the digits and the punctuation of titles', () => {
    for (const ch of '0123456789.,?!\'"-_@#&+=/:;()') expect(all('symbols')).toContain(ch);
  });

  it('the function rows fill the six columns, the same on every layer', () => {
    expect(ROW_SPANS).toHaveLength(CHARACTER_ROWS + FUNCTION_ROWS.length);
    for (const row of ROW_SPANS) expect(row.reduce((a, b) => a + b, 0)).toBe(COLUMNS);
    expect(FUNCTION_ROWS.map((row) => row.map((k) => k.key))).toEqual([['shift', 'symbols', 'accents', 'script', 'space', 'delete'], ['clear', 'submit']]);
    // Eight rows, as the keyboard always had: no taller than before.
    expect(ROW_SPANS).toHaveLength(8);
  });
});

describe('capitals', () => {
  it('one character each; ß keeps its shape (its capital is two letters)', () => {
    expect(capitalOf('é')).toBe('É');
    expect(capitalOf('ÿ')).toBe('Ÿ');
    expect(capitalOf('ё')).toBe('Ё');
    expect(capitalOf('ß')).toBe('ß');
    expect(capitalOf('1')).toBe('1');
  });

  it.each(['latin', 'cyrillic', 'accents'] as const)('%s shows its capitals while Shift is on', (layer) => {
    const page = layer === 'accents' ? 'accents' : 'letters';
    const script = layer === 'cyrillic' ? 'cyrillic' : 'latin';
    const shifted = charactersOf(state({ script, page, shift: 'once' }));
    expect(shifted).toEqual(all(layer).split('').map(capitalOf));
    for (const ch of shifted) expect(ch).toHaveLength(1);
    expect(charactersOf(state({ script, page }))).toEqual(all(layer).split(''));
  });

  it('Arabic has none: Shift does nothing there, and the letters stay as they are', () => {
    expect(layerHasCase('arabic')).toBe(false);
    const arabic = state({ script: 'arabic' });
    expect(pressShift(arabic)).toBe(arabic);
    expect(charactersOf(state({ script: 'arabic', shift: 'locked' }))).toEqual(all('arabic').split(''));
  });

  it('the capitals the accents layer gives', () => {
    const caps = charactersOf(state({ page: 'accents', shift: 'locked' })).join('');
    for (const ch of 'ÀÁÂÄÃÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÖÕØÙÚÛÜÝŸ') expect(caps).toContain(ch);
  });
});

describe('Shift', () => {
  it('is one-shot: one character typed, and it is off again', () => {
    const once = pressShift(INITIAL_STATE);
    expect(once.shift).toBe('once');
    expect(afterTyping(once).shift).toBe('off');
    expect(afterTyping(INITIAL_STATE)).toBe(INITIAL_STATE);
  });

  it('pressed again it locks (caps lock), a third time it is off', () => {
    const locked = pressShift(pressShift(INITIAL_STATE));
    expect(locked.shift).toBe('locked');
    expect(afterTyping(locked).shift).toBe('locked');
    expect(pressShift(locked).shift).toBe('off');
  });

  it('does nothing on the symbols page, and going there turns it off', () => {
    const symbols = toggleSymbols(pressShift(INITIAL_STATE));
    expect(symbols).toMatchObject({ page: 'symbols', shift: 'off' });
    expect(pressShift(symbols)).toBe(symbols);
  });

  it('carries over between the letter layers: Shift, then àé, types É', () => {
    const accents = toggleAccents(pressShift(INITIAL_STATE));
    expect(layerOf(accents)).toBe('accents');
    expect(charactersOf(accents)).toContain('É');
  });
});

describe('layer keys', () => {
  it('each toggles its layer and names where it leads', () => {
    expect(layerKeyLabels(INITIAL_STATE)).toEqual({
      symbols: { text: '&123', name: 'Digits and symbols' },
      accents: { text: 'àé', name: 'Accented letters' },
      script: { text: 'АБВ', name: 'Cyrillic letters' },
    });
    const symbols = toggleSymbols(INITIAL_STATE);
    expect(layerOf(symbols)).toBe('symbols');
    expect(layerKeyLabels(symbols).symbols.text).toBe('ABC');
    expect(layerOf(toggleSymbols(symbols))).toBe('latin');
    const accents = toggleAccents(INITIAL_STATE);
    expect(layerKeyLabels(accents).accents.text).toBe('ABC');
    expect(layerOf(toggleAccents(accents))).toBe('latin');
  });

  it('the script key switches alphabet from any page, and the other keys return to that alphabet', () => {
    const cyrillic = toggleScript(INITIAL_STATE);
    expect(layerOf(cyrillic)).toBe('cyrillic');
    expect(layerKeyLabels(cyrillic).script.text).toBe('ابت');
    const symbols = toggleSymbols(cyrillic);
    expect(layerKeyLabels(symbols).symbols).toEqual({ text: 'АБВ', name: 'Cyrillic letters' });
    expect(layerOf(toggleSymbols(symbols))).toBe('cyrillic');
    expect(layerOf(toggleScript(toggleAccents(INITIAL_STATE)))).toBe('cyrillic');
  });

  it('the script key goes round Latin, Cyrillic and Arabic, always showing the alphabet it leads to', () => {
    expect([nextScript('latin'), nextScript('cyrillic'), nextScript('arabic')]).toEqual(['cyrillic', 'arabic', 'latin']);
    const arabic = toggleScript(toggleScript(INITIAL_STATE));
    expect(arabic).toEqual({ script: 'arabic', page: 'letters', shift: 'off' });
    expect(layerKeyLabels(toggleScript(INITIAL_STATE)).script).toEqual({ text: 'ابت', name: 'Arabic letters' });
    // From Arabic one press back to Latin, the key reading ABC.
    expect(layerKeyLabels(arabic).script).toEqual({ text: 'ABC', name: 'Latin letters' });
    expect(layerOf(toggleScript(arabic))).toBe('latin');
    // The symbols and accents pages lead back to Arabic, named so.
    const symbols = toggleSymbols(arabic);
    expect(layerKeyLabels(symbols).symbols).toEqual({ text: 'ابت', name: 'Arabic letters' });
    expect(layerOf(toggleSymbols(symbols))).toBe('arabic');
    expect(layerKeyLabels(toggleAccents(arabic)).accents.text).toBe('ابت');
    expect(layerOf(toggleAccents(toggleAccents(arabic)))).toBe('arabic');
  });

  it('Shift goes off on the way into Arabic, and does not come back on the Latin letters', () => {
    const cyrillicShifted = pressShift(pressShift(toggleScript(INITIAL_STATE)));
    expect(cyrillicShifted.shift).toBe('locked');
    const arabic = toggleScript(cyrillicShifted);
    expect(arabic.shift).toBe('off');
    expect(toggleScript(arabic)).toEqual(INITIAL_STATE);
  });

  it('the keyboard opens on Arabic when the app speaks Arabic, on Latin in every other language', () => {
    expect(initialScript('ar')).toBe('arabic');
    for (const lang of ['en', 'de', 'es', 'ja', 'hi'] as const) expect(initialScript(lang)).toBe('latin');
  });
});

describe('Up and Down', () => {
  const place = (row: number, col: number) => ({ row, col, span: spanAt(row, col) });
  function spanAt(row: number, col: number): number {
    let start = 0;
    for (const span of ROW_SPANS[row]!) {
      if (start === col) return span;
      start += span;
    }
    throw new Error(`no key starts at ${row},${col}`);
  }

  it('keep the column through the wide keys, down and back up', () => {
    let at = place(5, 5); // "0"
    let column: number | undefined;
    const path: string[] = [];
    for (const direction of ['down', 'down', 'up', 'up'] as const) {
      const to = verticalMove(ROW_SPANS, at, column, direction)!;
      column = to.column;
      at = place(to.row, to.col);
      path.push(`${to.row},${to.col}`);
    }
    // Delete, the submit key; Delete again (not Space, the key above the submit key's middle), "0"
    expect(path).toEqual(['6,5', '7,3', '6,5', '5,5']);
  });

  it('from a wide key reached sideways, its middle column', () => {
    expect(verticalMove(ROW_SPANS, place(7, 3), 0, 'up')).toEqual({ row: 6, col: 4, column: 4 });
    expect(verticalMove(ROW_SPANS, place(7, 0), undefined, 'up')).toEqual({ row: 6, col: 1, column: 1 });
  });

  it('leave the keyboard past its first and last rows (the app moves focus then)', () => {
    expect(verticalMove(ROW_SPANS, place(0, 2), undefined, 'up')).toBeUndefined();
    expect(verticalMove(ROW_SPANS, place(7, 3), undefined, 'down')).toBeUndefined();
  });
});
