import type { Page } from '@playwright/test';
import { painted } from './fixtures.ts';

/**
 * Checks of how a screen is laid out, shared by the safe-area and large-text specs: text cut by
 * its box, lines half out of a scrolling page, content outside the 5% title-safe area.
 */

/** One-line texts the design truncates with an ellipsis (a card's subtitle, a list row's, a name in a narrow place). */
const ELLIPSIS_ALLOWED = ['card__subtitle', 'card__fact', 'card__eyebrow', 'list-row__subtitle', 'account-card__name', 'menu__account-name', 'add-row__main', 'player-bar__next', 'search__query', 'field__value', 'search__results-hint--applied'];

/**
 * Text that cannot be read whole: its own box hides part of it (overflowing width or height,
 * beyond a designed one-line ellipsis or a line clamp that ends in one), or a box round it that
 * hides its overflow cuts it (a fixed-height row, a card cut by its shelf). Scrolling pages and
 * sliding rows are not counted: what they cut at their edge is `linesCutAtScrollEdges`'.
 */
export async function cutText(tv: Page): Promise<string[]> {
  await painted(tv);
  return tv.evaluate((allowed) => {
    const out: string[] = [];
    const hasOwnText = (el: Element) => Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    /** The axes along which a box moves its content: what it cuts at its edge that way is scrolled away, not cut. */
    const scrollAxes = (el: Element) => ({
      x: el.hasAttribute('data-scroll-x') || el.classList.contains('shelf__viewport'),
      y: el.hasAttribute('data-scroll-y') || el.classList.contains('grid__viewport') || el.classList.contains('scroll-text') || el.classList.contains('licences'),
    });
    const scrolls = (el: Element) => scrollAxes(el).x || scrollAxes(el).y;
    for (const el of Array.from(document.querySelectorAll('#app *'))) {
      const clamp = Number(getComputedStyle(el).getPropertyValue('-webkit-line-clamp')) > 0;
      if (!(hasOwnText(el) || (clamp && (el.textContent ?? '').trim() !== '')) || el.closest('iframe, [aria-hidden="true"], .sr-only')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') continue;
      let r = el.getBoundingClientRect();
      // Read only by a screen reader (a 1 px box that clips its text): not drawn.
      if (r.width <= 1 || r.height <= 1 || el.closest('.visually-hidden')) continue;
      const h = el as HTMLElement;
      const clampLines = Number(style.getPropertyValue('-webkit-line-clamp')) || 0;
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      const ellipsisOk = style.textOverflow === 'ellipsis' && allowed.some((c) => el.classList.contains(c) || !!el.closest(`.${c}`));
      if (style.overflowX !== 'visible' && h.scrollWidth > h.clientWidth + 1 && !ellipsisOk && !scrolls(el)) out.push(`${name(el)}: ${h.scrollWidth - h.clientWidth}px wider than its box`);
      if (style.overflowY !== 'visible' && h.scrollHeight > h.clientHeight + 1 && !scrolls(el)) {
        // A line clamp ends in an ellipsis: allowed when it shows its lines whole.
        const clampWhole = clampLines > 0 && h.clientHeight >= Math.floor(clampLines * lineHeight) - 1;
        if (!clampWhole && !(ellipsisOk && h.scrollHeight - h.clientHeight < lineHeight / 2)) out.push(`${name(el)}: ${h.scrollHeight - h.clientHeight}px taller than its box`);
      }
      // Cut by a box round it that hides its overflow; past a box that scrolls one way, only the other way counts.
      let [watchX, watchY] = [true, true];
      for (let p = el.parentElement; p && p.id !== 'app' && (watchX || watchY); p = p.parentElement) {
        const cs = getComputedStyle(p);
        // A line clamp cuts its text by design, ending in an ellipsis: checked as the clamp's own text above.
        if (Number(cs.getPropertyValue('-webkit-line-clamp')) > 0) break;
        // Boxes above a fixed one (a dialog's backdrop, inside its screen) do not clip it.
        if (cs.position === 'fixed') break;
        const contained = /strict|content|paint/.test(cs.contain);
        const moves = scrollAxes(p);
        if (contained || cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
          const c = p.getBoundingClientRect();
          const cutX = watchX && !moves.x && (contained || cs.overflowX !== 'visible') && (r.left < c.left - 1 || r.right > c.right + 1);
          const cutY = watchY && !moves.y && (contained || cs.overflowY !== 'visible') && (r.top < c.top - 1 || r.bottom > c.bottom + 1);
          // Wholly outside (scrolled away inside it) is not cut either.
          const away = r.right <= c.left || r.left >= c.right || r.bottom <= c.top || r.top >= c.bottom;
          // A one-line box the design ends with an ellipsis (the search line's hint) cuts its text
          // so, along the line only; a flex box draws no ellipsis, whatever it inherits.
          const ellipsis = cs.textOverflow === 'ellipsis' && cs.display !== 'flex' && allowed.some((c) => p!.classList.contains(c));
          // Hidden whole by this box (a byline's fact that did not fit, on the line it never shows): not seen, so not cut.
          if (away) break;
          if (cutY || (cutX && !ellipsis)) {
            out.push(`${name(el)}: cut by ${name(p).split(' ')[0]} (${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)} in ${Math.round(c.left)},${Math.round(c.top)}-${Math.round(c.right)},${Math.round(c.bottom)})`);
            break;
          }
          // Past an ellipsis, what shows is the box's part of it: boxes further out must not cut that.
          if (cutX) r = new DOMRect(Math.max(r.left, c.left), r.top, Math.min(r.right, c.right) - Math.max(r.left, c.left), r.height);
        }
        if (moves.x) watchX = false;
        if (moves.y) watchY = false;
      }
    }
    return out;
  }, ELLIPSIS_ALLOWED);
}

/**
 * Pictures and cards left at the top edge of a scrolling page with no more than a quarter of their
 * height in view: a remnant (a few pixels of a channel's picture above its buttons, a card's last
 * line with its picture and title above the screen) reads as a fault, where half a picture is
 * plainly the page going on (src/nav/edgeRule.ts).
 */
export async function remnantsAtTopEdge(tv: Page): Promise<string[]> {
  await painted(tv);
  await tv.waitForTimeout(250); // the glide comes to rest (src/nav/slide.ts)
  return tv.evaluate(() => {
    const out: string[] = [];
    const dialog = document.querySelector('[role="dialog"]');
    for (const box of Array.from(document.querySelectorAll<HTMLElement>('#app [data-scroll-y]')).filter((s) => !dialog || dialog.contains(s))) {
      const r = box.getBoundingClientRect();
      if (r.height === 0) continue;
      const inset = /inset\(([\d.]+)px/.exec(getComputedStyle(box).clipPath);
      const edge = r.top + (inset ? parseFloat(inset[1]!) : 0);
      for (const picture of Array.from(box.querySelectorAll<HTMLElement>('img, .avatar, [data-testid="card"]'))) {
        const p = picture.getBoundingClientRect();
        if (p.height < 4 || p.width < 4 || getComputedStyle(picture).visibility === 'hidden') continue;
        // A box inside the page that hides its overflow (a grid's viewport) cuts it first: then
        // it is not at the page's edge.
        let inner = -Infinity;
        for (let a = picture.parentElement; a && a !== box; a = a.parentElement) {
          const cs = getComputedStyle(a);
          if (cs.overflowY !== 'visible' || /strict|content|paint/.test(cs.contain)) inner = Math.max(inner, a.getBoundingClientRect().top);
        }
        if (inner >= edge - 2) continue;
        const shown = p.bottom - edge;
        const where = `at the top edge of ${(box.getAttribute('data-testid') ?? box.className).split(' ')[0]}`;
        if (p.top < edge - 2 && shown > 2 && shown <= p.height * 0.25) {
          out.push(`${(picture.getAttribute('class') ?? picture.tagName).split(' ')[0]} ${where}: ${Math.round(shown)} of ${Math.round(p.height)} px in view`);
        }
        // A card's words with its picture above the screen: at 150 % Home's first shelf left its
        // labels, titles and channels at the top, a third of each card, over the shelf in focus.
        const thumb = picture.matches('[data-testid="card"]') ? picture.querySelector('.card__thumb')?.getBoundingClientRect() : undefined;
        if (thumb && thumb.height > 4 && thumb.bottom <= edge + 2 && shown > 2) out.push(`card ${where}: its words without its picture, ${Math.round(shown)} of ${Math.round(p.height)} px in view`);
      }
    }
    return out;
  });
}

/**
 * Lines of text half in, half out of view at the top or bottom edge of a scrolling page
 * (`data-scroll-y`) or a sliding grid: each line box of each text, read from the text itself.
 * A line is wholly in view or wholly out of it, never cut across.
 */
export async function linesCutAtScrollEdges(tv: Page): Promise<string[]> {
  await painted(tv);
  // A page glides for 120 ms after a press (src/nav/slide.ts): measure where it came to rest.
  await tv.waitForTimeout(250);
  return tv.evaluate(() => {
    const out: string[] = [];
    // Behind an open dialog the page is dimmed and keeps what it showed: only the dialog counts then.
    const dialog = document.querySelector('[role="dialog"]');
    const scrollers = Array.from(document.querySelectorAll<HTMLElement>('#app [data-scroll-y], #app .grid__viewport')).filter((s) => !dialog || dialog.contains(s));
    for (const box of scrollers) {
      const r = box.getBoundingClientRect();
      // The page may hide a line at its edge (src/nav/focus.ts, clipEdges): its edge is there then.
      const inset = /inset\(([\d.]+)px [\d.]+(?:px)? ([\d.]+)px/.exec(getComputedStyle(box).clipPath);
      const c = { left: r.left, right: r.right, top: r.top + (inset ? parseFloat(inset[1]!) : 0), bottom: r.bottom - (inset ? parseFloat(inset[2]!) : 0) };
      if (r.height === 0) continue;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !(node.textContent ?? '').trim()) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.opacity === '0' || el.closest('[aria-hidden="true"]')) continue;
        // Read only by a screen reader (a 1 px box that clips its text): not drawn.
        const own = el.getBoundingClientRect();
        if (own.width <= 1 || own.height <= 1) continue;
        // What a box inside the page that hides its overflow (a grid's viewport) cuts first: a
        // line hidden there is not at the page's edge.
        let [top, bottom] = [-Infinity, Infinity];
        for (let p: HTMLElement | null = el; p && p !== box; p = p.parentElement) {
          const cs = getComputedStyle(p);
          if (cs.overflowY === 'visible' && !/strict|content|paint/.test(cs.contain)) continue;
          const pr = p.getBoundingClientRect();
          [top, bottom] = [Math.max(top, pr.top), Math.min(bottom, pr.bottom)];
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) {
          if (line.width < 1 || line.height < 1) continue;
          // Off to the side (a shelf's cards beyond its width) is not at this edge.
          if (line.right <= c.left || line.left >= c.right) continue;
          if (line.bottom <= top + 1 || line.top >= bottom - 1) continue;
          // The glyphs' box is the line's minus its leading: a line counts as cut when more than 2 px of it is on each side.
          for (const edge of [c.top, c.bottom]) {
            if (line.top < edge - 2 && line.bottom > edge + 2) {
              out.push(`"${(node.textContent ?? '').trim().slice(0, 30)}" (${(el.getAttribute('class') ?? el.tagName).split(' ')[0]}) cut by the ${edge === c.top ? 'top' : 'bottom'} edge of ${(box.getAttribute('data-testid') ?? box.className).split(' ')[0]}: line ${Math.round(line.top)}-${Math.round(line.bottom)}, edge ${Math.round(edge)}`);
            }
          }
        }
      }
    }
    return out;
  });
}

