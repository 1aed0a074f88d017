import fc from 'fast-check';

/**
 * What a hostile or broken client sends, as fast-check arbitraries: every route of the emulator
 * (taken from its router, so a new route is fuzzed without editing this), with its parameters,
 * query, headers and body drawn from values meant to break parsers and validators. Half the draws
 * stay close to valid requests (a real id here, a real token there) so that the checks deep inside
 * the handlers are reached, not just the first refusal.
 */

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The route it was drawn for ("GET /video/v3/channels"): for the test's coverage, never sent. */
  aimedAt: string;
}

export interface FuzzContext {
  routes: { method: string; path: string }[];
  /** host:port of the emulator, for a valid Host and Origin. */
  host: string;
  /** Real ids of the seed, so some requests reach the code behind "not found". */
  ids: string[];
}

/** Tokens the test registers: a viewer with the managing scope, one without a channel, the developer's. */
export const FUZZ_TOKENS = { viewer: 'fuzz-viewer-token', unlinked: 'fuzz-unlinked-token', developer: 'emulator-developer-token' };

/** Percent-encoding that decodeURIComponent refuses (RFC 3986 section 2.1 and overlong or surrogate UTF-8). */
const BAD_ENCODINGS = ['%', '%E0%A4%A', '%zz', '%C0%AF', '%ED%A0%80', '%FF', '%%', '%2', '%u0041'];

const numbers = fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53 + 1, 1e21, 1e300, -1e300, 5e-324, 0.5, -0);
const texts = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('', ' ', 'null', 'true', 'NaN', 'Infinity', '-1', '1e300', '0x10', '900s', '1e300s', '-5s', '2030-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '9999-12-31T23:59:60Z', '* * * * *', '0 0 31 2 *', '61 25 * * * 2025', 'Europe/Paris', 'Mars/Olympus', '<script>alert(1)</script>', '../../etc/passwd', 'video#video', 'video#channel', 'public', 'private', 'ON', 'ONLY_UP', 'GAUGE'),
  fc.constantFrom('a'.repeat(5_000), '€'.repeat(2_000)),
);

/** Any JSON value at all, and the hostile scalars, for a field that expects something else. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: texts },
  { weight: 2, arbitrary: numbers },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 'a'], { a: { b: [] } }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Bodies shaped like what each API takes, with hostile values in the fields. */
