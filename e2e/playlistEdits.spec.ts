import type { Page } from '@playwright/test';
import { allPages, apiAs, apiPostAs, arrowsTo, expect, focusByArrows, focusReport, focusedText, holdRequests, openFromMenu, painted, press, openSignedIn, test, toVideoAction, typeOnTv, toLibraryPlaylist } from './fixtures.ts';
import { outsideSafeArea } from './layoutChecks.ts';

/**
 * The everyday edits of one's own playlists, by remote only, each checked at the emulator:
 * rename (title, description, privacy), remove a video, delete with a confirmation, and
 * Play all / Shuffle.
 */
interface PlaylistJson {
  id: string;
  snippet: { title: string; description: string };
  status: { privacyStatus: string };
}
interface ItemJson {
  id: string;
  snippet: { title: string };
  contentDetails: { videoId: string };
}

async function myPlaylists(emulator: Parameters<typeof apiAs>[0]): Promise<PlaylistJson[]> {
  return (await apiAs(emulator, 'acct-ada', '/playlists?part=snippet,status&mine=true&maxResults=50')).items;
}

async function itemsOf(emulator: Parameters<typeof apiAs>[0], playlistId: string): Promise<ItemJson[]> {
  return (await apiAs(emulator, 'acct-ada', `/playlistItems?part=snippet,contentDetails&playlistId=${playlistId}&maxResults=50`)).items;
}

async function openOwnPlaylist(tv: Page, title: RegExp): Promise<void> {
  await toLibraryPlaylist(tv, title);
  await press(tv, 'Enter');
  await expect(tv.getByTestId('playlist-row').first()).toBeFocused();
}

/** From the rows up to the playlist's header, then along it to the button named. */
async function toHeaderButton(tv: Page, name: RegExp): Promise<void> {
  for (let i = 0; i < 20 && !(await tv.evaluate(() => !!document.activeElement?.closest('.playlist-header'))); i++) await press(tv, 'ArrowUp');
  const buttons = await tv.locator('.playlist-header button').allTextContents();
  const there = buttons.findIndex((text) => name.test(text));
  const here = buttons.indexOf(await focusedText(tv));
  await focusByArrows(tv, there < here ? 'ArrowLeft' : 'ArrowRight', name, 6);
}

/**
 * On the playlist form, from the keyboard's first key: Right along its top row into the column
 * beside it, then down it, checking at each stop that Right stays (nothing lies beyond the column),
 * and at its button that Down stays too (nothing lies below it), by keys only.
 */
async function downTheFormColumn(tv: Page, buttonText: string): Promise<void> {
  const keyboard = tv.locator('.osk');
  await expect(keyboard.locator(':focus')).toHaveCount(1);
  await focusByArrows(tv, 'ArrowRight', /Private/, 8);
  const column = [tv.getByTestId('privacy-private'), tv.getByTestId('privacy-unlisted'), tv.getByTestId('privacy-public'), tv.getByTestId('create-button')];
  for (const [i, item] of column.entries()) {
    await expect(item).toBeFocused();
    await press(tv, 'ArrowRight');
    await painted(tv);
    await expect(item, `Right at the column's stop ${i + 1}`).toBeFocused();
    if (i < column.length - 1) await press(tv, 'ArrowDown');
  }
  await expect(tv.getByTestId('create-button')).toHaveText(buttonText);
  for (let i = 0; i < 2; i++) {
    await press(tv, 'ArrowDown');
    await painted(tv);
    expect(await focusedText(tv), `Down ${i + 1} below "${buttonText}"`).toBe(buttonText);
  }
  await expect(keyboard.locator(':focus')).toHaveCount(0);
}

/** Back hides the player's bar if it shows, and then leaves: to the playlist. */
async function backFromPlayer(tv: Page): Promise<void> {
  await press(tv, 'Escape');
  await painted(tv);
  if (await tv.getByTestId('player').isVisible()) await press(tv, 'Escape');
  await expect(tv.getByTestId('playlist-screen')).toBeVisible();
}