/**
 * What draws outside the 5% title-safe area: every piece of text, picture and control that can
 * be seen (its box cut by whatever clips it), and the focused element's ring (as safeArea.spec.ts).
 */
export async function outsideSafeArea(tv: Page): Promise<string[]> {
  await painted(tv);
  // Buttons ease into their ring (120 ms): measure once it has come.
  await tv.waitForTimeout(200);
  return tv.evaluate(() => {
    const W = innerWidth;
    const H = innerHeight;
    const safe = { left: W * 0.05 - 1, top: H * 0.05 - 1, right: W * 0.95 + 1, bottom: H * 0.95 + 1 };
    const ringPx = parseFloat(getComputedStyle(document.documentElement).fontSize) * 0.375;
    const out: string[] = [];
    /** The part of a box that can be seen: cut by the screen and every ancestor that clips. */
    const visible = (el: Element, r: { left: number; top: number; right: number; bottom: number }) => {
      let [left, top, right, bottom] = [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, W), Math.min(r.bottom, H)];
      for (let p = el.parentElement; p; p = p.parentElement) {
        const cs = getComputedStyle(p);
        // Paint containment clips like overflow: hidden (the ring's layer is `contain: strict`).
        const paintContained = /strict|content|paint/.test(cs.contain);
        if (!paintContained && cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const c = p.getBoundingClientRect();
        if (paintContained || cs.overflowX !== 'visible') [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
        if (paintContained || cs.overflowY !== 'visible') [top, bottom] = [Math.max(top, c.top), Math.min(bottom, c.bottom)];
      }
      return { left, top, right, bottom, empty: right - left < 1 || bottom - top < 1 };
    };
    const hasOwnText = (el: Element) => Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
    const isRing = (el: Element) => el.classList.contains('focus-ring');
    const isContent = (el: Element) => /^(IMG|SVG|BUTTON|INPUT|CANVAS)$/.test(el.tagName.toUpperCase()) || el.getAttribute('role') === 'img' || hasOwnText(el) || isRing(el);
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${(el.getAttribute('class') ?? '').split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
    for (const el of Array.from(document.querySelectorAll('#app *'))) {
      if (!isContent(el) || el.closest('[data-testid="player-frame"], iframe')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const focused = el === document.activeElement;
      const grow = focused && style.boxShadow !== 'none' && !style.boxShadow.includes('inset') ? ringPx : 0;
      const v = visible(el, { left: r.left - grow, top: r.top - grow, right: r.right + grow, bottom: r.bottom + grow });
      if (v.empty) continue;
      if (v.left < safe.left || v.top < safe.top || v.right > safe.right || v.bottom > safe.bottom) {
        out.push(`${name(el)}${focused ? ' (focused, with its ring)' : ''}${isRing(el) ? ' (the focus ring)' : ''} draws at ${Math.round(v.left)},${Math.round(v.top)}-${Math.round(v.right)},${Math.round(v.bottom)}`);
      }
    }
    return out;
  });
}

/**
 * The focused element's ring (its box-shadow, drawn outside it), where a box that clips it cuts it
 * off: a button on a page's top line had the safe edge cut the top of its ring. Empty when whole.
 */
export async function focusRingCut(tv: Page): Promise<string[]> {
  await painted(tv);
  await tv.waitForTimeout(200); // buttons ease into their ring
  return tv.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return [];
    const style = getComputedStyle(el);
    if (style.boxShadow === 'none' || style.boxShadow.includes('inset')) return []; // an inset ring draws inside
    const ring = parseFloat(getComputedStyle(document.documentElement).fontSize) * 0.375;
    const r = el.getBoundingClientRect();
    const [left, top, right, bottom] = [r.left - ring, r.top - ring, r.right + ring, r.bottom + ring];
    const out: string[] = [];
    for (let p = el.parentElement; p; p = p.parentElement) {
      const cs = getComputedStyle(p);
      if (cs.position === 'fixed') break; // a dialog: what is above it does not clip it
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const c = p.getBoundingClientRect();
      const cut = [top < c.top - 1 && 'top', bottom > c.bottom + 1 && 'bottom', left < c.left - 1 && 'left', right > c.right + 1 && 'right'].filter(Boolean);
      if (cut.length) out.push(`"${(el.textContent ?? '').trim().slice(0, 24)}": its ring cut at the ${cut.join(' and ')} by ${p.tagName.toLowerCase()}.${(p.getAttribute('class') ?? '').split(' ')[0]}`);
    }
    return out;
  });
}

/**
 * Sides of the focused element's ring that something else is drawn over (a list's opaque viewport
 * over a menu entry's ring), read from the pixels on screen: points along the middle of the ring,
 * outside the element's box, should be the ring's amber. Hit-testing cannot tell: a ring is a
 * shadow, which nothing hits. The screenshot is decoded on a blank page of its own.
 */
export async function focusRingCovered(tv: Page): Promise<string[]> {
  await painted(tv);
  await tv.waitForTimeout(200);
  const at = await tv.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return undefined;
    const ring = parseFloat(getComputedStyle(document.documentElement).fontSize) * 0.375;
    const r = el.getBoundingClientRect();
    const points: [string, number, number][] = [];
    // The ends' middles only: a pill's ring follows its round ends.
    points.push(['right', r.right + ring / 2, r.top + r.height / 2], ['left', r.left - ring / 2, r.top + r.height / 2]);
    for (const f of [0.3, 0.5, 0.7]) points.push(['top', r.left + r.width * f, r.top - ring / 2], ['bottom', r.left + r.width * f, r.bottom + ring / 2]);
    return { name: (el.textContent ?? '').trim().slice(0, 24), points: points.filter(([, x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) };
  });
  if (!at) return [];
  const png = (await tv.screenshot()).toString('base64');
  const decoder = await tv.context().newPage();
  try {
    const colours = await decoder.evaluate(
      async ({ png, points }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [img.width, img.height];
        const g = canvas.getContext('2d')!;
        g.drawImage(img, 0, 0);
        return points.map(([side, x, y]) => [side, Array.from(g.getImageData(Math.floor(x), Math.floor(y), 1, 1).data)] as [string, number[]]);
      },
      { png, points: at.points },
    );
    // The ring's amber, #fbbf24, give or take the edge's blending.
    const amber = ([r, g, b]: number[]) => Math.abs(r! - 251) < 40 && Math.abs(g! - 191) < 50 && b! < 110;
    return [...new Set(colours.filter(([, c]) => !amber(c)).map(([side]) => `"${at.name}": its ring's ${side} not drawn`))];
  } finally {
    await decoder.close();
  }
}

/**
 * Buttons that are not focused but wear a face as light as the focused one's: from the sofa a
 * viewer tells focus by the one white face (the ring helps, but is thin at three metres). Each as
 * its text and the contrast between its face and the focused face, which should be at least 3:1.
 */
export async function unfocusedLookingFocused(tv: Page): Promise<string[]> {
  await painted(tv);
  await tv.waitForTimeout(200); // faces ease into their colour
  return tv.evaluate(() => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour).map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return ['nothing focused'];
    const focusedFace = luminance(getComputedStyle(focused).backgroundColor);
    const out: string[] = [];
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('#app button, #app [data-focusable]'))) {
      if (button === focused || button.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(button);
      const r = button.getBoundingClientRect();
      if (style.visibility === 'hidden' || r.width === 0 || style.backgroundColor === 'rgba(0, 0, 0, 0)') continue;
      const face = luminance(style.backgroundColor);
      const contrast = (Math.max(face, focusedFace) + 0.05) / (Math.min(face, focusedFace) + 0.05);
      if (contrast < 3) out.push(`"${(button.textContent ?? '').trim().slice(0, 24)}" ${style.backgroundColor}: ${contrast.toFixed(2)}:1 against the focused face`);
    }
    return out;
  });
}

