import { describe, expect, it } from 'vitest';
import { startBanner } from './startBanner.mjs';

describe("npm start's banner", () => {
  const where = { appPort: '5173', emulatorPort: '8787', lan: ['192.168.1.20'] };

  it('names the TV address and says the emulator listens on the network', () => {
    const text = startBanner({ ...where, controlFromLan: false }).join('\n');
    expect(text).toContain('http://192.168.1.20:5173/');
    expect(text).toContain('listens on your network too (port 8787)');
  });

  it('says the control endpoints answer this computer only, by default', () => {
    const text = startBanner({ ...where, controlFromLan: false }).join('\n');
    expect(text).toContain('answer this computer only');
    expect(text).not.toContain('answer the network too');
  });

  it('says they answer the network when EMULATOR_CONTROL_FROM_LAN=1 opened them', () => {
    const text = startBanner({ ...where, controlFromLan: true }).join('\n');
    expect(text).toContain('answer the network too');
    expect(text).not.toContain('this computer only');
  });
});