test.describe('editing playlists by remote', () => {
  test.beforeEach(({ tv, browser }) => openSignedIn(tv, browser));

  test('rename a playlist: title, description and privacy, saved and shown at once', async ({ tv, emulator }) => {
    const before = (await myPlaylists(emulator)).find((p) => p.snippet.title === 'Sunday cooking')!;
    await openOwnPlaylist(tv, /Sunday cooking/);
    // The real button, not the room kept for it while the rows load (hidden, with the same words).
    await expect(tv.locator('.playlist-header').getByRole('button', { name: /Play all/ })).toBeVisible();
    await tv.screenshot({ path: test.info().outputPath('own-playlist.png') });
    await toHeaderButton(tv, /^Edit$/);
    await press(tv, 'Enter');
    const form = tv.getByTestId('create-playlist-screen');
    await expect(form.locator('h1')).toHaveText('Edit playlist');
    await expect(tv.getByTestId('field-title')).toContainText('Sunday cooking');
    await expect(tv.getByTestId('privacy-public')).toHaveAttribute('aria-checked', 'true');
    await typeOnTv(tv, ' brunch');
    await expect(tv.getByTestId('field-title')).toContainText('Sunday cooking brunch');
    // The description, by arrows and OK on the on-screen keyboard: Next takes the keyboard there,
    // Clear empties it, and each key types its letter.
    const oskKey = (name: string) => tv.locator(`.osk [data-focus-key="create-${name}"]`);
    const pressOskKey = async (name: string) => {
      await arrowsTo(tv, oskKey(name));
      await press(tv, 'Enter');
      await painted(tv);
    };
    await pressOskKey('submit');
    await expect(tv.getByTestId('field-description')).toHaveAttribute('aria-pressed', 'true');
    await expect(oskKey('submit')).toHaveText('Save');
    await pressOskKey('clear');
    for (const ch of 'eggs at ten') await pressOskKey(ch === ' ' ? 'space' : `key-${ch}`);
    await expect(tv.getByTestId('field-description').locator('.field__value')).toHaveText('eggs at ten');
    await expect(tv.getByTestId('field-title')).toContainText('Sunday cooking brunch');
    // Who can see it: Unlisted.
    await focusByArrows(tv, 'ArrowRight', /Private|Unlisted|Public/, 12);
    await focusByArrows(tv, 'ArrowDown', /Unlisted/, 3);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('privacy-unlisted')).toHaveAttribute('aria-checked', 'true');
    await expect(tv.locator(':focus')).toContainText('Unlisted'); // OK chose it and focus stayed
    await tv.screenshot({ path: test.info().outputPath('edit-playlist.png') });
    await focusByArrows(tv, 'ArrowDown', /Save changes/, 4);
    await press(tv, 'Enter');
    // Back on the playlist, under its new name, with a notice of what happened.
    await expect(tv.getByTestId('playlist-screen').locator('h1')).toHaveText('Sunday cooking brunch');
    await expect(tv.getByTestId('session-notice')).toContainText('Saved “Sunday cooking brunch”.');
    // Beside the menu, not over it (at the foot it hid the account's entry).
    const [menu, notice] = [(await tv.getByTestId('menu').boundingBox())!, (await tv.getByTestId('session-notice').boundingBox())!];
    expect(notice.x).toBeGreaterThanOrEqual(menu.x + menu.width);
    // Where the screen's own text starts, its title's, not 1 rem nearer the menu.
    expect(Math.round(notice.x)).toBe(Math.round((await tv.getByTestId('playlist-screen').locator('h1').boundingBox())!.x));
    const after = (await myPlaylists(emulator)).find((p) => p.id === before.id)!;
    expect(after.snippet.title).toBe('Sunday cooking brunch');
    expect(after.snippet.description).toBe('eggs at ten');
    expect(before.snippet.description).not.toBe('eggs at ten');
    expect(after.status.privacyStatus).toBe('unlisted');
    // Library shows the new name too.
    await press(tv, 'Escape');
    await expect(tv.getByTestId('shelf-playlists')).toContainText('Sunday cooking brunch');
  });

  test('remove a video from a playlist, then delete the playlist after saying yes', async ({ tv, emulator }) => {
    const lists = await myPlaylists(emulator);
    const playlist = lists.find((p) => p.snippet.title === 'Watch on the big screen')!;
    const before = await itemsOf(emulator, playlist.id);
    await openOwnPlaylist(tv, /Watch on the big screen/);
    await press(tv, 'ArrowDown', 2);
    await painted(tv);
    const third = before[2]!;
    await expect(tv.locator(':focus')).toContainText(third.snippet.title);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await toVideoAction(tv, /Remove from “Watch on the big screen”/);
    // A question first, Cancel focused: Back (or Cancel) keeps the video in the playlist.
    await press(tv, 'Enter');
    const question = tv.getByRole('dialog', { name: 'Remove this video from “Watch on the big screen”?' });
    await expect(question.locator(':focus')).toHaveText('Cancel');
    await expect(question).toContainText(`“${third.snippet.title}” leaves this playlist.`);
    await tv.screenshot({ path: test.info().outputPath('remove-question.png') });
    await press(tv, 'Escape');
    await expect(question).toHaveCount(0);
    await expect(tv.getByTestId('remove-from-playlist')).toBeFocused();
    await press(tv, 'Enter');
    await press(tv, 'Enter'); // Cancel
    await expect(question).toHaveCount(0);
    await expect(tv.getByTestId('remove-from-playlist')).toBeFocused();
    expect((await itemsOf(emulator, playlist.id)).map((i) => i.id)).toEqual(before.map((i) => i.id));
    // Yes, this time.
    await press(tv, 'Enter');
    await expect(question.locator(':focus')).toHaveText('Cancel');
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Remove');
    await press(tv, 'Enter');
    // Back on the playlist, on the row that followed the removed one.
    await expect(tv.getByTestId('playlist-screen')).toBeVisible();
    await expect(tv.getByTestId('session-notice')).toContainText(`Removed “${third.snippet.title}” from “Watch on the big screen”.`);
    await painted(tv);
    await expect(tv.locator(':focus')).toContainText(before[3]!.snippet.title);
    const after = await itemsOf(emulator, playlist.id);
    expect(after.map((i) => i.id)).toEqual(before.filter((i) => i.id !== third.id).map((i) => i.id));

    // Delete: a question first, Cancel focused; Back keeps the playlist.
    await toHeaderButton(tv, /^Delete$/);
    await press(tv, 'Enter');
    const ask = tv.getByRole('dialog', { name: 'Delete “Watch on the big screen”?' });
    await expect(ask.locator(':focus')).toHaveText('Cancel');
    await tv.screenshot({ path: test.info().outputPath('delete-question.png') });
    await press(tv, 'Escape');
    await expect(ask).toHaveCount(0);
    await expect(tv.locator(':focus')).toHaveText('Delete');
    expect((await myPlaylists(emulator)).some((p) => p.id === playlist.id)).toBe(true);
    // Yes, this time.
    await press(tv, 'Enter');
    await expect(ask.locator(':focus')).toHaveText('Cancel');
    await press(tv, 'ArrowRight'); // Cancel first, then the deed
    await expect(tv.locator(':focus')).toHaveText('Delete playlist');
    // On its way (held here), the button says so and keeps its width under the ring: it shrank to "Deleting…".
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await tv.route('**/video/v3/playlists?**', async (route) => {
      if (route.request().method() === 'DELETE') await held;
      await route.fallback();
    });
    const width = () => tv.locator(':focus').evaluate((el) => Math.round(el.getBoundingClientRect().width));
    const asked = await width();
    await press(tv, 'Enter');
    await expect(tv.locator(':focus')).toHaveText('Deleting…');
    expect(await width()).toBe(asked);
    letGo();
    await expect(tv.getByTestId('library-screen')).toBeVisible();
    await expect(tv.getByTestId('session-notice')).toContainText('Deleted “Watch on the big screen”.');
    await expect(tv.getByTestId('shelf-playlists')).not.toContainText('Watch on the big screen');
    // Focus on the card that took the deleted one's place, not on another shelf.
    const shown = await myPlaylists(emulator);
    expect(shown.some((p) => p.id === playlist.id)).toBe(false);
    const at = lists.findIndex((p) => p.id === playlist.id);
    const neighbour = lists[at + 1] ?? lists[at - 1]!;
    await painted(tv);
    await expect(tv.getByTestId('shelf-playlists').locator(':focus')).toContainText(neighbour.snippet.title);
    await expect(tv.locator(':focus')).toBeInViewport();
  });

  test("a Delete that fails says why in its question; given up on, nothing is left said, and an Edit's failure is not the Delete's", async ({ tv, emulator }) => {
    const playlist = (await myPlaylists(emulator)).find((p) => p.snippet.title === 'Watch on the big screen')!;
    await openOwnPlaylist(tv, /Watch on the big screen/);
    // The service answers the first Edit without the playlist, and refuses the first Delete.
    let lookedUp = 0;
    let refused = 0;
    await tv.route('**/video/v3/playlists?**', (route) => {
      const method = route.request().method();
      if (method === 'GET' && route.request().url().includes('id=') && lookedUp++ === 0) return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ kind: 'youtube#playlistListResponse', items: [] }) });
      if (method === 'DELETE' && refused++ === 0) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 503, message: 'Backend Error', errors: [{ reason: 'backendError' }] } }) });
      return route.fallback();
    });
    await toHeaderButton(tv, /^Edit$/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-action-failed')).toContainText("Couldn't open the playlist to edit it.");
    // Delete's question says nothing of the Edit.
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Delete');
    await press(tv, 'Enter');
    const ask = tv.getByRole('dialog', { name: 'Delete “Watch on the big screen”?' });
    await expect(ask.locator(':focus')).toHaveText('Cancel');
    await expect(ask.getByTestId('delete-failed')).toHaveCount(0);
    await expect(ask.getByTestId('confirm-delete')).toHaveText('Delete playlist');
    // Refused: said inside the question.
    await press(tv, 'ArrowRight');
    await press(tv, 'Enter');
    await expect(ask.getByTestId('delete-failed')).toContainText("Couldn't delete “Watch on the big screen”.");
    await expect(ask.locator(':focus')).toHaveText('Try again');
    // Given up on: nothing of it is left under the header, and asked again the question starts afresh.
    await press(tv, 'Escape');
    await expect(ask).toHaveCount(0);
    await expect(tv.locator(':focus')).toHaveText('Delete');
    await expect(tv.getByTestId('playlist-action-failed')).toHaveCount(0);
    await press(tv, 'Enter');
    await expect(ask.locator(':focus')).toHaveText('Cancel');
    await expect(ask.getByTestId('delete-failed')).toHaveCount(0);
    await press(tv, 'Escape');
    expect((await myPlaylists(emulator)).some((p) => p.id === playlist.id)).toBe(true);
    expect((await focusReport(tv)).ok).toBe(true);
  });

  test('a removal that fails stays in its question, says why, and OK tries again', async ({ tv, emulator }) => {
    const playlist = (await myPlaylists(emulator)).find((p) => p.snippet.title === 'Watch on the big screen')!;
    const before = await itemsOf(emulator, playlist.id);
    await openOwnPlaylist(tv, /Watch on the big screen/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await toVideoAction(tv, /Remove from/);
    // The service refuses the first removal.
    let refused = 0;
    await tv.route('**/video/v3/playlistItems?**', (route) => {
      if (route.request().method() !== 'DELETE' || refused++ > 0) return route.fallback();
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 503, message: 'Backend Error', errors: [{ reason: 'backendError' }] } }) });
    });
    await press(tv, 'Enter');
    await press(tv, 'ArrowRight');
    await press(tv, 'Enter');
    const question = tv.getByRole('dialog');
    await expect(question.getByTestId('remove-failed')).toContainText("Couldn't remove it.");
    await expect(question.locator(':focus')).toHaveText('Try removing again');
    expect((await itemsOf(emulator, playlist.id)).length).toBe(before.length);
    expect((await focusReport(tv)).ok).toBe(true);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-screen')).toBeVisible();
    expect((await itemsOf(emulator, playlist.id)).map((i) => i.id)).toEqual(before.slice(1).map((i) => i.id));
  });

  test("the playlist form: Backspace deletes a letter only on the keyboard or the field being typed in; on the other field or the button it is Back, and asks", async ({ tv }) => {
    await openFromMenu(tv, /Library/);
    await expect(tv.locator(':focus')).toContainText('Create playlist');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
    await typeOnTv(tv, 'Road');
    const title = tv.getByTestId('field-title').locator('.field__value');
    await expect(title).toHaveText('Road');
    const ask = tv.getByRole('dialog', { name: 'Leave without creating the playlist?' });
    // On Description, not chosen (Title is the field typed in): a remote's Back. It took Title's last letter.
    await arrowsTo(tv, tv.getByTestId('field-description'));
    await expect(tv.getByTestId('field-title')).toHaveAttribute('aria-pressed', 'true');
    await press(tv, 'Backspace');
    await expect(ask.locator(':focus')).toHaveText('Keep editing');
    await press(tv, 'Enter');
    await expect(ask).toHaveCount(0);
    await expect(title).toHaveText('Road');
    // On Title itself, and on the keyboard: a letter goes.
    await arrowsTo(tv, tv.getByTestId('field-title'));
    await press(tv, 'Backspace');
    await expect(title).toHaveText('Roa');
    await arrowsTo(tv, tv.locator('.osk button').first());
    await press(tv, 'Backspace');
    await expect(title).toHaveText('Ro');
    // On the button: Back, which asks.
    await arrowsTo(tv, tv.getByTestId('create-button'));
    await press(tv, 'Backspace');
    await expect(ask.locator(':focus')).toHaveText('Keep editing');
    await press(tv, 'Enter');
    await expect(title).toHaveText('Ro');
  });

  test('the playlist form: a missing title said beside the keyboard until typed; typing not saved is never lost without asking', async ({ tv, emulator }) => {
    const before = (await myPlaylists(emulator)).length;
    await openFromMenu(tv, /Library/);
    await expect(tv.locator(':focus')).toContainText('Create playlist');
    await press(tv, 'Enter');
    const form = tv.getByTestId('create-playlist-screen');
    await expect(form).toBeVisible();
    const keyboard = tv.locator('.osk');
    const keyboardAt = (await keyboard.boundingBox())!.y;
    // Create with no title: said, beside the keyboard, which stays where it was.
    await arrowsTo(tv, tv.getByTestId('create-button'));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('form-error')).toHaveText('Give the playlist a title first.');
    expect((await keyboard.boundingBox())!.y).toBe(keyboardAt);
    // Spaces show as typed: the caret moves past a trailing one.
    await typeOnTv(tv, 'Road ');
    await expect(tv.getByTestId('field-title').locator('.field__value')).toHaveText('Road ');
    await expect(tv.getByTestId('form-error')).toHaveCount(0); // there is a title now
    await typeOnTv(tv, 'trip');
    // Back asks; Keep editing (focused) keeps everything, focus back where it was.
    await press(tv, 'Escape');
    const ask = tv.getByRole('dialog', { name: 'Leave without creating the playlist?' });
    await expect(ask.locator(':focus')).toHaveText('Keep editing');
    await press(tv, 'Enter');
    await expect(ask).toHaveCount(0);
    await expect(tv.getByTestId('field-title')).toContainText('Road trip');
    await expect(tv.getByTestId('create-button')).toBeFocused();
    // The menu asks too: Left into it, OK on Library (the section on show), Leave.
    const library = tv.getByTestId('menu').getByRole('button', { name: /Library/ });
    // Which item of the form focus leaves it from on the way (arrowsTo goes left through the keyboard).
    await tv.evaluate(() =>
      document.addEventListener('focusin', (event) => {
        const el = event.target as HTMLElement;
        if (el.closest('[data-testid="create-playlist-screen"]') && !el.closest('[role="dialog"]')) (window as unknown as { lastFormKey?: string | null }).lastFormKey = el.getAttribute('data-focus-key');
      }),
    );
    await arrowsTo(tv, library);
    const leftFrom = await tv.evaluate(() => (window as unknown as { lastFormKey?: string | null }).lastFormKey);
    expect(leftFrom).toMatch(/^create-/);
    await press(tv, 'Enter');
    await expect(ask.locator(':focus')).toHaveText('Keep editing');
    // Focus goes back into the form, where the viewer left it for the menu, not to the menu entry.
    await press(tv, 'Enter');
    await expect(form.locator(':focus')).toHaveCount(1);
    expect(await tv.evaluate(() => document.activeElement?.getAttribute('data-focus-key'))).toBe(leftFrom);
    await arrowsTo(tv, library);
    await press(tv, 'Enter');
    await expect(ask.locator(':focus')).toHaveText('Keep editing');
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Leave');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('library-screen')).toBeVisible();
    expect((await myPlaylists(emulator)).length).toBe(before);
    // With nothing typed, Back leaves at once.
    await expect(tv.locator(':focus')).toContainText('Create playlist');
    await press(tv, 'Enter');
    await expect(form).toBeVisible();
    await press(tv, 'Escape');
    await expect(tv.getByTestId('library-screen')).toBeVisible();
  });

  // Down below the form's button went up to the keyboard's top-right key (the key last left in it).
  test('the new playlist form\'s column beside the keyboard holds focus at its edges: Right beside it, Down below "Create playlist"', async ({ tv }) => {
    await openFromMenu(tv, /Library/);
    await expect(tv.locator(':focus')).toContainText('Create playlist');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('create-playlist-screen').locator('h1')).toHaveText('Create playlist');
    await downTheFormColumn(tv, 'Create playlist');
  });

  // The title's field was half the row and overhung the privacy choices: Up from Private went to
  // Title, past the Description field the choices stand under.
  test('each field stands over its column: Up from the privacy choices reaches Description, Up from the keyboard Title, and Down goes back', async ({ tv }) => {
    await openFromMenu(tv, /Library/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
    const [title, description, lastTopKey, side] = await Promise.all(
      [tv.getByTestId('field-title'), tv.getByTestId('field-description'), tv.locator('.osk__row').first().locator('.osk__key').last(), tv.locator('.form-side')].map(async (l) => (await l.boundingBox())!),
    );
    expect(Math.abs(title.x + title.width - (lastTopKey.x + lastTopKey.width)), 'the title ends where the keyboard\'s top row does, px').toBeLessThanOrEqual(1);
    expect(description.x, 'the description starts where the column beside the keyboard does').toBeGreaterThanOrEqual(side.x - 1);
    await focusByArrows(tv, 'ArrowRight', /Private/, 8);
    await press(tv, 'ArrowUp');
    await expect(tv.getByTestId('field-description')).toBeFocused();
    await press(tv, 'ArrowDown');
    await expect(tv.getByTestId('privacy-private')).toBeFocused();
    await press(tv, 'ArrowLeft');
    const keyboard = tv.locator('.osk');
    await expect(keyboard.locator(':focus')).toHaveCount(1);
    for (let i = 0; i < 8 && !(await tv.getByTestId('field-title').evaluate((el) => el === document.activeElement)); i++) await press(tv, 'ArrowUp');
    await expect(tv.getByTestId('field-title')).toBeFocused();
    await press(tv, 'ArrowDown');
    await expect(keyboard.locator(':focus')).toHaveCount(1);
  });

  test('the Edit form\'s column holds focus at its edges too: Right beside it, Down below "Save changes"', async ({ tv }) => {
    await openOwnPlaylist(tv, /Sunday cooking/);
    await toHeaderButton(tv, /^Edit$/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('create-playlist-screen').locator('h1')).toHaveText('Edit playlist');
    await downTheFormColumn(tv, 'Save changes');
  });

  test('Up while the rows are coming, then Edit and Back: focus is on Edit again', async ({ tv }) => {
    const rows = await holdRequests(tv, /\/playlistItems\?/);
    await openFromMenu(tv, /Library/);
    await focusByArrows(tv, 'ArrowRight', /Private mix/, 8);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-screen')).toBeVisible();
    // Before any row is here: focus is found again in the header, on the button nearest to where
    // it was (Edit or Delete, by where the Library's card stood), and Left or none reaches Edit.
    await press(tv, 'ArrowUp');
    await focusByArrows(tv, 'ArrowLeft', /^Edit$/, 2);
    expect(rows.asked()).toBeGreaterThan(0);
    rows.release();
    await expect(tv.getByTestId('playlist-row').first()).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText('Edit'); // the rows' arrival leaves it there
    await press(tv, 'Enter');
    await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
    await press(tv, 'Escape');
    await expect(tv.getByTestId('playlist-screen')).toBeVisible();
    await expect(tv.locator(':focus')).toHaveText('Edit');
  });

  test('Edit, a letter typed, Back and Leave: focus is on Edit again, not on a row', async ({ tv }) => {
    await openOwnPlaylist(tv, /Sunday cooking/);
    await toHeaderButton(tv, /^Edit$/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('create-playlist-screen')).toBeVisible();
    await press(tv, 'Enter'); // the keyboard's first key: a letter more in the title
    await press(tv, 'Escape');
    const ask = tv.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask.locator(':focus')).toHaveText('Keep editing');
    await press(tv, 'ArrowRight');
    await expect(tv.locator(':focus')).toHaveText('Leave');
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-screen')).toBeVisible();
    await painted(tv);
    // The question gave focus back to the form as it went, after the route had changed: that was
    // written down as where the viewer was on the playlist, and Back found no such item there.
    await expect(tv.locator(':focus')).toHaveText('Edit');
  });

  test('Play all plays the playlist from its first video, Shuffle in another order, each offering the next of its order', async ({ tv, emulator }) => {
    const playlist = (await myPlaylists(emulator)).find((p) => p.snippet.title === 'Sunday cooking')!;
    const items = await itemsOf(emulator, playlist.id);
    const titles = new Map(items.map((i) => [i.contentDetails.videoId, i.snippet.title]));
    await openOwnPlaylist(tv, /Sunday cooking/);
    await toHeaderButton(tv, /Play all/);
    await press(tv, 'Enter');
    const player = tv.getByTestId('player');
    await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
    await expect(player).toHaveAttribute('data-video-id', items[0]!.contentDetails.videoId);
    // Next: a later video of the playlist (one that cannot play here is passed over).
    const nextTitle = (await tv.getByTestId('player-next').textContent())!.replace(/^Next: /, '');
    expect(items.findIndex((i) => i.snippet.title === nextTitle)).toBeGreaterThan(0);
    await backFromPlayer(tv);
    await expect(tv.locator(':focus')).toHaveText(/Play all/);

    // Shuffle: some video of the playlist, and next another of it. Twice, since one shuffle may
    // happen to keep the first two in place.
    const orders: string[] = [];
    for (let i = 0; i < 3; i++) {
      await focusByArrows(tv, 'ArrowRight', /Shuffle/, 2);
      await press(tv, 'Enter');
      await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
      const first = (await player.getAttribute('data-video-id'))!;
      expect(titles.has(first)).toBe(true);
      const next = (await tv.getByTestId('player-next').textContent())!.replace(/^Next: /, '');
      expect([...titles.values()]).toContain(next);
      expect(next).not.toBe(titles.get(first));
      orders.push(`${first} ${next}`);
      await backFromPlayer(tv);
    }
    expect(orders.some((order) => order !== `${items[0]!.contentDetails.videoId} ${nextTitle}`)).toBe(true);
  });
});

