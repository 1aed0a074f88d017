import { expect, focusedText, openFromMenu, press, signIn, test } from './fixtures.ts';


test.describe('browsing by remote', () => {
  test('every section from the menu, and Back goes Home', async ({ tv, browser }) => {
    test.setTimeout(90_000);
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('home-screen')).toBeVisible();
    await expect(tv.getByTestId('card').first()).toBeVisible();
    await tv.screenshot({ path: test.info().outputPath('home.png') });
    for (const [name, id] of [
      [/Subscriptions/, 'subscriptions-screen'],
      [/Library/, 'library-screen'],
      [/Search/, 'search-screen'],
      [/Live/, 'live-screen'],
    ] as const) {
      await openFromMenu(tv, name);
      await expect(tv.getByTestId(id)).toBeVisible();
      await tv.waitForTimeout(500);
      await tv.screenshot({ path: test.info().outputPath(`${id}.png`) });
      await press(tv, 'Escape');
      await expect(tv.getByTestId('home-screen')).toBeVisible();
    }
    expect(await focusedText(tv)).not.toBe('');
  });

  test("a card keeps its date whole beside a long channel name, and the name gives way, cut short with an ellipsis", async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    await expect(tv.getByTestId('card').first()).toBeFocused();
    await expect(tv.getByRole('region', { name: 'Your recent activity' }).getByTestId('card').first()).toBeVisible();
    const lines = await tv.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.card__subtitle--facts'))
        .filter((line) => line.children.length > 1 && line.firstElementChild!.classList.contains('card__fact--gives'))
        .map((line) => {
          const name = line.firstElementChild as HTMLElement;
          const date = line.lastElementChild as HTMLElement;
          return { text: line.textContent, dateShown: date.getBoundingClientRect().top === line.getBoundingClientRect().top, nameCut: name.scrollWidth > name.clientWidth + 1 };
        }),
    );
    expect(lines.length, 'cards with a channel and a date').toBeGreaterThan(1);
    // At 100 % text every card has room for 8 em of a name and the date: none drops its date.
    expect(lines.filter((line) => !line.dateShown).map((line) => line.text)).toEqual([]);
    expect(lines.some((line) => line.nameCut), 'a long channel name cut short beside its date').toBe(true);
  });

  test('a card names a right-to-left channel first and its date intact, as with any channel', async ({ tv, browser }) => {
    await tv.goto('/');
    await signIn(tv, browser, 'Ada Lovelace');
    const subtitle = tv.locator('.card__subtitle', { hasText: 'مطبخ سارة' }).first();
    await expect(subtitle).toBeVisible();
    // Where the name and the date are drawn, read from the text itself.
    const drawn = await subtitle.evaluate((el) => {
      const texts = [...el.querySelectorAll('.card__fact:first-child, bdi')].map((b) => b.firstChild as Text);
      const at = (part: string) => {
        const text = texts.find((t) => t.data.includes(part))!;
        const range = document.createRange();
        const start = text.data.indexOf(part);
        range.setStart(text, start);
        range.setEnd(text, start + part.length);
        return range.getBoundingClientRect();
      };
      const date = texts.map((t) => /\d{1,2} [A-Z][a-z]{2,4}( \d{4})?/.exec(t.data)?.[0]).find(Boolean)!;
      const dateBox = [...el.querySelectorAll('.card__fact')].pop()!;
      const [line, box] = [el.getBoundingClientRect(), dateBox.getBoundingClientRect()];
      return {
        name: at('مطبخ سارة').left,
        date: at(date).left,
        day: at(date.split(' ')[0]!).left,
        month: at(date.split(' ')[1]!).left,
        // The date is drawn whole, inside the line (a date that does not fit is not drawn at all).
        dateCut: (dateBox as HTMLElement).scrollWidth > (dateBox as HTMLElement).clientWidth + 1 || box.left < line.left - 1 || box.right > line.right + 1 || box.top !== line.top,
      };
    });
    expect(drawn.name).toBeLessThan(drawn.date); // the channel, then the date, left to right
    expect(drawn.day).toBeLessThan(drawn.month); // "21 Nov", not "Nov 21"
    expect(drawn.dateCut).toBe(false);
  });
});
