/*
 * index.html draws the sign-in screen's first look itself on a TV that keeps no account, and fills
 * in the code as soon as the page's own request for it is answered: on a weak TV the code shows
 * while the app's code still loads and runs. It lies over the app, which renders its own screen
 * beneath it; these take it away once the app's screen is the one to see.
 */

const ID = 'first-code';

/** The page's first look, while it is still there. */
function firstCode(doc: Document): HTMLElement | null {
  return doc.getElementById(ID);
}

/** Takes the page's first look away: the app's own screen is the one on show from now on. */
export function removeFirstCode(doc: Document = document): void {
  firstCode(doc)?.remove();
}

/** The code the page's first look shows, if it shows one (it says which in `data-code`). */
export function firstCodeShown(doc: Document = document): string | undefined {
  const panel = firstCode(doc);
  return panel && !panel.hidden ? (panel.getAttribute('data-code') ?? undefined) : undefined;
}

/**
 * The sign-in screen is up beneath the first look: the look stays only while it shows a code the
 * screen has not drawn yet (the app's first code is the page's answer, so the two are the same);
 * it goes at once if it shows none, since the screen beneath looks the same. (The page itself
 * takes it away at the viewer's first key or click: index.html.)
 */
export function giveWayToSignIn(codeDrawn: boolean, doc: Document = document): void {
  if (codeDrawn || firstCodeShown(doc) === undefined) removeFirstCode(doc);
}