/**
 * A title near the service's 150-character limit, typed on a physical keyboard (letters, digits,
 * spaces and commas only): 150 characters exactly.
 */
const LONG_TITLE = 'Everything the family saved for Sunday evenings in the living room, cooking shows, road trips and 40 documentaries to watch together on the big screen';

/** How the form's title field shows its text: on how many lines, and whether the caret and the last letter are inside its box. */
async function titleFieldView(tv: Page) {
  return tv.getByTestId('field-title').evaluate((field) => {
    const value = field.querySelector('.field__value')!;
    const box = value.getBoundingClientRect();
    const inside = (r: DOMRect) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    const texts: Text[] = [];
    const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent && !(n.parentElement as HTMLElement).classList.contains('muted')) texts.push(n as Text);
    const last = texts[texts.length - 1]!;
    const letter = document.createRange();
    letter.setStart(last, last.length - 1);
    letter.setEnd(last, last.length);
    const whole = document.createRange();
    whole.selectNodeContents(last);
    const tops = new Set([...whole.getClientRects()].map((r) => Math.round(r.top)));
    const first = document.createRange();
    first.setStart(texts[0]!, 0);
    first.setEnd(texts[0]!, 1);
    const caret = field.querySelector('.caret');
    return {
      lines: tops.size,
      caretShown: !!caret && inside(caret.getBoundingClientRect()),
      lastLetterShown: inside(letter.getBoundingClientRect()),
      firstLetterShown: inside(first.getBoundingClientRect()),
      cutAt: value.className.match(/--cut-(left|right)/)?.[1],
    };
  });
}

