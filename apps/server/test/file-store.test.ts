/**
 * The two file stores: a directory on disk, and an S3-compatible bucket (driven through the
 * AWS SDK against a small S3 endpoint on 127.0.0.1 that keeps objects in memory).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskFileStore, s3FileStore } from '../src/modules/files/file-store.ts';

describe('disk file store', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'mainstay-files-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes, reads and deletes under its directory', async () => {
    const store = diskFileStore(root);
    await store.put('org-1/file-1', Buffer.from('hello'), 'text/plain');
    expect(readFileSync(join(root, 'org-1', 'file-1'), 'utf8')).toBe('hello');
    expect((await store.get('org-1/file-1')).toString()).toBe('hello');
    await store.delete('org-1/file-1');
    expect(existsSync(join(root, 'org-1', 'file-1'))).toBe(false);
  });

  it('refuses keys that would leave its directory', async () => {
    const store = diskFileStore(root);
    await expect(store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(store.get('org/../../etc/passwd')).rejects.toThrow(/Unsafe/);
  });
});

describe('S3 file store', () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
        seen.push(`${request.method} ${path} ${request.headers.authorization ? 'signed' : ''}`);
        if (request.method === 'PUT') {
          objects.set(path, {
            body: Buffer.concat(chunks),
            type: String(request.headers['content-type']),
          });
          response.writeHead(200, { etag: '"1"' }).end();
        } else if (request.method === 'GET') {
          const object = objects.get(path);
          if (!object) {
            response
              .writeHead(404, { 'content-type': 'application/xml' })
              .end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
            return;
          }
          response.writeHead(200, { 'content-type': object.type }).end(object.body);
        } else if (request.method === 'DELETE') {
          objects.delete(path);
          response.writeHead(204).end();
        } else {
          response.writeHead(405).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes objects in the bucket with signed requests', async () => {
    const store = s3FileStore({
      endpoint,
      bucket: 'uploads',
      accessKey: 'key',
      secretKey: 'secret',
      region: 'us-east-1',
    });
    await store.put('org-1/file-1', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    expect(objects.get('/uploads/org-1/file-1')?.type).toBe('application/pdf');
    expect((await store.get('org-1/file-1')).toString()).toBe('%PDF-1.4 test');
    await store.delete('org-1/file-1');
    expect(objects.has('/uploads/org-1/file-1')).toBe(false);
    expect(seen.every((line) => line.endsWith('signed'))).toBe(true);
    await expect(store.get('org-1/file-1')).rejects.toThrow();
  });
});
