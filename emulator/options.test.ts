import { describe, expect, it } from 'vitest';
import { defaultOptions, optionsFromEnv } from './options.ts';

describe('the hardening knobs', () => {
  it('default to the safe side: no sign-in faults, control from this computer only, the app on 5173 and 4173', () => {
    const o = optionsFromEnv({});
    expect(o).toMatchObject({ authFaultRate: 0, controlFromLan: false, appOrigins: [], appPorts: [5173, 4173], hosts: [], refreshTokenLimit: 100 });
    expect(defaultOptions.refreshTokenLimit).toBe(100);
  });

  it('reads EMULATOR_AUTH_FAULT_RATE, EMULATOR_REFRESH_TOKEN_LIMIT and EMULATOR_CONTROL_FROM_LAN', () => {
    expect(optionsFromEnv({ EMULATOR_AUTH_FAULT_RATE: '0.25', EMULATOR_REFRESH_TOKEN_LIMIT: '3', EMULATOR_CONTROL_FROM_LAN: '1' })).toMatchObject({ authFaultRate: 0.25, refreshTokenLimit: 3, controlFromLan: true });
    expect(() => optionsFromEnv({ EMULATOR_AUTH_FAULT_RATE: '2' })).toThrow(/between 0 and 1/);
    expect(() => optionsFromEnv({ EMULATOR_REFRESH_TOKEN_LIMIT: '0' })).toThrow(/>= 1/);
    expect(() => optionsFromEnv({ EMULATOR_FAULT_RATE: 'Infinity' })).toThrow(/EMULATOR_FAULT_RATE/);
    expect(optionsFromEnv({ EMULATOR_AUTH_LATENCY_MS: '1500' }).authLatencyMs).toBe(1500);
    expect(optionsFromEnv({}).authLatencyMs).toBe(0);
    expect(() => optionsFromEnv({ EMULATOR_AUTH_LATENCY_MS: '-1' })).toThrow(/EMULATOR_AUTH_LATENCY_MS/);
  });

  it('reads the app origins, normalised, and answers to their hosts', () => {
    const o = optionsFromEnv({ EMULATOR_APP_ORIGINS: 'http://192.168.1.30:8080/, https://TV.example', EMULATOR_HOSTS: 'emulator.test', EMULATOR_VERIFICATION_URL: 'http://phone.test:8787/device' });
    expect(o.appOrigins).toEqual(['http://192.168.1.30:8080', 'https://tv.example']);
    expect(o.hosts).toEqual(['emulator.test', '192.168.1.30', 'tv.example', 'phone.test']);
    expect(() => optionsFromEnv({ EMULATOR_APP_ORIGINS: 'not a url' })).toThrow(/EMULATOR_APP_ORIGINS/);
    expect(() => optionsFromEnv({ EMULATOR_APP_ORIGINS: 'file:///tv' })).toThrow(/EMULATOR_APP_ORIGINS/);
  });

  it("adds npm start's PORT to the app's ports, and ignores one it cannot use", () => {
    expect(optionsFromEnv({ PORT: '3000' }).appPorts).toEqual([3000, 5173, 4173]);
    expect(optionsFromEnv({ PORT: 'abc' }).appPorts).toEqual([5173, 4173]);
  });
});