/** A playlist of Ada's titled LONG_TITLE, holding the first video of "Sunday cooking": made through the API. */
async function longTitlePlaylistWithAVideo(emulator: Parameters<typeof apiAs>[0]): Promise<{ id: string }> {
  const source = (await myPlaylists(emulator)).find((p) => p.snippet.title === 'Sunday cooking')!;
  const video = (await itemsOf(emulator, source.id))[0]!.contentDetails.videoId;
  const made = await apiPostAs(emulator, 'acct-ada', '/playlists?part=snippet,status', { snippet: { title: LONG_TITLE }, status: { privacyStatus: 'private' } });
  await apiPostAs(emulator, 'acct-ada', '/playlistItems?part=snippet', { snippet: { playlistId: made.id, resourceId: { kind: 'video#video', videoId: video } } });
  return made;
}

/** Library, then Create playlist: the new playlist form, focus on its keyboard's first key. */
async function openNewPlaylistForm(tv: Page): Promise<void> {
  await openFromMenu(tv, /Library/);
  await expect(tv.locator(':focus')).toContainText('Create playlist');
  await press(tv, 'Enter');
  await expect(tv.getByTestId('create-playlist-screen').locator('h1')).toHaveText('Create playlist');
  await expect(tv.locator('.osk :focus')).toHaveCount(1);
}

