import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { IELTS_BANDS, type IeltsBand } from '../shared/constants.ts';
import { LANGUAGES } from '../shared/languages.ts';
import { MESSAGES } from '../shared/messages.ts';
import { formatListId } from '../shared/word-lists/list-id.ts';
import { users } from './db/schema.ts';
import { JWT_AUDIENCE, JWT_ISSUER } from './modules/auth/tokens.ts';
import { signUpLearner, TEST_PASSWORD } from './testing/accounts.ts';
import { FAKE_GOOGLE_API_KEY, sheetCsv, startFakeGoogle } from './testing/fake-google.ts';
import { startFakeOidc } from './testing/fake-oidc.ts';
import {
  asQueryValues,
  type FieldHints,
  hostileString,
  invalidValue,
  type JsonSchema,
  jsonSchemaOf,
  MALFORMED_JSON,
  type QueryPart,
  queryString,
  RAW_QUERY_VALUES,
  validValue,
  WRONG_CONTENT_TYPES,
  wrongTypeValue,
} from './testing/fuzz-arbitraries.ts';
import { createTestApp, TEST_JWT_SECRET } from './testing/test-app.ts';

/**
 * Issue #18: every API route, enumerated from the app itself, gets FUZZ_RUNS (250) requests
 * through inject(), at least 200 of them with its own method: values shaped by its zod schema, the
 * same broken in one place,
 * hostile strings, broken query strings and bodies, wrong content types, and no token, a broken
 * token or a learner's token; the routes with a captcha field once more with ALTCHA on. Every
 * answer must be below 500, leak no stack or path, and every 4xx must be JSON with a message. Google (sheets, Drive, sign-in) is a local fake; nothing else is
 * reached. Deterministic: FUZZ_SEED (printed on failure) replays a run; FUZZ_RUNS asks for more.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 182_026);
const RUNS = Math.max(250, Number(process.env.FUZZ_RUNS ?? 250));
/** Requests each route must get with its own method (a few of the runs try another method). */
const LEAST_PER_ROUTE = 200;

// Nothing in this file may leave the machine: any fetch to another host fails and is recorded.
const outbound: string[] = [];
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    outbound.push(url.href);
    throw new TypeError(`the API fuzz does not reach ${url.host}`);
  }
  return realFetch(input, init);
};

const google = await startFakeGoogle();
const oidc = await startFakeOidc({ email: 'fuzz.google@example.com', name: 'Fuzz Google' });
const NATIVE_CLIENT = 'fuzz-native-client';

// The server's own account of an error (logged, never sent) goes into the failure message.
const serverErrors: string[] = [];
const logOutput = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.includes('"err"')) continue;
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string } };
        serverErrors.push(`${entry.msg}: ${entry.err?.type} ${entry.err?.message}`);
      } catch {
        serverErrors.push(line);
      }
    }
    done();
  },
});

const routes: RouteOptions[] = [];
const app = await createTestApp(
  {
    GOOGLE_SHEETS_BASE_URL: google.baseUrl,
    GOOGLE_DRIVE_BASE_URL: google.baseUrl,
    GOOGLE_API_KEY: FAKE_GOOGLE_API_KEY,
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_CLIENT_ID: 'fuzz-web-client',
    GOOGLE_CLIENT_SECRET: 'fuzz-web-secret',
    GOOGLE_JWKS_URL: `${oidc.issuer}/jwks`,
    GOOGLE_NATIVE_CLIENT_IDS: NATIVE_CLIENT,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'error',
  },
  { onRoute: (route) => routes.push(route), logOutput },
);

afterAll(async () => {
  await app.cleanup();
  await google.close();
  await oidc.close();
  globalThis.fetch = realFetch;
});

// Sheets the fake Google holds: one with words, one private, one answered with a sign-in page.
const SHEETS = {
  public: 'fuzzPublicSheet0123456789abcdef',
  private: 'fuzzPrivateSheet0123456789abcde',
  html: 'fuzzHtmlSheet0123456789abcdefgh',
};
google.setSheet(SHEETS.public, {
  csv: sheetCsv([
    ['word', 'слово', 'a hint'],
    ["'; DROP TABLE users; --", '=cmd|calc', '<script>'],
    ['\u0000nul', 'x', ''],
  ]),
  name: 'Fuzz words',
});
google.setSheet(SHEETS.private, { mode: 'private' });
google.setSheet(SHEETS.html, { mode: 'html' });

