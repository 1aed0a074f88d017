import type { Page } from '@playwright/test';

/**
 * The app's script requests as a page makes them, in order: what a screen cost is read from what
 * the browser fetched by the moment it showed, not from what index.html names (a lazily loaded
 * chunk, or a bundle fetched and thrown away, would be missed).
 */
export function scriptRequests(page: Page, base: string): { seen(): string[] } {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && req.url().startsWith(base)) {
      const path = new URL(req.url()).pathname;
      if (!seen.includes(path)) seen.push(path);
    }
  });
  return { seen: () => [...seen] };
}
