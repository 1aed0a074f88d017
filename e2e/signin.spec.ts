import { approveOnPhone, expect, focusByArrows, press, readCodeFromTv, signIn, test } from './fixtures.ts';

test.describe('device sign-in', () => {
  test('the viewer approves on the phone and the TV shows the account', async ({ tv, browser, emulator }) => {
    await tv.goto('/');
    const { code, url } = await readCodeFromTv(tv);
    expect(code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(url).toBe(`${emulator.base}/device`);
    await expect(tv.getByRole('img', { name: /QR/ })).toBeVisible();
    await expect(tv.getByTestId('code-countdown')).toContainText(/Code expires in \d+:\d\d/);
    await tv.screenshot({ path: test.info().outputPath('signin.png') });

    const phone = await approveOnPhone(browser, url, code, 'Ada Lovelace');
    await expect(phone.getByRole('heading', { name: "You're all set" })).toBeVisible();
    const account = tv.getByTestId('signed-in-account');
    await expect(account).toContainText('Ada Lovelace');
    await expect(account.locator('img')).toBeVisible();
    await tv.screenshot({ path: test.info().outputPath('home.png') });
  });
});