// Learners whose tokens the fuzz uses: premium ones load sheets, free ones meet the premium rule.
const learners = await Promise.all([
  signUpLearner(app, { role: 'VOCABULARY' }),
  signUpLearner(app, { role: 'VOCABULARY', languageNative: 'uk' }),
  signUpLearner(app, { role: 'FREE' }),
  signUpLearner(app, { role: 'FREE', languageNative: 'ar' }),
]);

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const now = Math.floor(Date.now() / 1000);
const signed = (claims: { sub?: string; jti?: string; exp?: number; aud?: string }, secret = key) => {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(JWT_ISSUER)
    .setAudience(claims.aud ?? JWT_AUDIENCE)
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 3600);
  if (claims.sub !== undefined) jwt.setSubject(claims.sub);
  if (claims.jti !== undefined) jwt.setJti(claims.jti);
  return jwt.sign(secret);
};
const loggedOut = await signUpLearner(app);
await app.inject({
  method: 'POST',
  url: '/api/auth/logout',
  headers: { authorization: `Bearer ${loggedOut.token}` },
});
const deleted = await signUpLearner(app);
await app.inject({
  method: 'POST',
  url: '/api/auth/delete-account',
  headers: { authorization: `Bearer ${deleted.token}` },
  payload: { password: TEST_PASSWORD },
});
const learnerToken = learners[0]?.token ?? '';

/** Authorization headers that must never sign anyone in. */
const BROKEN_AUTHORIZATION: string[] = [
  'Bearer',
  'Bearer ',
  'Bearer    ',
  'bearer x',
  'Bearer a.b.c',
  'Bearer ..',
  'Bearer eyJhbGciOiJub25lIn0.e30.',
  'Basic dXNlcjpwYXNzd29yZA==',
  'Token abc',
  `Bearer ${'a'.repeat(20_000)}`,
  `Bearer ${learnerToken}x`,
  `Bearer ${learnerToken.slice(0, -2)}`,
  `Bearer ${learnerToken} ${learnerToken}`,
  `Bearer ${learnerToken.split('.').reverse().join('.')}`,
  `Bearer ${loggedOut.token}`,
  `Bearer ${deleted.token}`,
  `Bearer ${new UnsecuredJWT({}).setSubject(String(learners[0]?.id)).setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setJti('x').setIssuedAt().setExpirationTime('1h').encode()}`,
  ...(
    await Promise.all([
      signed(
        { sub: String(learners[0]?.id), jti: 'x' },
        new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'),
      ),
      signed({ sub: String(learners[0]?.id), jti: 'x', exp: now - 10 }),
      signed({ sub: String(learners[0]?.id), jti: 'x', aud: 'someone-else' }),
      signed({ sub: String(learners[0]?.id) }),
      signed({ sub: '1', jti: 'x' }),
      signed({ sub: 'abc', jti: 'x' }),
      signed({ sub: '-5', jti: 'x' }),
      signed({ sub: '2.5', jti: 'x' }),
      signed({ sub: '99999999', jti: 'x' }),
      signed({ sub: '3000000000', jti: 'x' }),
      signed({ sub: '9007199254740993', jti: 'x' }),
    ])
  ).map((token) => `Bearer ${token}`),
];

type Auth = { kind: 'none' } | { kind: 'broken'; header: string } | { kind: 'learner'; index: number };
const authArbitrary: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 3,
    arbitrary: fc
      .oneof(
        fc.constantFrom(...BROKEN_AUTHORIZATION),
        hostileString.map((text) => `Bearer ${text}`),
        hostileString,
      )
      .map((header) => ({ kind: 'broken' as const, header })),
  },
  {
    weight: 5,
    arbitrary: fc.nat(learners.length - 1).map((index) => ({ kind: 'learner' as const, index })),
  },
);