test.describe('a playlist title near the 150-character limit', () => {
  test.beforeEach(({ tv, browser }) => openSignedIn(tv, browser));

  test('typing in the description, the long title above shows its start, its end faded out', async ({ tv }) => {
    await openNewPlaylistForm(tv);
    await typeOnTv(tv, LONG_TITLE);
    expect(await titleFieldView(tv)).toMatchObject({ firstLetterShown: false, lastLetterShown: true, cutAt: 'left' });
    await arrowsTo(tv, tv.getByTestId('field-description'));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('field-description')).toHaveAttribute('aria-pressed', 'true');
    // Read as a title is read: from its first letter (it showed "…screen", its end).
    expect(await titleFieldView(tv)).toMatchObject({ lines: 1, caretShown: false, firstLetterShown: true, lastLetterShown: false, cutAt: 'right' });
    await tv.screenshot({ path: test.info().outputPath('long-title-not-typed-in.png') });
    // Back to it: its end again, where the next letter goes.
    await arrowsTo(tv, tv.getByTestId('field-title'));
    await press(tv, 'Enter');
    expect(await titleFieldView(tv)).toMatchObject({ caretShown: true, lastLetterShown: true, cutAt: 'left' });
  });

  test('the title field shows its end while typing, where the caret is, on one line', async ({ tv }) => {
    await openNewPlaylistForm(tv);
    await typeOnTv(tv, LONG_TITLE.slice(0, 130));
    const field = tv.getByTestId('field-title');
    await expect(field).toContainText(LONG_TITLE.slice(0, 130));
    const view = await titleFieldView(tv);
    expect(view.lines, 'the title on one line').toBe(1);
    expect(view.caretShown, 'the caret inside the field').toBe(true);
    expect(view.lastLetterShown, 'the last letter typed inside the field').toBe(true);
    // The letters typed next show too, and Delete takes the last one away where it shows.
    await typeOnTv(tv, LONG_TITLE.slice(130, 140));
    expect((await titleFieldView(tv)).lastLetterShown).toBe(true);
    await press(tv, 'Backspace');
    await expect(field).toContainText(LONG_TITLE.slice(0, 139));
    expect((await titleFieldView(tv)).caretShown).toBe(true);
    await tv.screenshot({ path: test.info().outputPath('long-title-field.png') });
  });

  test('a counter shows near the limit, says when it is reached, and a letter past it is refused with a message', async ({ tv, emulator }) => {
    await openNewPlaylistForm(tv);
    const count = tv.getByTestId('title-count');
    await typeOnTv(tv, LONG_TITLE.slice(0, 119));
    await expect(tv.getByTestId('field-title')).toContainText(LONG_TITLE.slice(100, 119));
    await expect(count).toHaveCount(0); // not while far from it
    await typeOnTv(tv, LONG_TITLE.slice(119, 120));
    await expect(count).toHaveText('120 / 150');
    await typeOnTv(tv, LONG_TITLE.slice(120, 142));
    await expect(count).toHaveText('142 / 150');
    const px = await count.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) / (innerWidth / 1920));
    expect(px, 'the counter at 24 px at least (at 1080p)').toBeGreaterThanOrEqual(23.9);
    await typeOnTv(tv, LONG_TITLE.slice(142));
    await expect(count).toHaveText(/^150 \/ 150\b.*limit/i);
    await expect(tv.getByTestId('title-full')).toHaveCount(0);
    // OK on the keyboard's focused letter: not taken, and the viewer is told so.
    await expect(tv.locator('.osk :focus')).toHaveCount(1);
    await press(tv, 'Enter');
    const full = tv.getByTestId('title-full');
    await expect(full).toBeVisible();
    await expect(full).toHaveAttribute('role', 'alert');
    await expect(full).toContainText('150');
    expect(await full.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) / (innerWidth / 1920))).toBeGreaterThanOrEqual(23.9);
    expect(await tv.getByTestId('field-title').locator('.field__value').innerText()).toBe(LONG_TITLE);
    await tv.screenshot({ path: test.info().outputPath('title-at-limit.png') });
    // To the description and back: the refusal is not said again, nothing having been refused.
    await arrowsTo(tv, tv.getByTestId('field-description'));
    await press(tv, 'Enter');
    await expect(full).toHaveCount(0);
    await arrowsTo(tv, tv.getByTestId('field-title'));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('field-title')).toHaveAttribute('aria-pressed', 'true');
    await expect(full).toHaveCount(0);
    // A letter now is refused again, and said again.
    await arrowsTo(tv, tv.locator('.osk__key').first());
    await press(tv, 'Enter');
    await expect(full).toBeVisible();
    // Delete one: the message goes, the counter says there is room again.
    await press(tv, 'Backspace');
    await expect(full).toHaveCount(0);
    await expect(count).toHaveText('149 / 150');
    await typeOnTv(tv, LONG_TITLE.slice(149));
    // Saved: the whole title typed, nothing lost.
    await arrowsTo(tv, tv.getByTestId('create-button'));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('library-screen')).toBeVisible();
    await expect.poll(async () => (await myPlaylists(emulator)).some((p) => p.snippet.title === LONG_TITLE)).toBe(true);
  });

  test('deleting a playlist with a 150-character title: the question names it in three lines at most, its buttons inside the safe area, and the notice after in three', async ({ tv, emulator }) => {
    const made = await longTitlePlaylistWithAVideo(emulator);
    await openOwnPlaylist(tv, /^Everything the family saved/);
    await toHeaderButton(tv, /^Delete$/);
    await press(tv, 'Enter');
    // Named whole to a screen reader, drawn in three lines: it took eight and filled the screen.
    const ask = tv.getByRole('dialog', { name: `Delete “${LONG_TITLE}”?` });
    await expect(ask.locator(':focus')).toHaveText('Cancel');
    const lines = (el: Element) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
    expect(await ask.locator('h2').evaluate(lines)).toBeLessThanOrEqual(3);
    expect(await outsideSafeArea(tv)).toEqual([]);
    expect((await focusReport(tv)).ok).toBe(true);
    await tv.screenshot({ path: test.info().outputPath('delete-long-title.png') });
    await press(tv, 'ArrowRight');
    await expect(ask.locator(':focus')).toHaveText('Delete playlist');
    expect((await focusReport(tv)).ok).toBe(true);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('library-screen')).toBeVisible();
    const notice = tv.getByTestId('session-notice');
    await expect(notice).toContainText('Deleted “Everything the family saved');
    expect(await notice.locator('.clamp-3').evaluate(lines)).toBeLessThanOrEqual(3);
    await tv.screenshot({ path: test.info().outputPath('deleted-long-title.png') });
    await expect.poll(async () => (await myPlaylists(emulator)).some((p) => p.id === made.id)).toBe(false);
  });

  test('"Remove from" a playlist with a long title is one line, the title cut with an ellipsis and whole in its label; the header clamps it to two lines', async ({ tv, emulator }) => {
    await longTitlePlaylistWithAVideo(emulator);
    await openOwnPlaylist(tv, /^Everything the family saved/);
    // The header: the title on two lines at most, cut with an ellipsis.
    const heading = tv.getByTestId('playlist-screen').locator('h1');
    const lines = await heading.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBeLessThanOrEqual(2);
    await tv.screenshot({ path: test.info().outputPath('long-title-playlist.png') });
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await toVideoAction(tv, /Remove from/);
    const remove = tv.getByTestId('remove-from-playlist');
    await expect(remove).toBeFocused();
    await expect(remove).toHaveAttribute('aria-label', `Remove from “${LONG_TITLE}”`);
    const heights = await tv.evaluate(() => {
      const h = (key: string) => document.querySelector(`[data-focus-key="${key}"]`)!.getBoundingClientRect().height;
      return { remove: h('remove-from-playlist'), add: h('add-to-playlist') };
    });
    expect(heights.remove, 'as tall as "Add to playlist": one line').toBeLessThanOrEqual(heights.add + 1);
    const name = remove.locator('.btn__name');
    // Cut with an ellipsis right after its last letter (no space before it), and nothing hidden
    // past it: the box is as wide as what it shows.
    const shown = (await name.textContent())!;
    expect(shown).toMatch(/\S…$/);
    expect(LONG_TITLE.startsWith(shown.slice(0, -1))).toBe(true);
    expect(shown.length).toBeLessThan(LONG_TITLE.length);
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'nothing cut past the ellipsis').toBe(true);
    // The closing quote after the cut title still shows, inside the button.
    expect(await remove.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    // Too long for the buttons' line, the title takes the row's width on a line of its own, not
    // a 20 rem stub beside the others (which wrapped anyway), and nothing passes the row's end.
    const rem = await tv.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(await name.evaluate((el) => el.clientWidth)).toBeGreaterThan(40 * rem);
    expect((await roomAfterButtons(tv)).room).toBeGreaterThanOrEqual(0);
    expect((await focusReport(tv)).ok).toBe(true);
    await tv.screenshot({ path: test.info().outputPath('remove-long-title.png') });
  });

  test('Delete\'s question holds a one-word title longer than its line: broken inside the dialog, every letter shown', async ({ tv, emulator }) => {
    const word = 'Donaudampfschifffahrtsgesellschaftskapitänsmützen';
    await apiPostAs(emulator, 'acct-ada', '/playlists?part=snippet,status', { snippet: { title: word }, status: { privacyStatus: 'private' } });
    await toLibraryPlaylist(tv, new RegExp(word.slice(0, 12)));
    await press(tv, 'Enter');
    await expect(tv.getByTestId('playlist-screen')).toBeVisible();
    await toHeaderButton(tv, /^Delete$/);
    await press(tv, 'Enter');
    const ask = tv.getByRole('dialog', { name: `Delete “${word}”?` });
    await expect(ask.locator(':focus')).toHaveText('Cancel');
    const overflow = await ask.evaluate((dialog) => {
      const box = dialog.getBoundingClientRect();
      const title = dialog.querySelector('.dialog__title')!;
      const range = document.createRange();
      range.selectNodeContents(title);
      const text = range.getBoundingClientRect();
      return { past: Math.round(text.right - box.right), before: Math.round(box.left - text.left), scrolls: title.scrollWidth > title.clientWidth + 1 };
    });
    expect(overflow.past, 'the title inside the dialog').toBeLessThanOrEqual(0);
    expect(overflow.before).toBeLessThanOrEqual(0);
    expect(overflow.scrolls).toBe(false);
    expect(await outsideSafeArea(tv)).toEqual([]);
    await tv.screenshot({ path: test.info().outputPath('delete-one-word.png') });
  });

  test('"Remove from" beside a video that cannot play here: the title cut right after a letter, with nothing blank before its closing quote', async ({ tv, emulator }) => {
    const playlist = (await myPlaylists(emulator)).find((p) => p.snippet.title === 'Watch on the big screen')!;
    const ids = (await itemsOf(emulator, playlist.id)).map((item) => item.contentDetails.videoId);
    const facts = (await apiAs(emulator, 'acct-ada', `/videos?part=status&id=${ids.join(',')}`)).items as { id: string; status: { embeddable: boolean } }[];
    const row = ids.findIndex((id) => facts.find((v) => v.id === id)?.status.embeddable === false);
    expect(row, 'a video of the playlist its owner keeps out of apps').toBeGreaterThanOrEqual(0);
    await openOwnPlaylist(tv, /Watch on the big screen/);
    await press(tv, 'ArrowDown', row);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen').getByText(/does not allow it to be played in apps/)).toBeVisible();
    // Three buttons, no Play: the title shares their line, cut. It read "Watch on the big … ”".
    const name = tv.getByTestId('remove-from-playlist').locator('.btn__name');
    await expect(name).toHaveText(/^Watch on the \S*…$/);
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'nothing cut past the ellipsis').toBe(true);
    await expect(tv.getByTestId('remove-from-playlist')).toHaveAttribute('aria-label', 'Remove from “Watch on the big screen”');
    expect((await roomAfterButtons(tv)).lines).toBe(1);
    await tv.screenshot({ path: test.info().outputPath('remove-cut-title.png') });
  });

  test('"Remove from" shows a playlist\'s title whole when the row has room for it, past the 20 rem a title is otherwise cut at', async ({ tv }) => {
    await openOwnPlaylist(tv, /Watch on the big screen/);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    const name = tv.getByTestId('remove-from-playlist').locator('.btn__name');
    await expect(name).toHaveText('Watch on the big screen');
    expect(await name.evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth, over20rem: el.scrollWidth > 20 * parseFloat(getComputedStyle(document.documentElement).fontSize) })), 'whole, though longer than 20 rem').toEqual({ cut: false, over20rem: true });
    // Four buttons and a name that long do not share one line: they take two, inside the row.
    expect(await roomAfterButtons(tv)).toEqual({ lines: 2, room: expect.any(Number) });
    expect((await roomAfterButtons(tv)).room).toBeGreaterThanOrEqual(0);
    await tv.screenshot({ path: test.info().outputPath('remove-whole-title.png') });
  });

  test('the playlist header shows a title that fits in two lines whole', async ({ tv }) => {
    await openOwnPlaylist(tv, /Watch on the big screen/);
    const heading = tv.getByTestId('playlist-screen').locator('h1');
    await expect(heading).toHaveText('Watch on the big screen');
    const cut = await heading.evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
    expect(cut, 'the title cut').toBe(false);
    // The rows' list below it still ends inside the page: no row cut at its foot by the header's height.
    const overrun = await tv.evaluate(() => {
      const screen = document.querySelector('[data-testid="playlist-screen"]')!;
      let list = document.querySelector('[data-testid="playlist-row"]')!.parentElement!;
      while (list.parentElement !== screen && getComputedStyle(list).overflowY === 'visible') list = list.parentElement!;
      return list.getBoundingClientRect().bottom - screen.getBoundingClientRect().bottom;
    });
    expect(overrun).toBeLessThanOrEqual(1);
    // Nor does any row show a sliver at the foot of the list: each in its window is whole or unseen.
    const slivers = await tv.evaluate(() => {
      const grid = document.querySelector('[data-testid="playlist-screen"] [data-testid="grid"]')!.getBoundingClientRect();
      return Array.from(document.querySelectorAll('[data-testid="playlist-row"]'))
        .map((row) => row.getBoundingClientRect())
        .filter((r) => r.top < grid.bottom - 0.5 && r.bottom > grid.bottom + 0.5)
        .map((r) => `${Math.round(grid.bottom - r.top)} px of a row`);
    });
    expect(slivers).toEqual([]);
    await tv.screenshot({ path: test.info().outputPath('playlist-header.png') });
  });
});

