import type { Page } from '@playwright/test';

/** Presses a key on the TV, `times` times. */
export async function pressKeys(tv: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await tv.keyboard.press(key);
}

/**
 * From Home's first card, as a viewer: Left into the menu, down to Search, "a" typed on the
 * on-screen keyboard, Search pressed; resolves once the first result card is on screen
 * (1,272 results in the emulator's catalogue).
 */
export async function searchForA(tv: Page): Promise<void> {
  await pressKeys(tv, 'ArrowLeft', 2);
  await pressKeys(tv, 'ArrowDown', 3); // Home -> Search in the menu
  await pressKeys(tv, 'Enter');
  await tv.getByTestId('search-screen').waitFor();
  await tv.waitForFunction(() => document.activeElement?.textContent === 'a');
  await pressKeys(tv, 'Enter'); // types "a"
  await pressKeys(tv, 'ArrowDown', 7);
  await pressKeys(tv, 'ArrowRight');
  await pressKeys(tv, 'Enter'); // Search
  await tv.getByTestId('search-results').getByTestId('card').first().waitFor();
}
