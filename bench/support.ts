import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { START_FLOOR_FILES } from './lib/startFloor.ts';

export const CHROMIUM_ARGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--no-sandbox', '--disable-gpu'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** Serves dist/ (or BENCH_DIST, another build) as a TV would fetch it, with config.json pointed at the given emulator, and the start's floor page (bench/lib/startFloor.ts). */
export async function serveDist(emulatorBase: string, dir = process.env.BENCH_DIST ?? 'dist'): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    if (path === '/config.json') {
      const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as Record<string, unknown>;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ...config, authUrl: emulatorBase, apiBaseUrl: `${emulatorBase}/video/v3`, playerApiUrl: `${emulatorBase}/player/iframe_api` }));
      return;
    }
    const floor = START_FLOOR_FILES[path];
    if (floor) {
      res.writeHead(200, { 'Content-Type': floor.type });
      res.end(floor.body);
      return;
    }
    try {
      const file = join(dir, path === '/' ? 'index.html' : path);
      const body = readFileSync(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

export function gzipKb(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length / 1024;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);

/**
 * Signs the TV's page in as Ada Lovelace the way a viewer does: the code shown on the TV, typed on
 * a phone's page of the emulator, approved there. Leaves the TV on its first home card, in front.
 */
export async function signInAsAda(tv: Page, appBase: string, emulatorBase: string): Promise<void> {
  await tv.goto(appBase);
  const code = (await tv.getByTestId('user-code').textContent())!.trim();
  const phone = await tv.context().newPage();
  await phone.goto(`${emulatorBase}/device`);
  await phone.getByLabel('Code').fill(code);
  await phone.getByRole('button', { name: 'Next' }).click();
  await phone.getByRole('button', { name: /Ada Lovelace/ }).click();
  await phone.getByRole('button', { name: 'Allow' }).click();
  // Not awaited: closing the phone's page now and then never returns (Chromium, CPU idle), and
  // the run does not need it closed, only out of the way. In front of the TV's page, though, it
  // would leave the TV without frames: paging then stalled at the first rows.
  void phone.close().catch(() => undefined);
  await tv.bringToFront();
  await tv.getByTestId('card').first().waitFor();
}
