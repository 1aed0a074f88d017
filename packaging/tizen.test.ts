/** Tizen's config.xml: the Content-Security-Policy element and `<access>` narrowed to the config's origins. */
import { describe, expect, it } from 'vitest';
import { packagedOrigins } from '../build/csp.ts';
import { accessElements, configXml, TIZEN_ELEMENT_MAX_BYTES } from './tizen.ts';

const security = { policy: "default-src 'none'; img-src 'self' http://192.168.1.20:8787", origins: ['http://192.168.1.20:8787'] };

describe('config.xml', () => {
  it('names the version', () => {
    expect(configXml('1.2.3', security)).toContain('version="1.2.3"');
  });

  it('carries the policy, and access to the config origins only, never "*"', () => {
    const xml = configXml('1.2.3', security);
    expect(xml).toContain(`<tizen:content-security-policy>${security.policy}</tizen:content-security-policy>`);
    expect(xml.match(/<access [^>]*>/g)).toEqual(['<access origin="http://192.168.1.20:8787" subdomains="false"/>']);
    expect(xml).not.toContain('origin="*"');
  });

  it('narrows <access> to the origins the package config names, plus those given on the command line', () => {
    const config = JSON.stringify({
      authUrl: 'https://oauth2.googleapis.com',
      apiBaseUrl: 'https://www.googleapis.com/youtube/v3',
      playerApiUrl: 'https://www.youtube.com/iframe_api',
      scopeBase: 'https://www.googleapis.com',
    });
    const xml = configXml('1.2.3', { policy: "default-src 'none'", origins: packagedOrigins(config, ['https://i.ytimg.com']) });
    expect(xml.match(/<access origin="([^"]+)"/g)).toEqual([
      '<access origin="https://oauth2.googleapis.com"',
      '<access origin="https://www.googleapis.com"',
      '<access origin="https://www.youtube.com"',
      '<access origin="https://i.ytimg.com"',
    ]);
  });

  it('escapes what XML needs escaped, in the policy and the origins', () => {
    expect(configXml('1.2.3', { ...security, policy: "script-src 'self' <&>" })).toContain("script-src 'self' &lt;&amp;&gt;</tizen:content-security-policy>");
    expect(accessElements(['https://a.example/?"&'])).toBe('  <access origin="https://a.example/?&quot;&amp;" subdomains="false"/>');
  });

  it('refuses a policy longer than a Tizen element may be, rather than have it cut short', () => {
    expect(() => configXml('1.2.3', { ...security, policy: `script-src ${"'sha256-x' ".repeat(200)}` })).toThrow(new RegExp(`${TIZEN_ELEMENT_MAX_BYTES} bytes`));
  });
});
