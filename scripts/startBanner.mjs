// What `npm start` says once the app is up: where to open it, and who can reach the emulator.

/**
 * @param {{ appPort: string, emulatorPort: string, lan: string[], controlFromLan: boolean }} where
 * @returns {string[]} the lines to print
 */
export function startBanner({ appPort, emulatorPort, lan, controlFromLan }) {
  return [
    '',
    '  tenfoot is running with the bundled emulator.',
    `  On this computer:   http://localhost:${appPort}/`,
    ...lan.map((ip) => `  On a TV on your network, open:  http://${ip}:${appPort}/`),
    // The emulator listens on every interface so that the TV (and a phone) can reach it: say so,
    // and say who may use its control endpoints (emulator/control/access.ts).
    `  The emulator listens on your network too (port ${emulatorPort}) for the TV and the phone;`,
    controlFromLan
      ? '  its control endpoints (/emulator/stats, clock...) answer the network too (EMULATOR_CONTROL_FROM_LAN=1).'
      : '  its control endpoints (/emulator/stats, clock...) answer this computer only (EMULATOR_CONTROL_FROM_LAN=1 opens them).',
    '  Arrow keys, Enter and Escape (Back) drive it like a remote. Ctrl+C stops both.',
    '',
  ];
}
