import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMORY_DATA_DIR } from './config.ts';
import { MigrationsPendingError, openDatabase } from './db/client.ts';
import { users } from './db/schema.ts';
import { JWT_AUDIENCE, JWT_ISSUER } from './modules/auth/tokens.ts';
import { cachedEmptyPgliteTemplate } from './testing/pglite-template.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './testing/test-app.ts';

const key = new TextEncoder().encode(TEST_JWT_SECRET);

function tokenFor(
  userId: number,
  options: { exp?: number; aud?: string; iss?: string; secret?: Uint8Array } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(options.iss ?? JWT_ISSUER)
    .setAudience(options.aud ?? JWT_AUDIENCE)
    .setIssuedAt(now - 60)
    .setJti(crypto.randomUUID())
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(options.secret ?? key);
}

/** A probe route with a zod body, to see how any JSON route treats bad input. */
const probeRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/probe',
    { schema: { body: z.object({ email: z.email('Email is not valid'), count: z.number().int() }) } },
    async (request) => ({ ok: request.body.email }),
  );
};

describe('API', () => {
  let app: TestApp;
  let userId: number;

  beforeAll(async () => {
    app = await createTestApp({}, { apiPlugins: [probeRoutes] });
    const [row] = await app.database.db
      .insert(users)
      .values({
        email: 'ada@example.com',
        name: 'Ada',
        role: 'VOCABULARY',
        languageNative: 'uk',
        languageLearn: 'en',
      })
      .returning();
    userId = row?.id ?? 0;
  });
  afterAll(() => app.cleanup());

  it('answers the health check', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  describe('GET /api/auth/user-info', () => {
    it('gives the anonymous user (id 1) without a token, never cached', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/auth/user-info' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: 1, name: 'Guest', email: null });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('gives the signed-in user for a valid token', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/user-info',
        headers: { authorization: `Bearer ${await tokenFor(userId)}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: userId,
        name: 'Ada',
        nameChosen: false,
        hasPassword: false,
        email: 'ada@example.com',
        role: 'VOCABULARY',
        languageNative: 'uk',
        languageLearn: 'en',
        // The end of a premium code's role (decision record 026); none for a role set by an admin.
        premiumUntil: null,
      });
    });

    it('numbers real users from 2', () => {
      expect(userId).toBeGreaterThanOrEqual(2);
    });

    const now = () => Math.floor(Date.now() / 1000);
    const badTokens: [string, () => Promise<string> | string][] = [
      ['garbage', () => 'not-a-jwt'],
      ['an empty bearer', () => ''],
      ['expired', () => tokenFor(userId, { exp: now() - 10 })],
      ['wrong audience', () => tokenFor(userId, { aud: 'someone-else' })],
      ['wrong issuer', () => tokenFor(userId, { iss: 'someone-else' })],
      [
        'signed with another key',
        () => tokenFor(userId, { secret: new TextEncoder().encode('x'.repeat(48)) }),
      ],
      [
        'alg none',
        () =>
          new UnsecuredJWT({})
            .setSubject(String(userId))
            .setIssuer(JWT_ISSUER)
            .setAudience(JWT_AUDIENCE)
            .setIssuedAt()
            .setExpirationTime('1h')
            .encode(),
      ],
      [
        'tampered',
        async () => {
          const [header, , signature] = (await tokenFor(userId)).split('.');
          const payload = Buffer.from(
            JSON.stringify({ sub: '999', iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat: now(), exp: now() + 3600 }),
          ).toString('base64url');
          return `${header}.${payload}.${signature}`;
        },
      ],
      ['for a user that does not exist', () => tokenFor(987654)],
      ['for the anonymous id', () => tokenFor(1)],
    ];

    it.each(badTokens)('answers 401 for a token that is %s', async (_name, makeToken) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/user-info',
        headers: { authorization: `Bearer ${await makeToken()}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });
  });

  describe('errors', () => {
    it('answers an unknown API path with 404 JSON', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    });

    it('answers malformed JSON with 400 JSON and no stack trace', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    });

    it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
      'answers a %s body with 400 JSON',
      async (contentType) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/probe',
          headers: { 'content-type': contentType },
          payload: 'email=a',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Send the request body as application/json.' });
      },
    );

    it('answers an empty JSON body with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

    it('answers a body that fails the schema with 400 and one line per field', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe',
        payload: { email: 'nope', count: 'three' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: [
          { field: 'email', message: 'Email is not valid' },
          { field: 'count', message: expect.any(String) },
        ],
      });
    });

    it('accepts a good body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/probe',
        payload: { email: 'a@b.co', count: 3 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: 'a@b.co' });
    });
  });

  describe('security headers', () => {
    it('sends a strict CSP and the other headers', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/auth/user-info' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  });
});

describe('serving the site', () => {
  let app: TestApp;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'va-static-'));
  const bigScript = `console.log(${JSON.stringify('word '.repeat(2000))});`;
  const precompressed = {
    br: brotliCompressSync(bigScript, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(bigScript, { level: 9 }),
  };

  beforeAll(async () => {
    mkdirSync(path.join(staticDir, 'assets'));
    mkdirSync(path.join(staticDir, 'games', 'candy'), { recursive: true });
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><head><title>__SITE_NAME__</title><meta name="application-name" content="__SITE_NAME__"></head><div id="root"></div>',
    );
    writeFileSync(path.join(staticDir, 'assets', 'site-abc123.js'), bigScript);
    // A build's precompressed copies (scripts/precompress.ts).
    writeFileSync(path.join(staticDir, 'assets', 'framework-f1.js'), bigScript);
    writeFileSync(path.join(staticDir, 'assets', 'framework-f1.js.br'), precompressed.br);
    writeFileSync(path.join(staticDir, 'assets', 'framework-f1.js.gz'), precompressed.gzip);
    // The build manifest (vite.config.ts build.manifest): the site's entry and a route's lazy chunk.
    mkdirSync(path.join(staticDir, '.vite'));
    writeFileSync(
      path.join(staticDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/site-abc123.js', isEntry: true, imports: ['_framework-f1.js'] },
        '_framework-f1.js': { file: 'assets/framework-f1.js' },
        '_shared-s1.js': { file: 'assets/shared-s1.js', css: ['assets/shared-s1.css'] },
        'web/features/settings/settings-page.tsx': {
          file: 'assets/settings-page-p1.js',
          imports: ['_framework-f1.js', 'index.html', '_shared-s1.js'],
          dynamicImports: ['web/features/later.tsx'],
          css: ['assets/settings-page-p1.css'],
        },
        'web/features/word-lists/vocabulary-sync.tsx': { file: 'assets/vocabulary-sync-v1.js' },
      }),
    );
    writeFileSync(
      path.join(staticDir, 'games', 'candy', 'index.html'),
      '<!doctype html><title>Candy</title>',
    );
    app = await createTestApp({ STATIC_DIR: staticDir, SITE_NAME: 'Word <Fun>' });
  });
  afterAll(() => app.cleanup());

  it.each(['/', '/index.html', '/ielts-vocabulary/7/3', '/game/candy', '/settings', '/pricing?x=1'])(
    'answers %s with the app, not cached, site name filled in',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Word &#60;Fun&#62;</title>');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it("names a route's lazy chunks and styles in its page, not the entry's nor later imports", async () => {
    const response = await app.inject({ method: 'GET', url: '/settings' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const hrefs = (rel: string) =>
      [...head.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)"`, 'g'))].map((match) => match[1]);
    expect(hrefs('modulepreload')).toEqual([
      '/assets/settings-page-p1.js',
      '/assets/shared-s1.js',
      '/assets/vocabulary-sync-v1.js',
    ]);
    // Preloaded, not applied: the route's styles do not hold up the first paint.
    expect(hrefs('preload" as="style')).toEqual(['/assets/settings-page-p1.css', '/assets/shared-s1.css']);
    expect(head).not.toContain('rel="stylesheet"');
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('modulepreload');
  });

  it('does not serve the build manifest', async () => {
    const response = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
  });

  it('answers a path that is not a route with the app and status 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('serves hashed assets with a year of caching, compressed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/site-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'] ?? response.rawPayload.length)).toBeLessThan(
      bigScript.length,
    );
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'sends the Brotli or gzip copy the build wrote to a browser that accepts %s',
    async (accept, encoding, decode) => {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/framework-f1.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      // The build's copy itself, not one compressed for this request.
      expect(response.rawPayload.equals(precompressed[encoding])).toBe(true);
      expect(decode(response.rawPayload).toString()).toBe(bigScript);
    },
  );

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/framework-f1.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(bigScript);
  });

  it('serves a game page from its folder without caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/games/candy/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Candy</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });
});

describe('MIGRATE_ON_START=0 (a cluster whose migration job runs first)', () => {
  it('counts pending migrations, and a server with MIGRATE_ON_START=0 refuses to start before the job ran', async () => {
    // A database as initdb leaves it (the tests' template of one: no initdb here).
    const empty = await cachedEmptyPgliteTemplate();
    const fresh = await openDatabase({ dataDir: MEMORY_DATA_DIR, pgliteTemplate: empty });
    try {
      expect(await fresh.pendingMigrations()).toBeGreaterThanOrEqual(10);
    } finally {
      await fresh.close();
    }

    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-db-pending-'));
    try {
      await (await openDatabase({ dataDir, pgliteTemplate: empty })).close();
      await expect(createTestApp({ DATA_DIR: dataDir, MIGRATE_ON_START: false })).rejects.toThrow(
        MigrationsPendingError,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Migrated (the tests' PGlite template): it starts. npm run test:cluster checks PostgreSQL.
    const migrated = await createTestApp({ DATA_DIR: MEMORY_DATA_DIR, MIGRATE_ON_START: false });
    try {
      expect(await migrated.database.pendingMigrations()).toBe(0);
    } finally {
      await migrated.cleanup();
    }
  });
});
