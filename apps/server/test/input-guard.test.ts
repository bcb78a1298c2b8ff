// Whatever bytes arrive, the answer is a 4xx that says what is wrong, never a 500: NUL characters
// and broken UTF-8 anywhere in a request, bodies over the limit (read as a 413 by a real client;
// an upload's limit is the files' one, not the JSON body's),
// and a database that goes away answering 503 with Retry-After and one log line per outage.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

const INVALID = 'INVALID_CHARACTERS';

describe('the input guard', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({
      captureLogs: true,
      registerRoutes(app) {
        // A handler whose database is gone, as the driver reports it through the ORM.
        app.get('/v1/outage-probe', async () => {
          const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
            code: 'ECONNREFUSED',
          });
          throw new Error('Failed query: select 1', { cause: refused });
        });
        app.get('/v1/bad-text-probe', async () => {
          const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8"'), {
            code: '22021',
          });
          throw new Error('Failed query: insert', { cause: driver });
        });
      },
    });
    const org = await createOrganisation(t.app.db, 'Guarded Estates');
    ({ token } = await createUserWithToken(t.app.db, org.id, {
      rules: [{ action: 'manage', subject: 'all' }],
    }));
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const post = (url: string, payload: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload,
    });

  it('refuses a NUL or broken UTF-8 in the query string and the path', async () => {
    for (const url of [
      '/api/v1/assets?search=pump%00',
      '/api/v1/assets?search=pump%C3%28',
      '/api/v1/assets?search=%E2%82',
      '/api/v1/buildings/abc%00def',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: INVALID });
    }
    expect((await get('/api/v1/assets?search=pump%20%C3%A9')).statusCode).toBe(200);
  });

  it('refuses a NUL in a JSON string or key, and a body that is not UTF-8', async () => {
    const bodies = [
      '{"name":"North\\u0000Tower"}',
      '{"name\\u0000":"North Tower"}',
      '{"name":["ok","bad\\u0000"]}',
      Buffer.concat([Buffer.from('{"name":"North '), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]),
    ];
    for (const body of bodies) {
      const response = await post('/api/v1/buildings', body);
      expect(response.statusCode, String(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: INVALID });
    }
    // A backslash followed by "u0000" is ordinary text.
    const ordinary = await post('/api/v1/buildings', '{"name":"Tower \\\\u0000 B"}');
    expect(ordinary.statusCode).toBe(201);
    expect(ordinary.json().name).toBe('Tower \\u0000 B');
  });

  it('answers bad text that reaches the database with a 400, not a 500', async () => {
    const response = await get('/api/v1/bad-text-probe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: INVALID });
  });

  it('answers a database outage with 503 and Retry-After, logged once', async () => {
    const before = t.logs.filter((line) => line.level === 50).length;
    for (let i = 0; i < 3; i += 1) {
      const response = await get('/api/v1/outage-probe');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(response.body).not.toContain('ECONNREFUSED');
    }
    const errors = t.logs.filter((line) => line.level === 50).slice(before);
    expect(errors).toHaveLength(1);
    expect(String(errors[0]?.msg)).toMatch(/database is unreachable/);
  });

  it('takes an upload over the JSON limit up to the files limit, and still refuses such JSON', async () => {
    const rows = ['name,serial number'];
    for (let index = 0; rows.length < 60_000; index += 1)
      rows.push(`Fan coil unit ${index},SN-${index}`);
    const form = new FormData();
    form.append('entity', 'assets');
    form.append('file', new Blob([rows.join('\n')]), 'assets.csv');
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    const payload = Buffer.from(await multipart.arrayBuffer());
    expect(payload.length).toBeGreaterThan(1024 * 1024);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/imports',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': multipart.headers.get('content-type') ?? '',
      },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const json = await post(
      '/api/v1/buildings',
      JSON.stringify({ name: 'x'.repeat(payload.length) }),
    );
    expect(json.statusCode).toBe(413);
  });

  it('lets a real client read the 413 of an 11 MB body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const size = 11 * 1024 * 1024;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/buildings',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': size,
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => {
            // The whole body went out without a reset; the kept-alive socket is then let go.
            const done = () => {
              outgoing.socket?.destroy();
              resolve({ status: response.statusCode ?? 0, body });
            };
            if (outgoing.writableFinished) done();
            else outgoing.once('finish', done);
          });
        },
      );
      outgoing.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!outgoing.write(chunk)) return void outgoing.once('drain', pump);
        }
        outgoing.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
