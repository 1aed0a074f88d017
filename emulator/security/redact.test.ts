import { describe, expect, it } from 'vitest';
import { REDACTED, redactedQuery, redactText } from './redact.ts';

describe('the request log keeps no secret', () => {
  it('redacts secret query parameters, whatever their case, and sorts the rest', () => {
    const query = new URLSearchParams({ token: 'rt_abcdefghijkl', part: 'id', ACCESS_TOKEN: 'x', client_secret: 's', device_code: 'd', user_code: 'WXYZ-BCDF', flow: 'f', key: 'emulator-api-key', pageToken: 'CAUQAA' });
    const line = redactedQuery(query, []);
    expect(line).toBe(`ACCESS_TOKEN=${REDACTED}&client_secret=${REDACTED}&device_code=${REDACTED}&flow=${REDACTED}&key=emulator-api-key&pageToken=CAUQAA&part=id&token=${REDACTED}&user_code=${REDACTED}`);
  });

  it('redacts issued tokens and known secrets anywhere, such as in a path or another parameter', () => {
    expect(redactText('/revoke/rt_0123456789abcdef/x', [])).toBe(`/revoke/${REDACTED}/x`);
    expect(redactText('/device/account?x=flow_AbCdEf123', [])).toBe(`/device/account?x=${REDACTED}`);
    expect(redactText('/a/tenfoot-tv-secret/b', ['tenfoot-tv-secret'])).toBe(`/a/${REDACTED}/b`);
    expect(redactedQuery(new URLSearchParams({ q: 'at_zzzzzzzzzz', other: 'emulator-developer-token' }), ['emulator-developer-token'])).toBe(`other=${REDACTED}&q=${REDACTED}`);
  });

  it('leaves words alone that only look like a prefix, and short secrets (they would redact common text)', () => {
    expect(redactText('/at_home/rt_1', ['abc'])).toBe('/at_home/rt_1');
  });
});
