import type { Page } from '@playwright/test';
import { expect, focusByArrows, focusedKey, openFromMenu, painted, press, signIn, test, toVideoAction, toLibraryPlaylist } from './fixtures.ts';
import { remnantsAtTopEdge } from './layoutChecks.ts';

/** The player's state and clock as it reports them on its element. */
async function player(tv: Page): Promise<{ state: string; time: number; duration: number; videoId: string }> {
  const el = tv.getByTestId('player');
  return {
    state: (await el.getAttribute('data-state')) ?? '',
    time: Number(await el.getAttribute('data-current-time')),
    duration: Number(await el.getAttribute('data-duration')),
    videoId: (await el.getAttribute('data-video-id')) ?? '',
  };
}

async function stateIs(tv: Page, state: string, timeout = 10_000): Promise<void> {
  await expect(tv.getByTestId('player')).toHaveAttribute('data-state', state, { timeout });
}

test.describe('watching by remote', () => {
  test.beforeEach(async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
  });

  test('play from Home, pause, seek, back to the same card, then Continue watching resumes', async ({ tv }) => {
    const cardKey = await focusedKey(tv);
    const cardTitle = (await tv.locator(':focus .card__title').textContent())!.trim();
    await press(tv, 'Enter');
    const page = tv.getByTestId('video-screen');
    await expect(page.getByTestId('video-facts')).toContainText(/\d+:\d\d/);
    await expect(page.getByTestId('video-facts')).toContainText(/views/);
    await expect(tv.locator(':focus')).toHaveText(/Play/);
    await tv.screenshot({ path: test.info().outputPath('video-page.png') });

    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await expect(tv.getByTestId('player-stage')).toBeFocused();
    await tv.waitForTimeout(1500);
    await tv.screenshot({ path: test.info().outputPath('player.png') });

    await press(tv, 'Enter');
    await stateIs(tv, 'paused');
    const before = await player(tv);
    await press(tv, 'ArrowRight', 3);
    await stateIs(tv, 'paused');
    await expect.poll(async () => (await player(tv)).time).toBe(Math.min(before.time + 30, before.duration));
    await tv.screenshot({ path: test.info().outputPath('player-paused.png') });
    // Paused, the bar stays past the 5 s it is kept while playing: it is what says the picture is still.
    await tv.waitForTimeout(6_000);
    await expect(tv.getByTestId('player-bar')).toBeVisible();
    await expect(tv.getByTestId('player-play-pause')).toHaveText(/Play/);

    // Back hides the bar, Back again leaves: focus is on the card the video was opened from.
    await press(tv, 'Escape');
    await expect(tv.getByTestId('player-bar')).toBeHidden();
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
    await painted(tv);
    expect(await focusedKey(tv)).toBe(cardKey);

    // Continue watching is Home's first shelf now, with that video.
    const watching = tv.getByTestId('continue-watching');
    await expect(watching).toContainText(cardTitle);
    await expect(tv.getByTestId('kept-locally')).toBeVisible();
    // The note about where that is kept reads with its shelf: under its title, above its cards.
    const note = (await tv.getByTestId('kept-locally').boundingBox())!;
    expect(note.y).toBeGreaterThan((await watching.locator('h2').boundingBox())!.y);
    expect(note.y + note.height).toBeLessThanOrEqual((await watching.getByTestId('card').first().boundingBox())!.y);
    await press(tv, 'ArrowUp');
    expect(await focusedKey(tv)).toMatch(/^watching-/);
    await painted(tv);
    // Its time left is drawn as a clock ("0:40 left") and said in words: a clock is heard as a time of day.
    const focusedCard = tv.locator(':focus');
    await expect(focusedCard.locator('.card__subtitle')).toContainText(/\d+:\d\d left/);
    await expect(focusedCard).toHaveAccessibleName(/, \d+ (hours?|minutes?|seconds?)( \d+ (minutes?|seconds?))? left(, |$)/);
    expect(await focusedCard.evaluate((el) => el.getAttribute('aria-labelledby') && document.getElementById(el.getAttribute('aria-labelledby')!)!.textContent)).not.toMatch(/\d:\d\d/);
    // How much was watched shows on the focused card too: the bar is clear of the focus ring,
    // which is drawn over the picture's edge.
    const progress = (await tv.locator(':focus .card__progress').boundingBox())!;
    const ring = await tv.evaluate(() => {
      const el = document.querySelector('.focus-ring--on')!;
      const box = el.getBoundingClientRect();
      return { bottom: box.bottom, left: box.left, right: box.right, width: parseFloat(getComputedStyle(el).borderTopWidth) };
    });
    expect(progress.y + progress.height).toBeLessThanOrEqual(ring.bottom - ring.width);
    expect(progress.x).toBeGreaterThanOrEqual(ring.left + ring.width);
    expect(progress.x + progress.width).toBeLessThanOrEqual(ring.right - ring.width);
    await tv.screenshot({ path: test.info().outputPath('continue-watching.png') });
    await press(tv, 'Enter');
    const saved = Math.min(before.time + 30, before.duration);
    await expect(tv.locator(':focus')).toHaveText(new RegExp(`Resume from ${Math.floor(saved / 60)}:${String(saved % 60).padStart(2, '0')}`));
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    expect((await player(tv)).time).toBeGreaterThanOrEqual(saved);

    // Captions on: a new player (cc_load_policy is a player parameter) from where this one was.
    await expect(tv.getByTestId('player-bar')).toBeVisible();
    await press(tv, 'ArrowDown');
    await expect(tv.locator(':focus')).toHaveText(/Pause/);
    // Play/Pause keeps its width through its labels, so the buttons beside it stay put (the
    // captions button moved 57 px at each press).
    const captionsAt = () => tv.getByTestId('player-captions').evaluate((el) => Math.round(el.getBoundingClientRect().left));
    const widthOf = (id: string) => tv.getByTestId(id).evaluate((el) => Math.round(el.getBoundingClientRect().width));
    const [playing, captionsWhilePlaying] = [await widthOf('player-play-pause'), await captionsAt()];
    await press(tv, 'Enter');
    await stateIs(tv, 'paused');
    await expect(tv.locator(':focus')).toHaveText(/Play/);
    expect(await widthOf('player-play-pause')).toBe(playing);
    expect(await captionsAt()).toBe(captionsWhilePlaying);
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Captions: off');
    const captionsWidth = await widthOf('player-captions');
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Captions: on');
    expect(await widthOf('player-captions')).toBe(captionsWidth);
    await expect(tv.locator('iframe.player__frame')).toHaveAttribute('src', /cc_load_policy=1/);
    await stateIs(tv, 'playing');
    expect((await player(tv)).time).toBeGreaterThanOrEqual(saved);

    // Off again while paused: the new player stays paused where it was, no spinner over its picture
    // (a player not started reports no pause, and it read "loading" until Play).
    await press(tv, 'ArrowLeft');
    await press(tv, 'Enter');
    await stateIs(tv, 'paused');
    await press(tv, 'ArrowRight');
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Captions: off');
    await expect(tv.locator('iframe.player__frame')).not.toHaveAttribute('src', /cc_load_policy=1/);
    await stateIs(tv, 'paused');
    await tv.waitForTimeout(1000);
    await stateIs(tv, 'paused');
    await expect(tv.getByTestId('player').getByTestId('spinner')).toHaveCount(0);
    await press(tv, 'ArrowLeft');
    await expect(tv.locator(':focus')).toHaveText(/Play/);
  });

  test('captions turned on stay on: the next player starts with them, also after the app restarts', async ({ tv }) => {
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText(/Play/);
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await expect(tv.locator('iframe.player__frame')).not.toHaveAttribute('src', /cc_load_policy=1/);
    await press(tv, 'ArrowDown');
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Captions: off');
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Captions: on');
    await stateIs(tv, 'playing');
    // Out of the player and back in: a new player, with captions from its start.
    await press(tv, 'Escape');
    await press(tv, 'Escape');
    await expect(tv.getByTestId('video-screen')).toHaveCount(0);
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText(/Resume|Play/);
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await expect(tv.locator('iframe.player__frame')).toHaveAttribute('src', /cc_load_policy=1/);
    await press(tv, 'ArrowDown');
    await focusByArrows(tv, 'ArrowRight', /^Captions/, 3);
    await expect(tv.locator(':focus')).toHaveText('Captions: on');
    // The TV turned off and on: still the viewer's choice.
    await tv.reload();
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText(/Resume|Play/);
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await expect(tv.locator('iframe.player__frame')).toHaveAttribute('src', /cc_load_policy=1/);
  });

  test('Back from the player to a lower shelf: Continue watching arriving above keeps the card on screen', async ({ tv }) => {
    await press(tv, 'ArrowDown');
    await press(tv, 'ArrowRight');
    await painted(tv);
    const cardKey = await focusedKey(tv);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText(/Play/);
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await press(tv, 'ArrowRight', 3); // far enough in to be worth continuing
    await press(tv, 'Escape');
    await press(tv, 'Escape');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
    // The shelf comes once the player's position is saved, pushing the shelves below it down.
    await expect(tv.getByTestId('continue-watching')).toBeVisible();
    await painted(tv);
    await painted(tv);
    expect(await focusedKey(tv)).toBe(cardKey);
    const box = await tv.locator(':focus').boundingBox();
    const height = tv.viewportSize()!.height;
    expect(box!.y).toBeGreaterThanOrEqual(height * 0.05 - 1);
    expect(box!.y + box!.height).toBeLessThanOrEqual(height * 0.95 + 1);
    // No last line of Continue watching's cards left alone at the top, its pictures above the screen.
    expect(await remnantsAtTopEdge(tv)).toEqual([]);
    await tv.screenshot({ path: test.info().outputPath('back-to-home-continue-above.png') });
  });

  /** Library -> "Watch on the big screen" (Ada's playlist: a 7 s video, then one of 11 h 54 min, then one its owner keeps out of apps). */
  async function openBigScreenPlaylist(tv: Page): Promise<void> {
    await toLibraryPlaylist(tv, /Watch on the big screen/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
  }

  /** From the focused row of the 7 s video: its page, Play, and the wait for its end. */
  async function playShortVideoToItsEnd(tv: Page): Promise<void> {
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-facts')).toContainText('0:07');
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await stateIs(tv, 'ended', 15_000);
  }

  test('a video its owner keeps out of apps says so instead of Play', async ({ tv }) => {
    await openBigScreenPlaylist(tv);
    await press(tv, 'ArrowDown', 3);
    await expect(tv.locator(':focus')).toHaveAttribute('data-focus-key', /^item-/);
    // Its row says so before it is opened, where the others give their length, and a screen reader hears it.
    await expect(tv.locator(':focus .card__badge')).toHaveText('CAN’T PLAY HERE');
    await expect(tv.locator(':focus')).toHaveAccessibleName(/can't be played in apps/);
    await tv.screenshot({ path: test.info().outputPath('cant-play-here-row.png') });
    await press(tv, 'Enter');
    await expect(tv.getByTestId('cannot-play')).toContainText('does not allow');
    await expect(tv.getByTestId('play')).toHaveCount(0);
    await expect(tv.locator(':focus')).toHaveText('Add to playlist');
    await tv.screenshot({ path: test.info().outputPath('cannot-play.png') });
  });

  test('the end of a playlist video counts down to the next, any key stops the count, OK plays it, Back lands on its row', async ({ tv }) => {
    await openBigScreenPlaylist(tv);
    await press(tv, 'ArrowDown');
    const nextRowTitle = (await tv.getByTestId('playlist-row').nth(2).locator('.list-row__title').textContent())!.trim();
    await playShortVideoToItsEnd(tv);
    const end = tv.getByTestId('player-end');
    await expect(end).toContainText(/Up next in \d+/);
    await expect(end.getByTestId('player-next-title')).toHaveText(nextRowTitle);
    await expect(tv.locator(':focus')).toHaveText(/Play now/);
    // Opaque over the video: at 95 % the video's own clock read through behind the next title.
    expect(await end.evaluate((panel) => getComputedStyle(panel).backgroundColor)).toBe('rgb(15, 23, 42)');
    await tv.screenshot({ path: test.info().outputPath('up-next.png') });
    // Any key stops the count: the end screen stays, and says no number.
    await press(tv, 'ArrowRight');
    await expect(end).not.toContainText(/Up next in/);
    await tv.waitForTimeout(1500);
    await stateIs(tv, 'ended');
    await press(tv, 'ArrowLeft');
    await expect(tv.locator(':focus')).toHaveText(/Play now/);
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await expect(tv.getByTestId('player-bar')).toContainText(nextRowTitle);
    await press(tv, 'Escape');
    await press(tv, 'Escape');
    await expect(tv.getByTestId('playlist-screen')).toBeVisible();
    await painted(tv);
    await expect(tv.locator(':focus')).toContainText(nextRowTitle);
  });

  test('the end of a video nothing follows says Finished, with Watch again (from the start) and Back to its row', async ({ tv }) => {
    // The playlist holds only its 7 s video: nothing comes after it.
    await tv.route(/\/playlistItems\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items?: unknown[]; nextPageToken?: string };
      delete body.nextPageToken;
      await route.fulfill({ response, json: { ...body, items: (body.items ?? []).slice(1, 2) } });
    });
    await openBigScreenPlaylist(tv);
    await expect(tv.getByTestId('playlist-row')).toHaveCount(1);
    const title = (await tv.getByTestId('playlist-row').first().locator('.list-row__title').textContent())!.trim();
    await playShortVideoToItsEnd(tv);
    const end = tv.getByTestId('player-end');
    await expect(end.locator('.player__end-label')).toHaveText('Finished');
    await expect(end.getByTestId('player-finished-title')).toHaveText(title);
    await expect(end.getByTestId('player-play-next')).toHaveCount(0);
    // Focus on Watch again, which a screen reader hears with what finished.
    await expect(tv.locator(':focus')).toHaveText('Watch again');
    await expect(tv.locator(':focus')).toHaveAccessibleDescription(`Finished ${title}`);
    await painted(tv);
    await tv.screenshot({ path: test.info().outputPath('finished.png') });
    // The panel's edges hold focus; Right reaches Back and no further.
    await press(tv, 'ArrowLeft');
    await expect(tv.locator(':focus')).toHaveText('Watch again');
    await press(tv, 'ArrowRight', 2);
    await expect(tv.locator(':focus')).toHaveText('Back');
    await press(tv, 'ArrowLeft');
    // Watch again: the same video from its start.
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await expect(end).toHaveCount(0);
    expect((await player(tv)).time).toBeLessThan(5);
    await stateIs(tv, 'ended', 15_000);
    await expect(end.locator('.player__end-label')).toHaveText('Finished');
    // Back on the panel: to the playlist, on the row it was played from.
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Back');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-screen')).toBeVisible();
    await painted(tv);
    await expect(tv.locator(':focus')).toContainText(title);
  });

  test('a Right held to seek past the end does nothing on the end panel: focus stays on Play now until a new press', async ({ tv }) => {
    await openBigScreenPlaylist(tv);
    await press(tv, 'ArrowDown'); // the 7 s video
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-facts')).toContainText('0:07');
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await expect(tv.getByTestId('player-stage')).toBeFocused();

    // Right pressed and held: the press seeks 10 s, past the end; the keyboard goes on repeating
    // (every 70 ms) while the end panel comes, and for 2 s more over it.
    const end = tv.getByTestId('player-end');
    await tv.keyboard.down('ArrowRight');
    const started = Date.now();
    while (!(await end.isVisible()) && Date.now() - started < 10_000) {
      await tv.keyboard.down('ArrowRight'); // repeat: true while held
      await tv.waitForTimeout(70);
    }
    await expect(end).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText(/Play now/);
    for (let i = 0; i < 30; i++) {
      await tv.keyboard.down('ArrowRight');
      await tv.waitForTimeout(70);
    }
    await painted(tv);
    await expect(tv.locator(':focus')).toHaveText(/Play now/);
    // Not a key of the panel's: the count to the next video goes on.
    await expect(end).toContainText(/Up next in \d+/);
    await tv.keyboard.up('ArrowRight');
    await painted(tv);
    await expect(tv.locator(':focus')).toHaveText(/Play now/);
    await stateIs(tv, 'ended');

    // A new press moves along the panel's buttons, and stops the count.
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Watch again');
    await expect(end).not.toContainText(/Up next in/);
  });

  test('a live broadcast plays with LIVE in place of a seek bar, and Left/Right do not seek', async ({ tv }) => {
    await openFromMenu(tv, /Live/);
    await focusByArrows(tv, 'ArrowRight', /LIVE/, 12);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-facts')).toContainText('Live now');
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    const bar = tv.getByTestId('player-bar');
    await expect(bar).toContainText('LIVE');
    await expect(bar.getByTestId('player-remaining')).toHaveCount(0);
    const before = (await player(tv)).time;
    await press(tv, 'ArrowLeft', 3);
    await tv.waitForTimeout(600);
    expect((await player(tv)).time).toBeGreaterThanOrEqual(before);
    await stateIs(tv, 'playing');
    // A screen reader is not told of a seek it does not have.
    await expect(tv.getByTestId('player-stage')).toHaveAttribute('aria-label', /: live\. OK to pause\.$/);
    await tv.screenshot({ path: test.info().outputPath('live.png') });
  });

  /** Live, down to the viewer's own broadcasts, and along to the card named. */
  async function toOwnBroadcast(tv: Page, title: RegExp): Promise<void> {
    await openFromMenu(tv, /Live/);
    const inOwn = () => tv.evaluate(() => document.activeElement?.closest('section.shelf')?.getAttribute('aria-label') === 'Your broadcasts');
    for (let i = 0; i < 6 && !(await inOwn()); i++) await press(tv, 'ArrowDown');
    await focusByArrows(tv, 'ArrowRight', title, 12);
  }

  /** The same, and OK: its page. */
  async function openOwnBroadcast(tv: Page, title: RegExp): Promise<void> {
    await toOwnBroadcast(tv, title);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
  }

  test('a removed broadcast is private: its page says so, offers no Play, and Back returns to its card', async ({ tv }) => {
    await openOwnBroadcast(tv, /Cancelled stream/);
    // The embedded player answers a private video "not found", its owner's too: Play only opened onto an error.
    await expect(tv.getByTestId('cannot-play')).toContainText('This video is private');
    await expect(tv.getByTestId('play')).toHaveCount(0);
    await expect(tv.locator(':focus')).toHaveText('Add to playlist');
    // The card's day is the page's: the card said its scheduled day, the page the day it was made.
    await press(tv, 'Escape');
    await expect(tv.getByTestId('live-screen')).toBeVisible();
    const card = tv.locator(':focus');
    await expect(card).toContainText('Cancelled stream');
    const cardDay = (await card.locator('.card__subtitle').textContent())!.trim();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen').locator('p.muted').first()).toContainText(cardDay);
  });

  test("the viewer's own private broadcast that has not started says when it is on first, then that it is private", async ({ tv }) => {
    await openOwnBroadcast(tv, /Draft: weekend stream/);
    await expect(tv.getByTestId('cannot-play')).toHaveText(/^This live stream has not started yet\. It is scheduled for .+\. It is private: only its owner can watch it/);
    await expect(tv.getByTestId('play')).toHaveCount(0);
  });

  test("a finished broadcast's page says the day it was streamed, the day its card shows", async ({ tv }) => {
    await toOwnBroadcast(tv, /Last week/);
    const cardDay = (await tv.locator(':focus .card__subtitle').textContent())!.trim();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-facts')).toContainText(`Streamed ${cardDay}`);
  });

  test("a video made private after its page opened: the app's own message, the embedded player's hidden under it, and Back to the page's card", async ({ tv, emulator }) => {
    await openOwnBroadcast(tv, /Last week/);
    await expect(tv.getByTestId('play')).toBeFocused();
    // Its owner makes it private elsewhere; the page's facts are from before.
    const video = [...emulator.videoStore.videos.values()].find((v) => v.title.startsWith('Last week'))!;
    video.privacyStatus = 'private';
    await press(tv, 'Enter');
    const message = tv.getByTestId('player-message');
    await expect(message).toContainText('This video is not available');
    await expect(message.getByRole('button', { name: 'Back' })).toBeFocused();
    // Its words are the alert; its buttons are said as focus comes to them, not with the news.
    await expect(message.getByRole('alert')).toContainText('This video is not available');
    await expect(message.getByRole('alert').getByRole('button')).toHaveCount(0);
    // The embedded player's own error page ("Video unavailable") drew round the panel, half above it.
    expect(await tv.locator('.player__frame-host').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await tv.screenshot({ path: test.info().outputPath('removed.png') });
    // Back, as from any player: to the card it was opened from.
    await press(tv, 'Enter');
    await expect(tv.getByTestId('live-screen')).toBeVisible();
    await expect(tv.locator(':focus')).toContainText('Last week');
  });

  test("a video's whole description is read with Down and Up", async ({ tv }) => {
    await openBigScreenPlaylist(tv);
    await press(tv, 'ArrowDown');
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText(/Play/);
    const description = tv.getByTestId('video-description');
    const scrolled = () => description.evaluate((el) => ({ top: el.scrollTop, max: el.scrollHeight - el.clientHeight }));
    expect((await scrolled()).max).toBeGreaterThan(0); // longer than its box
    // Its text starts where the buttons above it do (its padding, for the focused box, was an indent).
    const textStart = await description.evaluate((el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft));
    const playStart = await tv.locator(':focus').evaluate((el) => el.getBoundingClientRect().left);
    expect(Math.abs(textStart - playStart)).toBeLessThanOrEqual(1);
    // Its last line fades while it is not focused, so a viewer sees there is more (a shadow in the page's own colour showed nothing).
    const fades = () => description.evaluate((el) => getComputedStyle(el).webkitMaskImage !== 'none');
    // Which edge fades: a gradient up the box (0deg, "to top") fades the foot; one down it, the top,
    // or both with a stop short of its foot.
    const fadedEdge = () =>
      description.evaluate((el) => {
        const mask = getComputedStyle(el).webkitMaskImage;
        if (mask === 'none') return 'none';
        if (/^linear-gradient\((0deg|to top)/.test(mask)) return 'foot';
        return mask.includes('calc(') ? 'both' : 'top';
      });
    expect(await fadedEdge()).toBe('foot');
    // Down past the buttons' lines (with Remove from this playlist they take two) to the text.
    for (let i = 0; i < 3 && !(await description.evaluate((el) => el === document.activeElement)); i++) await press(tv, 'ArrowDown');
    await expect(description).toBeFocused();
    // Its ring is the amber one of every focusable, with no browser outline drawn inside it; focused, nothing fades.
    expect(await description.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    expect(await fades()).toBe(false);
    // Each press shows whole lines: none cut across at the box's top or foot (half a line showed at its top).
    const cutLines = () =>
      description.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const [top, bottom] = [box.top + parseFloat(style.borderTopWidth), box.bottom - parseFloat(style.borderBottomWidth)];
        const range = document.createRange();
        range.selectNodeContents(el);
        return Array.from(range.getClientRects())
          .filter((line) => line.height > 1 && ((line.top < top - 2 && line.bottom > top + 2) || (line.top < bottom - 2 && line.bottom > bottom + 2)))
          .map((line) => `${Math.round(line.top)}-${Math.round(line.bottom)} across ${Math.round(top)}-${Math.round(bottom)}`);
      });
    for (let i = 0; i < 8 && (await scrolled()).top < (await scrolled()).max - 1; i++) {
      await press(tv, 'ArrowDown');
      expect(await cutLines()).toEqual([]);
    }
    const end = await scrolled();
    expect(end.top).toBeGreaterThanOrEqual(end.max - 1);
    await expect(description).toBeFocused(); // Down at its end goes nowhere: the page ends there
    await tv.screenshot({ path: test.info().outputPath('description-end.png') });
    // Each line reads in its own direction: the Latin "#tenfoot #ar" under Arabic lines read
    // "tenfoot #ar#", its leading # put at the right end with the Arabic paragraph's direction.
    const hashBeforeWord = await description.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('#tenfoot');
        if (at < 0) continue;
        const range = document.createRange();
        const leftOf = (i: number) => (range.setStart(node!, i), range.setEnd(node!, i + 1), range.getBoundingClientRect().left);
        return leftOf(at) < leftOf(at + 1);
      }
      return 'no #tenfoot line';
    });
    expect(hashBeforeWord).toBe(true);
    // Left there, scrolled to its end, it is its first line that fades, not its last: there is
    // nothing below (the foot kept fading). Back on it, it reads on from where it was.
    // Left from it, low on the page beside the menu's lower entries, enters the menu at the
    // section on show (it landed on Settings, the entry level with it).
    await press(tv, 'ArrowLeft');
    await expect(tv.getByTestId('menu').locator('[aria-current="page"]')).toBeFocused();
    await expect.poll(fadedEdge).toBe('top');
    await press(tv, 'ArrowRight');
    await expect(description).toBeFocused();
    expect((await scrolled()).top).toBeGreaterThanOrEqual(end.max - 1);
    for (let i = 0; i < 8 && (await scrolled()).top > 0; i++) await press(tv, 'ArrowUp');
    expect((await scrolled()).top).toBe(0);
    await press(tv, 'ArrowUp');
    await expect(tv.locator('.video-details__actions :focus')).toBeVisible(); // back on a button
    await expect.poll(fadedEdge).toBe('foot');
  });

  test('media keys play and pause; a held Right scrubs a preview that lands when let go; the bar hides after 5 s and Up brings it back', async ({ tv }) => {
    await openBigScreenPlaylist(tv);
    // After the 11 h 54 min video comes one its owner keeps out of apps: Next passes over it.
    const afterThat = (await tv.getByTestId('playlist-row').nth(4).locator('.list-row__title').textContent())!.trim();
    await press(tv, 'ArrowDown', 2); // 11 h 54 min
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-facts')).toContainText('11:54:00');
    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await press(tv, 'MediaPlayPause');
    await stateIs(tv, 'paused');
    await press(tv, 'MediaPlayPause');
    await stateIs(tv, 'playing');
    await press(tv, 'Enter');
    await stateIs(tv, 'paused');
    const start = (await player(tv)).time;

    await tv.keyboard.down('ArrowRight'); // a press: 10 s on at once
    await expect.poll(async () => (await player(tv)).time).toBe(start + 10);
    const REPEATS = 40;
    for (let i = 0; i < REPEATS; i++) {
      await tv.keyboard.down('ArrowRight'); // the key held: repeats move a preview only
      await tv.waitForTimeout(70);
    }
    const elapsed = tv.getByTestId('player-elapsed');
    await expect(elapsed).toHaveClass(/player-bar__time--preview/);
    const preview = clock(await elapsed.textContent());
    // More than 10 s for every repeat sent (the remote's gate lets only some through): it sped up.
    expect(preview).toBeGreaterThan(start + 10 + REPEATS * 10);
    expect((await player(tv)).time).toBe(start + 10); // nothing sought yet
    await tv.keyboard.up('ArrowRight');
    await expect.poll(async () => (await player(tv)).time).toBe(preview);
    await expect(elapsed).not.toHaveClass(/player-bar__time--preview/);

    await press(tv, 'Enter');
    await stateIs(tv, 'playing');
    await expect(tv.getByTestId('player-bar')).toBeVisible();
    await expect(tv.getByTestId('player-bar')).toBeHidden({ timeout: 8_000 });
    await expect(tv.getByTestId('player-stage')).toBeFocused();
    await press(tv, 'ArrowUp');
    await expect(tv.getByTestId('player-bar')).toBeVisible();
    // Down again enters the bar's buttons; Up returns to the seek line.
    await press(tv, 'ArrowDown');
    await expect(tv.locator(':focus')).toHaveText(/Pause/);
    await expect(tv.getByTestId('player-next')).toHaveText(`Next: ${afterThat}`);
    await tv.screenshot({ path: test.info().outputPath('bar-buttons.png') });
    await press(tv, 'ArrowUp');
    await expect(tv.getByTestId('player-stage')).toBeFocused();
  });

  test("when a video's details can't be fetched, its page says so and Retry fetches them", async ({ tv }) => {
    await tv.route('**/video/v3/videos?**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 503, message: 'Backend Error', errors: [{ reason: 'backendError' }] } }) }));
    await openBigScreenPlaylist(tv);
    await press(tv, 'ArrowDown', 5); // a video Home has not shown, so its details were never fetched
    await press(tv, 'Enter');
    await expect(tv.getByTestId('facts-failed')).toContainText("Couldn't load this video's details", { timeout: 20_000 });
    await tv.screenshot({ path: test.info().outputPath('facts-failed.png') });
    await tv.unrouteAll();
    await toVideoAction(tv, /Retry/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-facts')).toContainText(/\d+:\d\d/);
    await expect(tv.getByTestId('facts-failed')).toHaveCount(0);
    await expect(tv.locator(':focus')).not.toHaveCount(0);
  });
});

/** "1:02:03" or "12:03" in seconds. */
function clock(text: string | null): number {
  return (text ?? '').trim().split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