const shapedBodies: fc.Arbitrary<unknown>[] = [
  fc.record({ snippet: fc.record({ title: hostileValue, description: hostileValue, playlistId: hostileValue, position: hostileValue, resourceId: fc.record({ kind: hostileValue, videoId: hostileValue, channelId: hostileValue }, { requiredKeys: [] }) }, { requiredKeys: [] }), status: fc.record({ privacyStatus: hostileValue }), id: hostileValue, contentDetails: fc.record({ note: hostileValue }) }, { requiredKeys: [] }),
  fc.record(
    {
      name: hostileValue,
      target: fc.oneof(hostileValue, fc.constantFrom('projects/tenfoot-dev/zones/europe-west1-b/instanceGroupManagers/tenfoot-web', 'projects/tenfoot-trouble/zones/europe-west1-d/instanceGroupManagers/retired-web')),
      description: hostileValue,
      autoscalingPolicy: fc.record(
        {
          minNumReplicas: hostileValue,
          maxNumReplicas: fc.oneof(hostileValue, fc.integer({ min: 0, max: 20 })),
          coolDownPeriodSec: hostileValue,
          mode: hostileValue,
          cpuUtilization: fc.record({ utilizationTarget: hostileValue, predictiveMethod: hostileValue }, { requiredKeys: [] }),
          loadBalancingUtilization: fc.record({ utilizationTarget: hostileValue }),
          customMetricUtilizations: fc.array(fc.record({ metric: hostileValue, filter: hostileValue, utilizationTarget: hostileValue, utilizationTargetType: hostileValue, singleInstanceAssignment: hostileValue }, { requiredKeys: [] }), { maxLength: 3 }),
          scalingSchedules: fc.dictionary(fc.string({ maxLength: 8 }), fc.record({ minRequiredReplicas: hostileValue, schedule: hostileValue, durationSec: hostileValue, timeZone: hostileValue, disabled: hostileValue }, { requiredKeys: [] }), { maxKeys: 3 }),
          scaleInControl: fc.record({ timeWindowSec: hostileValue, maxScaledInReplicas: fc.record({ fixed: hostileValue, percent: hostileValue }, { requiredKeys: [] }) }, { requiredKeys: [] }),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
  fc.record({ androidDevice: fc.record({ androidModelId: hostileValue, androidVersionId: hostileValue, locale: hostileValue, orientation: hostileValue }, { requiredKeys: [] }), ttl: hostileValue, expireTime: hostileValue, name: hostileValue, state: hostileValue }, { requiredKeys: [] }),
  fc.record({ seconds: hostileValue, func: hostileValue, name: hostileValue }, { requiredKeys: [] }),
];

/** Form fields of the OAuth endpoints and the pages. */
const FORM_FIELDS = ['client_id', 'client_secret', 'scope', 'grant_type', 'device_code', 'refresh_token', 'token', 'user_code', 'flow', 'account', 'decision', 'client', 'page_token'];
const formBody = fc
  .dictionary(fc.constantFrom(...FORM_FIELDS), fc.oneof(texts, fc.constantFrom('tenfoot-tv.apps.emulator', 'tenfoot-tv-secret', 'https://scopes.tenfoot.emulator/auth/video', 'urn:ietf:params:oauth:grant-type:device_code', 'refresh_token', 'acct-ada', 'allow')), { maxKeys: 6 })
  .map((form) => new URLSearchParams(form as Record<string, string>).toString());

const bodies: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 6, arbitrary: fc.oneof(...shapedBodies).map((v) => JSON.stringify(v)) },
  { weight: 3, arbitrary: formBody },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 2, arbitrary: fc.constantFrom('{', '{"a":', 'nul', '[1,]', '{"a":1}{"b":2}', '\u0000', '\ufeff{}', '"' + 'x'.repeat(100)) },
  // Deep nesting: parsers cope, but a recursive walk or JSON.stringify of it would overflow the stack.
  { weight: 1, arbitrary: fc.constantFrom(1_000, 20_000, 200_000).map((n) => '['.repeat(n) + ']'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom(5_000, 50_000).map((n) => `${'{"snippet":'.repeat(n)}1${'}'.repeat(n)}`) },
  // Past the 1 MB limit, and just under it (the handlers then see a 900 KB title).
  { weight: 1, arbitrary: fc.constantFrom(`{"snippet":{"title":"${'t'.repeat(900_000)}"}}`, 'x'.repeat(1_200_000)) },
);

function segment(ctx: FuzzContext, name: string): fc.Arbitrary<string> {
  const valid: Record<string, string[]> = {
    project: ['tenfoot-dev', 'tenfoot-trouble', 'tenfoot-crowded', 'tenfoot-partner', 'p'],
    zone: ['europe-west1-b', 'europe-west1-d', 'us-central1-a'],
    region: ['us-central1', 'europe-west1'],
    autoscaler: ['unhealthy-web', 'retired-web', 'legacy-api', 'regional-web'],
    session: ['s1', 's1:cancel', 's1:updateDeviceSession', ':'],
    type: ['ANDROID', 'IOS'],
    file: ['default.png', 'maxres.png', 'acct-ada.svg', 'UCada0000000000000000001.png', 'medium.png'],
  };
  return fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...(valid[name] ?? []), ...ctx.ids) },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_ENCODINGS) },
    { weight: 1, arbitrary: fc.constantFrom('..', '.', '%2F..%2F', 'a%2Fb', '%00', 'x'.repeat(3_000), '%E2%82%AC'.repeat(300)) },
  );
}