test.describe('Play all on a playlist longer than a page', () => {
  test.beforeEach(({ tv, browser }) => openSignedIn(tv, browser));

  test('fetches the pages not loaded yet, focus staying on the button, and plays from the whole list', async ({ tv, emulator }) => {
    const playlist = (await myPlaylists(emulator)).find((p) => p.snippet.title === 'Everything, all at once')!;
    const items = await allPages<ItemJson>(emulator, 'acct-ada', `/playlistItems?part=snippet,contentDetails&playlistId=${playlist.id}`);
    expect(items.length).toBeGreaterThan(200);
    // The first page says it holds one video (the next page token stays): what Play all plays
    // after it can only come from the pages after it. Those come slowly, so the wait shows.
    const asked: string[] = [];
    await tv.route(/\/playlistItems\?/, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('playlistId') !== playlist.id) return route.continue();
      const token = url.searchParams.get('pageToken');
      asked.push(token ?? 'first');
      if (token) {
        await new Promise((r) => setTimeout(r, 700));
        return route.continue();
      }
      const response = await route.fetch();
      const body = (await response.json()) as { items: unknown[] };
      await route.fulfill({ response, json: { ...body, items: body.items.slice(0, 1) } });
    });
    const later = items.slice(50, 200);
    const laterIds = new Set(later.map((i) => i.contentDetails.videoId));
    const laterTitles = new Set(later.map((i) => i.snippet.title));

    await openOwnPlaylist(tv, /Everything, all at once/);
    await toHeaderButton(tv, /Play all/);
    await press(tv, 'Enter');
    const button = tv.getByTestId('playlist-play-all');
    await expect(button).toHaveText('▶ Loading…');
    await expect(button).toBeFocused();
    await tv.screenshot({ path: test.info().outputPath('play-all-loading.png') });
    const player = tv.getByTestId('player');
    await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 15_000 });
    // Every page after the first was asked for, once, before the player started.
    expect(asked[0]).toBe('first');
    expect(asked.filter((t) => t !== 'first')).toHaveLength(4); // 50, 100, 150, 200: 183 items in all, under the 200 limit
    expect(new Set(asked).size).toBe(asked.length);
    const first = (await player.getAttribute('data-video-id'))!;
    expect(first === items[0]!.contentDetails.videoId || laterIds.has(first) || items.slice(200).some((i) => i.contentDetails.videoId === first)).toBe(true);
    // Next: a video of the pages fetched on the press (with the first page only, there was none).
    const nextTitle = (await tv.getByTestId('player-next').textContent())!.replace(/^Next: /, '');
    expect(laterTitles.has(nextTitle) || items.slice(200).some((i) => i.snippet.title === nextTitle)).toBe(true);
    await backFromPlayer(tv);
    await expect(button).toHaveText('▶ Play all');
    await expect(button).toBeFocused();

    // Shuffle: the list is all here now, so nothing more is asked, and it plays at once.
    const before = asked.length;
    await focusByArrows(tv, 'ArrowRight', /Shuffle/, 2);
    await press(tv, 'Enter');
    await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
    expect(asked).toHaveLength(before);
    await expect(tv.getByTestId('player-next')).toBeVisible();
  });
});