// A few real flow cookies of the Google sign-in, so callbacks get past the cookie to the provider.
const flowCookies: string[] = [];
for (const source of ['/', '/settings', '//evil.example']) {
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/google?source=${encodeURIComponent(source)}`,
  });
  flowCookies.push(String(start.headers['set-cookie']).split(';')[0] ?? '');
}

// ID tokens of the native app: signed by the fake provider, some of them acceptable.
const idTokens = await Promise.all(
  [
    { aud: NATIVE_CLIENT, email: 'fuzz.native@example.com', email_verified: true },
    { aud: NATIVE_CLIENT, email: 'fuzz.native@example.com', email_verified: false },
    { aud: 'someone-else', email: 'fuzz.native@example.com', email_verified: true },
    { aud: NATIVE_CLIENT, email: "'; DROP TABLE users; --@x.io", email_verified: true, name: '\u0000' },
  ].map((claims) =>
    oidc.server.issuer.buildToken({
      scopesOrTransform: (_header, payload) => Object.assign(payload, claims),
    }),
  ),
);

const today = new Date();
const isoDay = (offsetDays: number) =>
  new Date(today.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const listIds = fc.oneof(
  fc.constantFrom(
    formatListId({ kind: 'test' }),
    ...IELTS_BANDS.map((band) => formatListId({ kind: 'ielts', band })),
    // a band that does not exist
    formatListId({ kind: 'ielts', band: 4 as IeltsBand }),
    ...Object.values(SHEETS),
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{20,60}$/),
);
const words = fc.constantFrom(
  'word',
  'Word ',
  'слово',
  'naïve',
  'İ',
  'ß',
  '日本',
  'a\u0000b',
  "o'clock",
  '%',
);
const languageCodes = fc.constantFrom(...LANGUAGES.map((language) => language.langCode), 'EN', 'xx', '69');
const roundIds = fc.oneof(
  fc.uuid({ version: 4 }),
  fc.constantFrom('0f0f0f0f-0000-4000-8000-000000000001', '0f0f0f0f-0000-4000-8000-000000000002'),
);

/** Realistic values for fields whose rule a JSON Schema cannot carry (refinements, formats). */
const HINTS: FieldHints = {
  email: fc.oneof(
    fc.emailAddress(),
    fc.stringMatching(/^[a-z][a-z0-9.]{0,15}@[a-z]{2,10}\.(com|io|org)$/),
    fc.constantFrom(learners[0]?.email ?? '', ` ${learners[2]?.email.toUpperCase()} `, 'Ada@Example.COM'),
  ),
  password: fc.oneof(
    fc.constantFrom('Correct-Horse9', 'Password1', 'Ünïcödé9x', 'Abc def gh'),
    fc.string({ minLength: 5, maxLength: 40 }).map((text) => `Aa1${text}`),
  ),
  reCaptcha: fc.oneof(fc.constant(''), hostileString),
  token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  data: fc.oneof(
    fc
      .tuple(fc.oneof(fc.constantFrom(...idTokens), hostileString), fc.option(fc.string()))
      .map(([idToken, uid]) =>
        Buffer.from(JSON.stringify({ idToken, ...(uid === null ? {} : { uid }) })).toString('base64url'),
      ),
    fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value)).toString('base64url')),
  ),
  source: fc.constantFrom(
    '/',
    '/settings',
    '/game/candy?x=1',
    '//evil.example',
    'https://evil.example',
    '/\\x',
  ),
  languageNative: languageCodes,
  languageLearn: languageCodes,
  sheetId2Update: listIds,
  listId: listIds,
  list: listIds,
  front: fc.oneof(words, fc.string({ minLength: 1, maxLength: 30 })),
  fronts: fc.array(words, { minLength: 1, maxLength: 30 }),
  type: fc.constantFrom(...IELTS_BANDS.map((band) => `band-${band}`), 'band-4', 'band-10', 'band-'),
  examDate: fc.oneof(
    fc.integer({ min: -3, max: 800 }).map(isoDay),
    fc.constantFrom(null, '2027-02-30', '2026-13-01', '0000-01-01', '9999-12-31'),
  ),
  roundId: roundIds,
  playedAt: fc.integer({ min: Date.now() - 61 * 86_400_000, max: Date.now() + 11 * 60_000 }),
};

type RouteExtras = {
  /** More query parts than the schema names (e.g. what a provider sends back). */
  query?: fc.Arbitrary<QueryPart[]>;
  /** Headers the route reads. */
  headers?: fc.Arbitrary<Record<string, string>>;
  /** The learner's token is spent by the request: each request gets a new learner. */
  spendsToken?: boolean;
};

const headerText = fc.oneof(
  hostileString.map((text) => text.replace(/[\r\n\0]/g, '')),
  fc.constantFrom('UA', 'ua', ' ua ', 'XX', 'T1', 'U', 'UAA', '12'),
);

/**
 * What each route reads besides a zod schema: a route under /api with neither a schema for its
 * input nor an entry here fails the suite, so a new route cannot go unfuzzed by accident.
 */
const ROUTE_EXTRAS: Record<string, RouteExtras> = {
  'GET /api/auth/user-info': {},
  'GET /api/account/export': {},
  'POST /api/auth/logout': { spendsToken: true },
  'POST /api/auth/delete-account': { spendsToken: true },
  'GET /api/auth/google/callback': {
    query: fc.array(
      fc.record({
        key: fc.constantFrom('code', 'state', 'iss', 'error', 'scope', '__proto__'),
        value: fc.oneof(hostileString, fc.stringMatching(/^[A-Za-z0-9_-]{10,43}$/)),
      }),
      { maxLength: 5 },
    ),
    headers: fc
      .oneof(
        fc.constantFrom(...flowCookies),
        hostileString.map((text) => `va_google_flow=${text.replace(/[\r\n\0]/g, '')}`),
        fc.constantFrom('va_google_flow=%', 'va_google_flow=%E0%A4%A', 'va_google_flow', '=;=;', ';;;'),
      )
      .map((cookie) => ({ cookie })),
  },
  'GET /api/tests/get-user-vocabulary-list': {},
  'GET /api/captcha/challenge': {},
  'GET /api/tracks/career': {},
  'GET /api/admin/premium-codes': {},
  'GET /api/admin/reports': {},
  'GET /api/geo/country': {
    headers: fc.dictionary(
      fc.constantFrom(
        'cf-ipcountry',
        'cloudfront-viewer-country',
        'x-vercel-ip-country',
        'fastly-geo-country-code',
        'x-appengine-country',
        'x-country-code',
      ),
      headerText,
    ),
  },
  'GET /api/progress/settings': {},
  'GET /api/site-config': {},
};

type FuzzRoute = {
  method: string;
  url: string;
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
  extras?: RouteExtras;
  /** Told apart in the summary (the captcha-on runs of a route). */
  label?: string;
};

/** The routes as the app registered them (HEAD twins of GET routes folded in), /api only. */
function apiRoutes(): FuzzRoute[] {
  // Fastify adds `/api/progress/` for a plugin's `/` route: one route, with or without the slash.
  const normal = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);
  const methodsOf = (route: RouteOptions) => [route.method].flat();
  const getUrls = new Set(
    routes.filter((route) => methodsOf(route).includes('GET')).map((route) => normal(route.url)),
  );
  const found = new Map<string, FuzzRoute>();
  for (const route of routes) {
    const url = normal(route.url);
    if (url !== '/api' && !url.startsWith('/api/')) continue;
    for (const method of methodsOf(route)) {
      if (method === 'HEAD' && getUrls.has(url)) continue;
      const id = `${method} ${url}`;
      found.set(id, {
        method,
        url,
        body: jsonSchemaOf(route.schema?.body),
        query: jsonSchemaOf(route.schema?.querystring),
        params: jsonSchemaOf(route.schema?.params),
        extras: ROUTE_EXTRAS[id],
      });
    }
  }
  return [...found.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

const fuzzRoutes = apiRoutes();
const routeId = (route: FuzzRoute) => `${route.method} ${route.url}${route.label ?? ''}`;
const hasArbitraries = (route: FuzzRoute) =>
  route.body !== undefined ||
  route.query !== undefined ||
  route.params !== undefined ||
  route.extras !== undefined;

type Body = { payload?: string | Buffer; contentType?: string; contentLength?: string };
type FuzzRequest = {
  method: string;
  path: string;
  query: string;
  auth: Auth;
  ip: string;
  body: Body;
  headers: Record<string, string>;
};

const json = (value: unknown): string => JSON.stringify(value) ?? 'null';

function bodyArbitrary(route: FuzzRoute, hints: FieldHints): fc.Arbitrary<Body> {
  const asJson = (value: unknown): Body => ({ payload: json(value), contentType: 'application/json' });
  const shaped = route.body
    ? fc.oneof(
        { weight: 4, arbitrary: validValue(route.body, hints).map(asJson) },
        { weight: 5, arbitrary: invalidValue(route.body, hints).map(asJson) },
      )
    : fc.oneof(fc.constant<Body>({}), wrongTypeValue.map(asJson));
  const sample = route.body ? validValue(route.body, hints) : wrongTypeValue;
  return fc.oneof(
    { weight: route.body ? 10 : 6, arbitrary: shaped },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(sample, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([value, contentType]) => ({ payload: json(value), contentType })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { contentType: 'application/json' },
        { payload: '', contentType: 'application/json' },
        { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        { payload: '{"email":"a@b.co"}', contentType: 'application/json', contentLength: '3' },
        { payload: '{}', contentType: 'application/json', contentLength: '999' },
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom([0xff, 0xfe], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x00])
        .map((bytes) => ({
          payload: Buffer.concat([
            Buffer.from('{"email":"'),
            Buffer.from(bytes),
            Buffer.from('","password":"x"}'),
          ]),
          contentType: 'application/json',
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constant(1024 * 1024).map((size) => ({
        payload: `{"a":"${'x'.repeat(size)}"}`,
        contentType: 'application/json',
      })),
    },
  );
}

/** Query parts from the schema (valid or broken), plus raw ones no encoder would write. */
function queryArbitrary(route: FuzzRoute, hints: FieldHints): fc.Arbitrary<string> {
  const keys = Object.keys(route.query?.properties ?? {});
  const partsOf = (value: unknown): QueryPart[] => {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return asQueryValues(value).map((text) => ({ key: keys[0] ?? 'q', value: text }));
    return Object.entries(value).flatMap(([key, item]) =>
      asQueryValues(item).map((text) => ({ key, value: text })),
    );
  };
  const shaped = route.query
    ? fc.oneof(
        { weight: 4, arbitrary: validValue(route.query, hints).map(partsOf) },
        { weight: 5, arbitrary: invalidValue(route.query, hints).map(partsOf) },
      )
    : fc.oneof(
        { weight: 3, arbitrary: fc.constant<QueryPart[]>([]) },
        { weight: 1, arbitrary: wrongTypeValue.map(partsOf) },
      );
  const anyKey = fc.oneof(
    keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('q'),
    fc.constantFrom(
      '__proto__',
      'constructor',
      '__proto__[x]',
      'constructor[prototype][x]',
      'a[]',
      '',
      '%',
      '%00',
    ),
  );
  const raw = fc.oneof(
    { weight: 3, arbitrary: fc.constant<QueryPart[]>([]) },
    {
      weight: 2,
      arbitrary: fc.array(
        fc.record({
          key: anyKey,
          value: fc.oneof(fc.constantFrom(...RAW_QUERY_VALUES), hostileString.map(encodeURIComponentSafe)),
          raw: fc.constant(true),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    },
  );
  return fc
    .tuple(shaped, raw, route.extras?.query ?? fc.constant<QueryPart[]>([]), fc.boolean())
    .map(([parts, rawParts, extra, shuffle]) => {
      const all = [...parts, ...extra, ...rawParts];
      return queryString(shuffle ? all.reverse() : all);
    });
}

function encodeURIComponentSafe(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ff';
  }
}

/** The route's path with each `:param` filled from its schema, broken, or hostile. */
function pathArbitrary(route: FuzzRoute, hints: FieldHints): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return fc.constant(route.url);
  const schemaOf = (name: string): JsonSchema => route.params?.properties?.[name] ?? { type: 'string' };
  const segment = (name: string) =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: validValue(schemaOf(name), hints, name).map((value) =>
          encodeURIComponentSafe(String(value)),
        ),
      },
      {
        weight: 4,
        arbitrary: invalidValue(schemaOf(name), hints).map((value) =>
          encodeURIComponentSafe(asQueryValues(value)[0] ?? ''),
        ),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(...RAW_QUERY_VALUES, '..', '.', '..%2f..%2fetc%2fpasswd', '%2e%2e', ''),
      },
    );
  return fc.tuple(...names.map(segment)).map((values) => {
    let path = route.url;
    names.forEach((name, index) => {
      path = path.replace(`:${name}`, values[index] ?? '');
    });
    return path;
  });
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;

const genericHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-encoding': fc.constantFrom(
      'gzip',
      'br',
      'deflate',
      'identity',
      '*',
      'gzip;q=abc, br;q=-1',
      'x-unknown',
    ),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml', ''),
    'if-none-match': fc.oneof(fc.constantFrom('*', '""', 'W/"x"'), headerText),
    'x-forwarded-for': fc.oneof(fc.ipV4(), headerText),
    cookie: headerText,
  },
  { requiredKeys: [] },
);

function requestArbitrary(route: FuzzRoute, hints: FieldHints = HINTS): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof(
        { weight: 14, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
      ),
      path: pathArbitrary(route, hints),
      query: queryArbitrary(route, hints),
      auth: authArbitrary,
      ip: fc.oneof({ weight: 4, arbitrary: fc.ipV4() }, { weight: 1, arbitrary: fc.ipV6() }),
      body:
        route.method === 'GET'
          ? fc.oneof(
              { weight: 9, arbitrary: fc.constant<Body>({}) },
              { weight: 1, arbitrary: bodyArbitrary(route, hints) },
            )
          : bodyArbitrary(route, hints),
      headers: fc
        .tuple(genericHeaders, route.extras?.headers ?? fc.constant({}))
        .map(([generic, extra]) => ({ ...generic, ...extra })),
    })
    .map((request) =>
      Object.assign(request, {
        [fc.toStringMethod]: () => describeRequest(request),
      }),
    );
}

const clip = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

function describeRequest(request: FuzzRequest): string {
  const payload = request.body.payload;
  const body = payload === undefined ? '' : ` body=${clip(JSON.stringify(payload.toString()))}`;
  const auth =
    request.auth.kind === 'broken'
      ? `broken(${clip(JSON.stringify(request.auth.header), 80)})`
      : request.auth.kind;
  return `${request.method} ${clip(request.path + request.query)} auth=${auth} ip=${request.ip} content-type=${JSON.stringify(request.body.contentType)} headers=${clip(JSON.stringify(request.headers), 200)}${body}`;
}

let spentLearners = 0;

/** An app under fuzz and the tokens of its learners. */
type Target = { app: typeof app; tokens: string[] };

/** A new learner (the account row, and a token as signing in gives) for a request that spends it. */
async function freshLearnerToken(target: Target): Promise<string> {
  spentLearners += 1;
  const [row] = await target.app.database.db
    .insert(users)
    .values({
      email: `fuzz.spent.${spentLearners}@example.com`,
      name: `Spent ${spentLearners}`,
      role: 'FREE',
    })
    .returning();
  return signed({ sub: String(row?.id), jti: crypto.randomUUID() });
}

async function authorizationFor(auth: Auth, route: FuzzRoute, target: Target): Promise<string | undefined> {
  if (auth.kind === 'none') return undefined;
  if (auth.kind === 'broken') return auth.header;
  if (route.extras?.spendsToken) return `Bearer ${await freshLearnerToken(target)}`;
  return `Bearer ${target.tokens[auth.index % target.tokens.length]}`;
}

function decodedBody(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  const raw = response.rawPayload;
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** Signs that an internal error reached the client: a stack frame, a module path, a source file. */
const LEAKS = ['at /', 'node_modules', '.ts:'];

function hasMessage(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { message } = body as { message?: unknown };
  if (typeof message === 'string') return message.length > 0;
  return (
    Array.isArray(message) &&
    message.length > 0 &&
    message.every(
      (item) =>
        (typeof item === 'string' && item.length > 0) ||
        (typeof item === 'object' &&
          item !== null &&
          typeof (item as { message?: unknown }).message === 'string'),
    )
  );
}

const statuses = new Map<string, Map<number, number>>();
const ownMethodRequests = new Map<string, number>();

const main: Target = { app, tokens: learners.map((learner) => learner.token) };

async function send(route: FuzzRoute, request: FuzzRequest, target: Target = main) {
  const authorization = await authorizationFor(request.auth, route, target);
  const headers: Record<string, string> = { ...request.headers };
  if (authorization !== undefined) headers.authorization = authorization;
  if (request.body.contentType !== undefined) headers['content-type'] = request.body.contentType;
  if (request.body.contentLength !== undefined) headers['content-length'] = request.body.contentLength;
  serverErrors.length = 0;
  const response = await target.app.inject({
    method: request.method as 'GET',
    url: request.path + request.query,
    headers,
    remoteAddress: request.ip,
    ...(request.body.payload !== undefined ? { payload: request.body.payload } : {}),
  });
  if (request.method === route.method)
    ownMethodRequests.set(routeId(route), (ownMethodRequests.get(routeId(route)) ?? 0) + 1);
  const counts = statuses.get(routeId(route)) ?? new Map<number, number>();
  counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
  statuses.set(routeId(route), counts);

  const problems: string[] = [];
  const body = decodedBody(response);
  const sent = `${request.path}${request.query}${authorization ?? ''}${request.body.payload?.toString() ?? ''}${JSON.stringify(request.headers)}`;
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  for (const leak of LEAKS) {
    // Only a leak when the request did not carry the same text (an echo of the input is not one).
    if (body.includes(leak) && !sent.includes(leak))
      problems.push(`the body contains ${JSON.stringify(leak)}`);
  }
  if (response.statusCode >= 400 && response.statusCode < 500 && request.method !== 'HEAD') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      problems.push('a 4xx whose body is not JSON');
    }
    if (!String(response.headers['content-type'] ?? '').startsWith('application/json'))
      problems.push(`a 4xx with content-type ${String(response.headers['content-type'])}`);
    if (parsed !== undefined && !hasMessage(parsed)) problems.push('a 4xx without a message');
  }
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('; ')}\n  request: ${describeRequest(request)}\n  answer: ${response.statusCode} ${clip(body, 600)}${serverErrors.map((line) => `\n  server log: ${line.length > 600 ? `…${line.slice(-600)}` : line}`).join('')}`,
    );
  }
}

