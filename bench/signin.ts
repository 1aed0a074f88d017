/**
 * Sign-in benchmark (issue 2, F): the gzip size of the JavaScript the sign-in screen loads
 * (budget 35 KB with the QR library) and the median over 5 runs of navigation -> user code on
 * screen with the CPU throttled 4x through the DevTools protocol.
 */
import { join } from 'node:path';
import { createEmulator } from '../emulator/server.ts';
import { fmt, gzipKb, launchChromium, median, serveDist } from './support.ts';

const RUNS = 5;
const BUDGET_KB = 35;

const emulator = createEmulator({ host: '127.0.0.1', port: 0, deviceCodeQuota: 1000 });
const emulatorBase = await emulator.listen();
const { server, base } = await serveDist(emulatorBase);
const browser = await launchChromium();

const times: number[] = [];
let scripts = new Set<string>();
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const loaded = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && req.url().startsWith(base)) loaded.add(new URL(req.url()).pathname);
  });
  await page.goto(base);
  await page.getByTestId('user-code').waitFor({ state: 'visible' });
  const toCode = await page.evaluate(() => performance.now());
  times.push(toCode);
  await page.getByRole('img', { name: /QR code: scan/ }).waitFor();
  scripts = loaded;
  await context.close();
}

const sizes = [...scripts].map((p) => ({ file: p, kb: gzipKb(join('dist', p)) }));
const total = sizes.reduce((a, b) => a + b.kb, 0);
console.log('sign-in screen');
for (const s of sizes) console.log(`  ${s.file.padEnd(40)} ${fmt(s.kb)} KB gzip`);
console.log(`  JS loaded by the sign-in screen: ${fmt(total)} KB gzip (budget ${BUDGET_KB} KB) ${total <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`);
console.log(`  navigation -> user code on screen, CPU 4x throttled: median ${fmt(median(times), 0)} ms over ${RUNS} runs (runs: ${times.map((t) => fmt(t, 0)).join(', ')})`);

await browser.close();
server.close();
await emulator.close();
