/**
 * The floor of the start benchmark: a page whose one module script writes a sign-in code and a
 * card into it, the least any app can do to show either. Served by the bench's own server beside the build and
 * loaded in the same browser, with the same throttling, in turn with the app: the navigation to
 * its code (or card) is what this machine and browser cost at the moment, so a start can be told from a
 * slow day (bench/start.ts). Like the bare page of the key-press benches (bench/lib/barePage.ts).
 */
export const START_FLOOR_PATH = '/bench-start-floor.html';

const SCRIPT_PATH = '/bench-start-floor.js';

const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>start floor</title>
<script type="module" src="${SCRIPT_PATH}"></script>
<style>body{background:#0b1220;color:#fff;font:600 64px system-ui,sans-serif;margin:0;display:grid;place-items:center;height:100vh}</style>
</head><body></body></html>`;

const SCRIPT = `const code = document.createElement('p');
code.dataset.testid = 'user-code';
code.textContent = 'WDJB-MJHT';
const card = document.createElement('p');
card.dataset.testid = 'card';
card.textContent = 'A video';
document.body.append(code, card);
`;

/** The floor's files, by path, with their content types. */
export const START_FLOOR_FILES: Record<string, { type: string; body: string }> = {
  [START_FLOOR_PATH]: { type: 'text/html', body: HTML },
  [SCRIPT_PATH]: { type: 'text/javascript', body: SCRIPT },
};

/**
 * Runs the app's measure and the floor's `runs` times each, the floor before the app on even runs
 * and after it on odd ones: neither always follows the other, so a machine slowing down or warming
 * up weighs on both alike.
 */
export async function inTurnWithFloor(runs: number, app: () => Promise<number>, floor: () => Promise<number>): Promise<{ app: number[]; floor: number[] }> {
  const times = { app: [] as number[], floor: [] as number[] };
  for (let run = 0; run < runs; run++) {
    if (run % 2 === 0) times.floor.push(await floor());
    times.app.push(await app());
    if (run % 2 === 1) times.floor.push(await floor());
  }
  return times;
}
