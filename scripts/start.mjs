#!/usr/bin/env node
// `npm start`: the emulator and the app's dev server in one command.
// PORT (app, default 5173) and EMULATOR_PORT (default 8787) move them.
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { startBanner } from './startBanner.mjs';

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
    for (const line of startBanner({ appPort, emulatorPort, lan, controlFromLan: process.env.EMULATOR_CONTROL_FROM_LAN === '1' })) console.log(line);
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