/** A query: real parameter names and made-up ones, valid and hostile values, repeated keys, bad encoding. */
function query(ctx: FuzzContext): fc.Arbitrary<string> {
  const names = fc.constantFrom('part', 'id', 'mine', 'home', 'maxResults', 'pageToken', 'key', 'access_token', 'q', 'type', 'order', 'channelId', 'playlistId', 'forHandle', 'myRating', 'chart', 'broadcastStatus', 'publishedAfter', 'requestId', 'updateMask', 'filter', 'pageSize', 'size', 'token', 'flow', 'user_code', 'account', 'enablejsapi', 'origin', 'start', 'v', 'fields', 'callback', '$.xgafv', 'x');
  const values = fc.oneof(
    fc.constantFrom('snippet', 'id,snippet,contentDetails,status,statistics,player', 'true', 'false', '50', '51', '-1', '1e300', 'emulator-api-key', 'acct-ada', '00000000-0000-0000-0000-000000000000', 'session_state=ACTIVE', 'video', ...ctx.ids),
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map(encodeURIComponent) },
    fc.constantFrom('1e300', 'NaN', '', '%20', 'x'.repeat(2_000), encodeURIComponent('€'.repeat(100))),
    fc.constantFrom(...BAD_ENCODINGS),
  );
  return fc.array(fc.tuple(names, values), { maxLength: 6 }).map((pairs) => (pairs.length ? `?${pairs.map(([n, v]) => `${n}=${v}`).join('&')}` : ''));
}

/** Each header is sent now and then (`rarely`), or often; when it is, it is valid or hostile. */
function headers(ctx: FuzzContext): fc.Arbitrary<Record<string, string>> {
  /** Sent in `percent` of the requests. */
  const sometimes = (percent: number, values: string[]) => fc.oneof({ weight: 100 - percent, arbitrary: fc.constant(undefined) }, { weight: percent, arbitrary: fc.constantFrom(...values) });
  return fc
    .record({
      Authorization: sometimes(70, [`Bearer ${FUZZ_TOKENS.viewer}`, `Bearer ${FUZZ_TOKENS.viewer}`, `Bearer ${FUZZ_TOKENS.unlinked}`, `Bearer ${FUZZ_TOKENS.developer}`, `Bearer ${FUZZ_TOKENS.developer}`, 'Bearer emulator-wrong-scope-token', 'Bearer emulator-compute-token', 'Bearer at_forged', 'Bearer ', 'Basic YTpi', `Bearer ${'x'.repeat(3_000)}`]),
      'Content-Type': sometimes(50, ['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=latin1']),
      Origin: sometimes(30, [`http://${ctx.host}`, 'http://localhost:5173', 'http://127.0.0.1:4173', 'null', 'https://evil.example', 'http://192.168.1.99:5173', 'garbage']),
      Referer: sometimes(5, ['https://evil.example/x', `http://${ctx.host}/device`, '::']),
      // Node sends the right Host itself; now and then another one (DNS rebinding, garbage).
      Host: sometimes(5, ['evil.example', 'localhost', '[::1', '', `${ctx.host}`]),
      'X-Forwarded-Host': sometimes(3, ['evil.example', 'a b', ctx.host]),
      'Access-Control-Request-Method': sometimes(3, ['DELETE', 'PUT']),
      // Now and then a header block past Node's 16 KB limit: Node answers 431 itself.
      'X-Padding': sometimes(2, ['p'.repeat(20_000)]),
    })
    .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);
}

/** One hostile request to one of the emulator's routes, or to a path near them. */
export function hostileRequest(ctx: FuzzContext): fc.Arbitrary<HostileRequest> {
  const route = fc.constantFrom(...ctx.routes);
  const pathOf = (r: { path: string }) => {
    const parts = r.path.split('/').map((part) => (part.startsWith(':') ? segment(ctx, part.replace(/^:|\*$/g, '')) : fc.constant(part)));
    const path = fc.tuple(...parts).map((segments) => segments.join('/'));
    return fc.oneof(
      { weight: 12, arbitrary: path },
      { weight: 1, arbitrary: path.map((p) => `${p}/`) },
      { weight: 1, arbitrary: path.map((p) => p.replace(/\//g, '//')) },
      { weight: 1, arbitrary: fc.constantFrom('/', '/%', '/emulator/', '/video/v3/', '/compute/v1/projects', `/${'a/'.repeat(2_000)}`, '/emulator/avatars/%E0%A4%A.svg') },
    );
  };
  // The route's own method mostly (a path is drawn for it), now and then another one.
  const otherMethod = fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') });
  return fc.record({ route, other: otherMethod }).chain(({ route: r, other }) =>
    fc.record({
      method: fc.constant(other ?? r.method),
      path: fc.tuple(pathOf(r), query(ctx)).map(([p, q]) => p + q),
      headers: headers(ctx),
      body: bodies,
      aimedAt: fc.constant(`${r.method} ${r.path}`),
    }),
  );
}