test.describe("a channel's uploads", () => {
  test('Play all plays them from the newest; Shuffle plays one of them', async ({ tv, browser, emulator }) => {
    await openSignedIn(tv, browser);
    await press(tv, 'Enter');
    await expect(tv.getByTestId('video-screen')).toBeVisible();
    await toVideoAction(tv, /Go to channel/);
    await press(tv, 'Enter');
    const screen = tv.getByTestId('channel-screen');
    await expect(screen.getByTestId('uploads-play-all')).toBeVisible();
    const channelTitle = (await screen.locator('h1').textContent())!.trim();
    const channels = await apiAs(emulator, 'acct-ada', `/search?part=snippet&type=channel&q=${encodeURIComponent(channelTitle)}&maxResults=5`);
    const channelId = channels.items.find((c: { snippet: { title: string } }) => c.snippet.title === channelTitle).id.channelId;
    const uploadsId = (await apiAs(emulator, 'acct-ada', `/channels?part=contentDetails&id=${channelId}`)).items[0].contentDetails.relatedPlaylists.uploads;
    const uploads = (await itemsOf(emulator, uploadsId)).map((i) => i.contentDetails.videoId);
    // Up to the buttons under the name, then along them to Play all.
    for (let i = 0; i < 4 && !(await tv.evaluate(() => !!document.activeElement?.closest('.channel-header__actions'))); i++) await press(tv, 'ArrowUp');
    await focusByArrows(tv, 'ArrowRight', /Play all/, 4);
    await press(tv, 'Enter');
    const player = tv.getByTestId('player');
    await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
    expect(uploads.indexOf((await player.getAttribute('data-video-id'))!)).toBeGreaterThanOrEqual(0);
    expect(uploads.indexOf((await player.getAttribute('data-video-id'))!)).toBeLessThan(3); // the newest that can play here
    await press(tv, 'Escape');
    await painted(tv);
    if (await player.isVisible()) await press(tv, 'Escape');
    await expect(screen).toBeVisible();
    await focusByArrows(tv, 'ArrowRight', /Shuffle/, 2);
    await press(tv, 'Enter');
    await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
    expect(uploads).toContain(await player.getAttribute('data-video-id'));
  });
});

