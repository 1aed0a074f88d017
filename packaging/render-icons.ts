/**
 * Renders public/icon.svg into the PNG icons and splash the TV platforms and the web app manifest
 * ask for, with the same Chromium the e2e tests use. Run after changing the SVG:
 *   npx tsx packaging/render-icons.ts
 * The PNGs are committed (public/icons/), so packaging itself needs no browser.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/icon.svg', 'utf8');
const BG = '#0b1220';
/** name, width, height, icon size within (square), and an optional caption (the splash). */
const OUTPUTS: [string, number, number, number, string?][] = [
  ['icon-80.png', 80, 80, 80], // webOS appinfo "icon"
  ['icon-130.png', 130, 130, 130], // webOS appinfo "largeIcon"
  ['icon-192.png', 192, 192, 192], // manifest
  ['icon-512.png', 512, 512, 512], // manifest, Tizen config.xml
  ['tizen-512x423.png', 512, 423, 360], // Tizen TV app icon size
  ['splash-1920x1080.png', 1920, 1080, 320, 'tenfoot'], // webOS appinfo "splashBackground"
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, width, height, size, caption] of OUTPUTS) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  const text = caption ? `<div style="font:700 96px 'DejaVu Sans',sans-serif;color:#fbbf24;margin-top:48px">${caption}</div>` : '';
  await page.setContent(
    `<body style="margin:0;width:${width}px;height:${height}px;display:flex;flex-direction:column;align-items:center;justify-content:center;background:${size === width && size === height ? 'transparent' : BG}">
      <div style="width:${size}px;height:${size}px">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div>${text}</body>`,
  );
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: size === width && size === height });
  await page.close();
}
await browser.close();
console.log(`rendered ${OUTPUTS.length} images into public/icons/`);
