import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * The floor of the key-press benches: a static page of 24 buttons where the arrows move focus and
 * nothing else happens, the least any page can do for a press. Measured in the same browser, in
 * blocks alternating with the app's, its figures are what this machine's rendering pipeline costs
 * at the moment, and the app is judged against them (bench/browse.ts, bench/shelves.ts).
 */
const COLUMNS = 5;
const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>bare page</title><style>
body{background:#0b1220;margin:0}
button{width:320px;height:180px;margin:16px;background:#1e293b;color:#fff;font-size:24px;border:0;border-radius:12px}
button:focus{box-shadow:0 0 0 6px #fbbf24;outline:none}
</style></head><body>
${Array.from({ length: 24 }, (_, i) => `<button>Card ${i}</button>`).join('\n')}
<script>
const buttons = [...document.querySelectorAll('button')];
const steps = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: ${COLUMNS}, ArrowUp: -${COLUMNS} };
let at = 0;
buttons[0].focus();
addEventListener('keydown', (event) => {
  const step = steps[event.key];
  if (step === undefined) return;
  event.preventDefault();
  at = (at + step + buttons.length) % buttons.length;
  buttons[at].focus();
});
</script></body></html>`;

let served: Promise<{ server: Server; url: string }> | undefined;

function serve(): Promise<{ server: Server; url: string }> {
  served ??= new Promise((resolve) => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(HTML);
    });
    // Not keeping the process alive: a bench ends when its own work does.
    server.unref();
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` }));
  });
  return served;
}

/** Opens the bare page in a new tab of `context`, its first button focused. */
export async function openBarePage(context: BrowserContext): Promise<Page> {
  const { url } = await serve();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.activeElement?.textContent === 'Card 0');
  return page;
}