test.describe('an empty playlist filled from Search', () => {
  test.beforeEach(({ tv, browser }) => openSignedIn(tv, browser));

  test('Back to it lands on the playlist, not on the menu: the button left from is gone once it has a video', async ({ tv }) => {
    await toLibraryPlaylist(tv, /Empty for now/);
    await press(tv, 'Enter');
    const screen = tv.getByTestId('playlist-screen');
    await expect(screen.getByRole('button', { name: 'Find videos in Search' })).toBeFocused();
    await press(tv, 'Enter');
    await expect(tv.getByTestId('search-screen')).toBeVisible();
    await typeOnTv(tv, 'the');
    await focusByArrows(tv, 'ArrowDown', /Clear|Search/, 10);
    await focusByArrows(tv, 'ArrowRight', /^Search$/, 2);
    await press(tv, 'Enter');
    const first = tv.getByTestId('search-results').getByTestId('card').first();
    await expect(first).toBeVisible();
    for (let i = 0; i < 6 && !(await tv.evaluate(() => !!document.activeElement?.closest('[data-testid="search-results"]'))); i++) await press(tv, 'ArrowDown');
    await press(tv, 'Enter');
    const video = tv.getByTestId('video-screen');
    await expect(video).toBeVisible();
    await toVideoAction(tv, /Add to playlist/);
    await press(tv, 'Enter');
    const dialog = tv.getByRole('dialog', { name: 'Add to playlist' });
    await expect(dialog).toContainText('Empty for now');
    await focusByArrows(tv, 'ArrowDown', /Empty for now/, 12);
    await press(tv, 'Enter');
    await expect(dialog).toHaveCount(0);
    // Back: the video's results, the keyboard, then the playlist.
    for (let i = 0; i < 5 && (await screen.count()) === 0; i++) {
      await press(tv, 'Escape');
      await painted(tv);
    }
    await expect(screen.getByTestId('playlist-row')).toHaveCount(1);
    await painted(tv);
    await tv.waitForTimeout(300);
    expect(await tv.evaluate(() => !!document.activeElement?.closest('[data-testid="playlist-screen"]')), `focus on "${await focusedText(tv)}"`).toBe(true);
    await tv.screenshot({ path: test.info().outputPath('back-to-filled-playlist.png') });
  });
});

/** The video page's buttons: on how many lines, and the room left after the last (px). */
async function roomAfterButtons(tv: Page): Promise<{ lines: number; room: number }> {
  return tv.evaluate(() => {
    const row = document.querySelector<HTMLElement>('.video-details__actions')!;
    const buttons = Array.from(row.querySelectorAll<HTMLElement>(':scope > .btn'));
    const lines = new Set(buttons.map((b) => b.offsetTop)).size;
    const end = Math.max(...buttons.map((b) => b.getBoundingClientRect().right));
    return { lines, room: row.getBoundingClientRect().right - end };
  });
}
