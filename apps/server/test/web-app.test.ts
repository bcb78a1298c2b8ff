import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const BIG_SCRIPT = `console.log(${JSON.stringify('Mainstay '.repeat(2000))});`;
const PRECOMPRESSED_BR = brotliCompressSync(`${BIG_SCRIPT}// from the .br copy`);
const PRECOMPRESSED_GZ = gzipSync(`${BIG_SCRIPT}// from the .gz copy`);

describe('serving the built web app', () => {
  let database: TestDatabase;
  let distDir: string;
  let t: TestApp;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'mainstay-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), BIG_SCRIPT);
    // A file with the build's precompressed copies: marked, so the test sees which one is sent.
    writeFileSync(join(distDir, 'assets', 'app-def456.js'), BIG_SCRIPT);
    writeFileSync(join(distDir, 'assets', 'app-def456.js.br'), PRECOMPRESSED_BR);
    writeFileSync(join(distDir, 'assets', 'app-def456.js.gz'), PRECOMPRESSED_GZ);
    writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    database = await createTestDatabase();
    t = await createTestApp({ database, env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache and the app CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for app routes (GET and HEAD)', async () => {
    const deep = await t.app.inject({ method: 'GET', url: '/buildings/42?tab=assets' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toContain('<div id="root">');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const head = await t.app.inject({ method: 'HEAD', url: '/dashboards/crm' });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 for missing files and non-GET requests instead of the app', async () => {
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.body).not.toContain('<div id="root">');
    const post = await t.app.inject({ method: 'POST', url: '/buildings' });
    expect(post.statusCode).toBe(404);
  });

  it('keeps API 404s as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's compressed copies as they are, with the file's type and caching", async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(Buffer.compare(brotli.rawPayload, PRECOMPRESSED_BR)).toBe(0);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(gzip.rawPayload, PRECOMPRESSED_GZ)).toBe(0);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });
});

describe('with card payments configured', () => {
  it('lets the sign-up page load Stripe.js, its card frame and its API, and nothing else', async () => {
    const t = await createTestApp({ env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_123' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    } finally {
      await t.close();
    }
  });

  it('keeps Stripe out of the policy when card payments are off', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(response.headers['content-security-policy'])).not.toContain('stripe');
    } finally {
      await t.close();
    }
  });
});

describe('without a web build', () => {
  it('explains how to build it on app paths while the API keeps working', async () => {
    const t = await createTestApp({ env: { WEB_DIST_DIR: '/nonexistent/dist' } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/dashboards/crm' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('npm run build');
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
