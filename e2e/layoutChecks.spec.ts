import { expect, test } from '@playwright/test';
import { cutText, remnantsAtTopEdge } from './layoutChecks.ts';

/**
 * The cut-text check itself, on pages written for it: it must report text a box cuts, and let
 * pass only what the design cuts on purpose (a one-line ellipsis, a byline's fact hidden whole).
 */
const page = (body: string) => `<!doctype html><style>body { font: 20px/1.4 sans-serif; margin: 0 } .box { overflow: hidden }</style><div id="app">${body}</div>`;

test('reports text cut by a box round it, across or along the line', async ({ page: tv }) => {
  await tv.setContent(page('<div class="box" style="height: 30px; width: 400px"><p style="margin: 0">one<br>two<br>three</p></div>'));
  expect((await cutText(tv)).join('\n')).toMatch(/p\. "one.*cut by div\.box/);
  await tv.setContent(page('<div class="box" style="width: 60px"><span style="white-space: nowrap">a long line of text</span></div>'));
  expect((await cutText(tv)).join('\n')).toMatch(/cut by div\.box/);
});

test('lets a designed one-line ellipsis pass, but not a box further out that cuts it across', async ({ page: tv }) => {
  const subtitle = '<span class="card__subtitle" style="display: block; width: 80px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">Houseplant Hospital · 27 Nov 2026</span>';
  await tv.setContent(page(subtitle));
  expect(await cutText(tv)).toEqual([]);
  await tv.setContent(page(`<div class="box" style="height: 8px">${subtitle}</div>`));
  expect((await cutText(tv)).join('\n')).toMatch(/cut by div\.box/);
});

test('a byline fact hidden whole on the line never shown passes; a flex box clipping a fact without an ellipsis does not', async ({ page: tv }) => {
  const facts = (giverStyle: string) =>
    '<span class="card__subtitle" style="display: flex; flex-wrap: wrap; line-height: 1.4; height: 1.4em; width: 120px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">' +
    `<span style="flex: 0 1 auto; min-width: 0; white-space: pre; ${giverStyle}">Houseplant Hospital</span><span style="flex: none; white-space: pre"> · 27 Nov 2026</span></span>`;
  await tv.setContent(page(facts('overflow: hidden; text-overflow: ellipsis')));
  expect(await cutText(tv)).toEqual([]);
  // The same line with no room to give and no wrapping: the flex box clips its fact bare, with
  // no ellipsis drawn (it inherits text-overflow, but a flex box draws none).
  await tv.setContent(page(facts('flex: none').replace('flex-wrap: wrap', 'flex-wrap: nowrap')));
  expect((await cutText(tv)).join('\n')).toMatch(/Houseplant Hospital.*cut by span\.card__subtitle/);
});

test('a picture left at the top edge of a scrolling page with a quarter or less in view is reported; half of one, or one an inner box hides, is not', async ({ page: tv }) => {
  const pageWith = (scrollTop: number, inner = '') =>
    page(`<div data-scroll-y data-testid="scroller" style="height: 300px; overflow: hidden"><div style="height: 1000px">${inner || '<img class="avatar" style="display: block; width: 100px; height: 160px; background: green">'}</div></div>`) + `<script>document.querySelector('[data-scroll-y]').scrollTop = ${scrollTop}</script>`;
  await tv.setContent(pageWith(150)); // 10 px of 160 in view
  expect((await remnantsAtTopEdge(tv)).join('\n')).toMatch(/avatar at the top edge of scroller: 10 of 160 px/);
  await tv.setContent(pageWith(80)); // half in view
  expect(await remnantsAtTopEdge(tv)).toEqual([]);
  await tv.setContent(pageWith(150, '<div style="height: 200px; margin-top: 160px; overflow: hidden"><img style="display: block; width: 100px; height: 160px; margin-top: -155px; background: green"></div>'));
  expect(await remnantsAtTopEdge(tv)).toEqual([]);
});
