import { describe, expect, it } from 'vitest';
import { bestCandidate, neighbourIndex, type Box } from './spatial.ts';

const b = (left: number, top: number, w = 100, h = 100): Box => ({ left, top, right: left + w, bottom: top + h });

describe('spatial focus', () => {
  const grid = [
    { item: 'a', box: b(0, 0) },
    { item: 'b', box: b(120, 0) },
    { item: 'c', box: b(240, 0) },
    { item: 'd', box: b(0, 120) },
    { item: 'e', box: b(120, 120) },
  ];
  it('moves to the neighbour straight ahead', () => {
    expect(bestCandidate(b(0, 0), 'right', grid.filter((c) => c.item !== 'a'))).toBe('b');
    expect(bestCandidate(b(120, 0), 'down', grid)).toBe('e');
    expect(bestCandidate(b(120, 120), 'up', grid)).toBe('b');
    expect(bestCandidate(b(120, 120), 'left', grid)).toBe('d');
  });
  it('prefers the aligned item over a nearer diagonal one', () => {
    const items = [
      { item: 'diagonal', box: b(110, 105) },
      { item: 'aligned', box: b(300, 0) },
    ];
    expect(bestCandidate(b(0, 0), 'right', items)).toBe('aligned');
  });
  it('never takes a shorter or taller item of the same row as the row above or below', () => {
    // A shelf: cards share their top; a one-line title makes a card shorter than its neighbour.
    // Focus looks inside the row first, so "up" found there would never reach the shelf above.
    const row = [
      { item: 'short', box: b(400, 500, 320, 298) },
      { item: 'tall', box: b(800, 500, 320, 360) },
    ];
    expect(bestCandidate(b(0, 500, 320, 330), 'up', row)).toBeUndefined();
    expect(bestCandidate(b(0, 500, 320, 330), 'down', row)).toBeUndefined();
    expect(bestCandidate(b(400, 500, 320, 298), 'right', row)).toBe('tall');
    expect(bestCandidate(b(800, 500, 320, 360), 'left', row)).toBe('short');
  });
  it('goes up to the row above, past a shorter item of its own row', () => {
    // A row of cards whose titles take one or two lines, and the row above.
    const rows = [
      { item: 'above', box: b(0, 0, 100, 100) },
      { item: 'short', box: b(240, 200, 100, 90) },
      { item: 'tall', box: b(360, 200, 100, 100) },
    ];
    expect(bestCandidate(b(120, 200, 100, 100), 'up', rows)).toBe('above');
    expect(bestCandidate(b(240, 200, 100, 90), 'down', rows)).toBeUndefined();
  });
  it('keeps Left and Right in their line: at a row\'s end nothing, not a row that reaches further', () => {
    const rows = [
      { item: 'last of this row', box: b(240, 0) },
      { item: 'further right, row below', box: b(480, 130) },
      { item: 'further right, row above', box: b(480, -130) },
    ];
    expect(bestCandidate(b(240, 0), 'right', rows.slice(1))).toBeUndefined();
    expect(bestCandidate(b(0, 0), 'right', rows)).toBe('last of this row');
    // A side rail's entries are reached from any line (marked by the caller).
    expect(bestCandidate(b(240, 300), 'left', [{ item: 'menu entry', box: b(0, 0, 200, 50), anyLine: true }])).toBe('menu entry');
    // A shorter column beside a group: reached from the group's lower lines when the line given is the group's.
    const column = [{ item: 'Create', box: b(480, 0, 200, 60) }];
    expect(bestCandidate(b(240, 300), 'right', column)).toBeUndefined();
    expect(bestCandidate(b(240, 300), 'right', column, { line: { start: 0, end: 400 } })).toBe('Create');
  });
  it('goes down to the next line, the nearest item of it, not to a farther item straight below', () => {
    // Settings: languages, then text sizes to the left below, then a wide button far down.
    const page = [
      { item: '150 %', box: b(500, 200, 100, 50) },
      { item: '100 %', box: b(280, 200, 100, 50) },
      { item: 'licences', box: b(280, 700, 700, 50) },
    ];
    expect(bestCandidate(b(740, 100, 220, 50), 'down', page)).toBe('150 %');
  });
  it('gives a press to the item below in its beam over one beside it whose bottom is a little lower', () => {
    // A radio button above "Save", beside the on-screen keyboard's keys.
    const form = [
      { item: 'key beside', box: b(640, 120, 50, 60) },
      { item: 'Save', box: b(700, 200, 200, 60) },
    ];
    expect(bestCandidate(b(700, 100, 250, 70), 'down', form)).toBe('Save');
  });
  it('up or down, nothing beside and a little beyond, nor wholly beyond but far across', () => {
    // Search: the keyboard's top row, a recent search and a filter beside it, a little higher.
    const beside = [
      { item: 'recent search', box: b(600, 80, 300, 60) },
      { item: 'filter', box: b(1100, 80, 300, 60) },
    ];
    expect(bestCandidate(b(300, 110, 60, 60), 'up', beside)).toBeUndefined();
    // A filter in the far column: the Search key below, across the screen, is not its Down when
    // looking across the page; inside one group (a row of settings wrapped on a short second
    // line) the nearest line is, however far across.
    const searchKey = [{ item: 'Search key', box: b(400, 560, 190, 60) }];
    expect(bestCandidate(b(1100, 430, 300, 60), 'down', searchKey, { nearOnly: true })).toBeUndefined();
    expect(bestCandidate(b(1100, 430, 300, 60), 'down', searchKey)).toBe('Search key');
  });
  it('up or down across the page, near is near the line given: a shelf\'s fourth card reaches the one card of the shelf above', () => {
    // Home: Continue watching with one card above a shelf of cards 100 px wide every 120 px.
    const continueWatching = [{ item: 'the one card', box: b(0, 0) }];
    const fourthCard = b(360, 200);
    const shelfBelow = { start: 0, end: 940 };
    expect(bestCandidate(fourthCard, 'up', continueWatching, { nearOnly: true })).toBeUndefined();
    expect(bestCandidate(fourthCard, 'up', continueWatching, { nearOnly: true, line: shelfBelow })).toBe('the one card');
    // Beside the line, far from it, still nothing: the filter column's Down to the keyboard.
    expect(bestCandidate(b(1100, 430, 300, 60), 'down', [{ item: 'Search key', box: b(400, 560, 190, 60) }], { nearOnly: true, line: { start: 1100, end: 1400 } })).toBeUndefined();
  });
  it('up or down, nothing in a group beside the item: Down from the button at the foot of a column beside the keyboard stays', () => {
    // The playlist form at 1080p: the keyboard's last row lies below the button and a little to its left.
    const keyboard = b(416, 280, 504, 671);
    const lastRow = [
      { item: 'Clear', box: b(416, 867, 244, 76), group: keyboard },
      { item: 'Create key', box: b(668, 867, 244, 76), group: keyboard },
    ];
    const button = b(968, 645, 326, 82);
    const column = { nearOnly: true, line: { start: 968, end: 1352 } };
    expect(bestCandidate(button, 'down', lastRow, column)).toBeUndefined();
    // Its group unsaid, the key is below and near enough: the press went there.
    expect(bestCandidate(button, 'down', lastRow.map(({ item, box }) => ({ item, box })), column)).toBe('Create key');
    // A group wholly beyond is entered, from anywhere above it: the keyboard from the title field.
    const topRow = [{ item: 'a', box: b(416, 280, 76, 76), group: keyboard }];
    expect(bestCandidate(b(416, 136, 680, 120), 'down', topRow, { nearOnly: true, line: { start: 416, end: 1824 } })).toBe('a');
    // Sideways, a group beside is where the press goes: Left from the button, into the keyboard.
    expect(bestCandidate(button, 'left', [{ item: '0', box: b(836, 699, 76, 76), group: keyboard }], { nearOnly: true })).toBe('0');
  });
  it('from a wide row up to a row of buttons: the first of those it spans', () => {
    const header = ['Play all', 'Shuffle', 'Edit', 'Delete'].map((item, i) => ({ item, box: b(i * 120, 0, 100, 50) }));
    expect(bestCandidate(b(0, 100, 1000, 60), 'up', header)).toBe('Play all');
  });
  it('returns nothing at an edge', () => {
    expect(bestCandidate(b(240, 0), 'right', grid)).toBeUndefined();
    expect(bestCandidate(b(0, 0), 'up', grid)).toBeUndefined();
  });
});

describe('neighbourIndex', () => {
  // A grid of 4 columns: 0 1 2 3 / 4 5 6 7 / 8 9 …
  it('steps a row up or down by the number of columns', () => {
    expect(neighbourIndex(5, 4, 'down')).toBe(9);
    expect(neighbourIndex(5, 4, 'up')).toBe(1);
    expect(neighbourIndex(2, 4, 'up')).toBe(-2); // above the first row: the caller leaves the grid
  });

  it('steps sideways within the row, never wrapping onto the next or previous row', () => {
    expect(neighbourIndex(5, 4, 'left')).toBe(4);
    expect(neighbourIndex(5, 4, 'right')).toBe(6);
    expect(neighbourIndex(4, 4, 'left')).toBe(-1);
    expect(neighbourIndex(7, 4, 'right')).toBe(-1);
  });

  it('treats a row of n items as one row of n columns', () => {
    expect(neighbourIndex(0, 12, 'right')).toBe(1);
    expect(neighbourIndex(11, 12, 'right')).toBe(-1);
    expect(neighbourIndex(3, 12, 'down')).toBe(15); // past the last item: the caller finds none
  });
});
