/**
 * The two file stores: a directory on disk, and an S3-compatible bucket (driven through the
 * AWS SDK against s3rver, a real S3-compatible server the test starts on 127.0.0.1).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskFileStore, MissingFileError, s3FileStore } from '../src/modules/files/file-store.ts';
import { startS3rver, type TestS3 } from './helpers/s3rver.ts';

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
    await expect(store.get('org-1/file-1')).rejects.toBeInstanceOf(MissingFileError);
  });

  it('refuses keys that would leave its directory', async () => {
    const store = diskFileStore(root);
    await expect(store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    await expect(store.get('org/../../etc/passwd')).rejects.toThrow(/Unsafe/);
  });
});

describe('S3 file store (against s3rver)', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3rver();
  });
  afterAll(() => s3.stop());

  it('puts, gets and deletes objects in the bucket', async () => {
    const store = s3FileStore(s3.options);
    await store.put('org-1/file-1', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    // Read back with a plain S3 request, not through the store: the object really is there.
    const stored = await fetch(`${s3.endpoint}/${s3.bucket}/org-1/file-1`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('application/pdf');
    expect(await stored.text()).toBe('%PDF-1.4 test');
    expect((await store.get('org-1/file-1')).toString()).toBe('%PDF-1.4 test');

    await store.delete('org-1/file-1');
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/org-1/file-1`)).status).toBe(404);
    // Deleting what is already gone is not an error (S3 answers 204 either way).
    await expect(store.delete('org-1/file-1')).resolves.toBeUndefined();
  });

  it('reports a missing object as a missing file, not as a failure', async () => {
    const store = s3FileStore(s3.options);
    await expect(store.get('org-1/never-stored')).rejects.toBeInstanceOf(MissingFileError);
  });

  it('fails loudly on credentials the bucket does not know', async () => {
    const store = s3FileStore({ ...s3.options, accessKey: 'NOT-A-KEY' });
    await expect(store.put('org-1/file-2', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Access Key Id/,
    );
  });

  it('refuses unsafe keys before asking the bucket', async () => {
    const store = s3FileStore(s3.options);
    await expect(store.get('org-1/../other')).rejects.toThrow(/Unsafe/);
  });
});