let requestCount = 0;
const started = Date.now();

// The same routes with ALTCHA on, where the captcha field is decoded and checked: real solutions
// (each good once), real challenges with forged solutions, forged challenges, and garbage.
const captchaApp = await createTestApp(
  { CAPTCHA: 'altcha', CAPTCHA_COST: 10, LOG_LEVEL: 'error', GOOGLE_SHEETS_BASE_URL: google.baseUrl },
  { logOutput },
);
afterAll(() => captchaApp.cleanup());
const [captchaLearner] = await captchaApp.database.db
  .insert(users)
  .values({ email: 'fuzz.captcha@example.com', name: 'Captcha', role: 'VOCABULARY' })
  .returning();
const captchaTarget: Target = {
  app: captchaApp,
  tokens: [await signed({ sub: String(captchaLearner?.id), jti: crypto.randomUUID() })],
};
type Challenge = Parameters<typeof solveChallenge>[0]['challenge'];
const challenges: Challenge[] = [];
const solutions: unknown[] = [];
for (let i = 0; i < 3; i += 1) {
  const challenge = (
    await captchaApp.inject({ method: 'GET', url: '/api/captcha/challenge' })
  ).json() as Challenge;
  challenges.push(challenge);
  solutions.push({ challenge, solution: await solveChallenge({ challenge, deriveKey }) });
}
const encodings = fc.constantFrom<BufferEncoding>('base64', 'base64url', 'utf8');
const captchaPayloads = fc.oneof(
  fc.constantFrom(...solutions),
  fc.record({
    challenge: fc.constantFrom(...challenges),
    solution: fc.record({
      counter: fc.oneof(fc.integer(), fc.constantFrom(1e21, -1, 0.5)),
      derivedKey: fc.oneof(fc.stringMatching(/^[0-9a-f]{0,64}$/), hostileString),
    }),
  }),
  fc
    .tuple(
      fc.constantFrom(...challenges),
      fc.constantFrom(...solutions),
      fc.constantFrom('algorithm', 'expiresAt', 'salt', 'keyLength', 'cost', 'nonce'),
      wrongTypeValue,
    )
    .map(([challenge, solved, name, value]) => ({
      challenge: { ...challenge, parameters: { ...challenge.parameters, [name]: value } },
      solution: (solved as { solution: unknown }).solution,
    })),
  fc.record({
    challenge: fc.record({ parameters: fc.jsonValue(), signature: hostileString }),
    solution: fc.jsonValue(),
  }),
  fc.jsonValue(),
);
const CAPTCHA_HINTS: FieldHints = {
  ...HINTS,
  reCaptcha: fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(captchaPayloads, encodings)
        .map(([payload, encoding]) => Buffer.from(JSON.stringify(payload) ?? '').toString(encoding)),
    },
    { weight: 1, arbitrary: hostileString },
  ),
};