/**
 * How a long query sits in the search box: the caret and the query's last letter inside the box,
 * and the side the fade is drawn on (its gradient's box at the window's left or right edge).
 */
export function queryFit(tv: Page): Promise<{ caretInside: boolean; endInside: boolean; fadeAt: string }> {
  return tv.evaluate(() => {
    const box = document.querySelector<HTMLElement>('.search__typed')!;
    const outer = box.getBoundingClientRect();
    const inside = (r: DOMRect) => r.left >= outer.left - 1 && r.right <= outer.right + 1;
    const caret = box.querySelector('.caret')!.getBoundingClientRect();
    const text = box.querySelector('[dir="auto"]')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, text.nodeValue!.length - 1);
    range.setEnd(text, text.nodeValue!.length);
    const fade = getComputedStyle(box, '::before');
    const fadeAt = fade.content === 'none' ? 'none' : fade.left === '0px' ? 'left' : fade.right === '0px' ? 'right' : 'elsewhere';
    return { caretInside: inside(caret), endInside: inside(range.getBoundingClientRect()), fadeAt };
  });
}

/**
 * The sign-in screen's buttons against its other parts, as sentences: with larger text they stand
 * at the foot of the QR code's column, and must clear the steps' column (side by side they had
 * reached back under its last lines) and the QR code's caption, a ring's room from each.
 */
export function signInButtonsClash(tv: Page): Promise<string[]> {
  return tv.evaluate(() => {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const steps = document.querySelector('.code-panel__steps')!.getBoundingClientRect();
    const caption = document.querySelector('.code-panel__qr figcaption')!.getBoundingClientRect();
    const buttons = Array.from(document.querySelectorAll('.signin .actions .btn')).map((b) => b.getBoundingClientRect());
    return [
      ...buttons.filter((b) => b.left < steps.right + rem && b.top < steps.bottom + rem).map((b) => `button at ${Math.round(b.left)},${Math.round(b.top)} against steps ending ${Math.round(steps.right)},${Math.round(steps.bottom)}`),
      ...buttons.filter((b) => b.top < caption.bottom + 0.5 * rem && b.left < caption.right && b.right > caption.left).map((b) => `button at ${Math.round(b.top)} under a caption ending ${Math.round(caption.bottom)}`),
    ];
  });
}
