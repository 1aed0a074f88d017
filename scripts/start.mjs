#!/usr/bin/env node
// `npm start`: the emulator and the app's dev server in one command.
// PORT (app, default 5173) and EMULATOR_PORT (default 8787) move them.
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';

const appPort = process.env.PORT || '5173';
const emulatorPort = process.env.EMULATOR_PORT || '8787';
const env = { ...process.env, PORT: appPort, EMULATOR_PORT: emulatorPort };
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

const children = [
  spawn(bin('tsx'), ['emulator/main.ts'], { stdio: 'inherit', env }),
  spawn(bin('vite'), ['--port', appPort, '--strictPort', '--clearScreen', 'false'], { stdio: ['ignore', 'pipe', 'inherit'], env }),
];

const lan = Object.values(networkInterfaces())
  .flat()
  .filter((n) => n && n.family === 'IPv4' && !n.internal)
  .map((n) => n.address);

let announced = false;
children[1].stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /ready in/i.test(String(chunk))) {
    announced = true;
    console.log('\n  tenfoot is running with the bundled emulator.');
    console.log(`  On this computer:   http://localhost:${appPort}/`);
    for (const ip of lan) console.log(`  On a TV on your network, open:  http://${ip}:${appPort}/`);
    // The emulator listens on every interface so that TV (and a phone) can reach it: say so.
    console.log(`  The emulator listens on your network too (port ${emulatorPort}) for the TV and the phone;`);
    console.log('  its control endpoints (/emulator/stats, clock...) answer this computer only.');
    console.log('  Arrow keys, Enter and Escape (Back) drive it like a remote. Ctrl+C stops both.\n');
  }
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