describe('what the fuzz found', () => {
  const auth = { authorization: `Bearer ${learnerToken}` };
  const candy = { game: 'candy', matched: true, wrongPairs: 0, hinted: false, thinkMs: 900 };

  it('refuses NUL in a word, a list or a query with 400 naming the field (it failed the query: 500)', async () => {
    const round = await app.inject({
      method: 'POST',
      url: '/api/learning/rounds',
      headers: auth,
      payload: {
        roundId: crypto.randomUUID(),
        listId: formatListId({ kind: 'test' }),
        languageLearn: 'en',
        playedAt: Date.now(),
        timezoneOffsetMinutes: 0,
        game: 'candy',
        words: [{ front: 'a\u0000b', outcome: candy }],
      },
    });
    expect(round.statusCode).toBe(400);
    expect(round.json()).toEqual({ message: [{ field: 'words.0.front', message: MESSAGES.nulCharacter }] });
    const deal = await app.inject({
      method: 'POST',
      url: '/api/learning/deal',
      headers: auth,
      payload: {
        game: 'space',
        languageLearn: 'en',
        timezoneOffsetMinutes: 0,
        fronts: ['\u0000'],
        roundSize: 5,
      },
    });
    expect(deal.statusCode).toBe(400);
    const words = await app.inject({ method: 'GET', url: '/api/progress/words?list=x%00y', headers: auth });
    expect(words.json()).toEqual({ message: [{ field: 'list', message: MESSAGES.nulCharacter }] });
  });

  it('answers 401 for a signed token whose user id is past the integer range (it answered 500)', async () => {
    const token = await signed({ sub: '3000000000', jti: 'x' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/user-info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('API fuzz', () => {
  it('finds the API routes in the app, and arbitraries for each', () => {
    expect(fuzzRoutes.length).toBeGreaterThan(10);
    const bare = fuzzRoutes.filter((route) => !hasArbitraries(route)).map(routeId);
    expect(bare, 'routes under /api with no zod input schema and no entry in ROUTE_EXTRAS').toEqual([]);
    const stale = Object.keys(ROUTE_EXTRAS).filter(
      (id) => !fuzzRoutes.some((route) => routeId(route) === id),
    );
    expect(stale, 'ROUTE_EXTRAS entries for routes the app does not have').toEqual([]);
  });

  for (const route of fuzzRoutes) {
    it(`${routeId(route)} survives ${RUNS} hostile requests`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          requestCount += 1;
          await send(route, request);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }

  for (const route of fuzzRoutes.filter((candidate) => candidate.body?.properties?.reCaptcha)) {
    it(`${routeId(route)} with the captcha on survives ${RUNS} hostile captchas`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, CAPTCHA_HINTS), async (request) => {
          requestCount += 1;
          await send({ ...route, label: ' (captcha on)' }, request, captchaTarget);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }

  it('answers unknown /api paths with a JSON 404', async () => {
    const unknown: FuzzRoute = { method: 'GET', url: '/api/unknown' };
    const segment = fc.oneof(
      fc.constantFrom(...RAW_QUERY_VALUES, '..', '%2e%2e', 'auth', 'tests', '__proto__', 'constructor'),
      hostileString.map(encodeURIComponentSafe),
    );
    await fc.assert(
      fc.asyncProperty(
        // inject() resolves dot segments as a URL does: keep the paths that stay under /api (the
        // rest reach the site's pages, which a test app without a build answers with 503).
        fc
          .array(segment, { minLength: 1, maxLength: 4 })
          .filter((segments) =>
            new URL(`/api/${segments.join('/')}`, 'http://x').pathname.startsWith('/api/'),
          ),
        fc.constantFrom(...OTHER_METHODS.filter((method) => method !== 'HEAD')),
        async (segments, method) => {
          requestCount += 1;
          const request: FuzzRequest = {
            method,
            path: `/api/${segments.join('/')}`,
            query: '',
            auth: { kind: 'none' },
            ip: '203.0.113.9',
            body: {},
            headers: {},
          };
          await send(unknown, request);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`sent every route at least ${LEAST_PER_ROUTE} requests of its method, and reached no host but the local fakes`, () => {
    const short = fuzzRoutes.filter(
      (route) => (ownMethodRequests.get(routeId(route)) ?? 0) < LEAST_PER_ROUTE,
    );
    expect(short.map(routeId)).toEqual([]);
    expect(outbound).toEqual([]);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const lines = [...statuses].map(
      ([id, counts]) =>
        `  ${id}: ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')}`,
    );
    console.info(
      `API fuzz: ${fuzzRoutes.length} routes, ${requestCount} requests in ${seconds} s (seed ${SEED})\n${lines.join('\n')}`,
    );
  });
});
