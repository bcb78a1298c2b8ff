/**
 * Files through the API with S3_* set, against s3rver (a real S3-compatible server): an upload
 * lands in the bucket under `<organisation id>/<file id>`, its signed link serves the bytes over
 * real HTTP, a tampered or expired link is refused, an object missing from the bucket answers
 * 404 (not 500), and removing the file deletes the object.
 */
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/index.ts';
import { s3FileStore } from '../src/modules/files/file-store.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { startS3rver, type TestS3 } from './helpers/s3rver.ts';
import { profileUser, upload } from './profile-helpers.ts';

describe('files stored in S3', () => {
  let s3: TestS3;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    s3 = await startS3rver();
    // No test store: the app builds its own from S3_*, as in production.
    t = await createTestApp({ env: s3.env, fileStore: undefined });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  const png = () =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
  const objectUrl = (key: string) => `${s3.endpoint}/${s3.bucket}/${key}`;

  async function uploadAvatar() {
    const user = await profileUser(t.app.db);
    const response = await upload(t, '/api/v1/profile/avatar', user.headers, await png(), 'a.png');
    expect(response.statusCode).toBe(200);
    const avatar = response.json().avatar as { id: string; url: string };
    const [row] = await t.app.db.select().from(files).where(eq(files.id, avatar.id));
    if (!row) throw new Error('The file row is missing');
    return { user, avatar, row };
  }

  it('uploads to the bucket and serves the object through the signed link', async () => {
    const { avatar, row } = await uploadAvatar();
    expect(row.storageKey).toBe(`${row.organisationId}/${row.id}`);
    const inBucket = await fetch(objectUrl(row.storageKey));
    expect(inBucket.status).toBe(200);
    const stored = Buffer.from(await inBucket.arrayBuffer());

    const served = await fetch(`${base}${avatar.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('refuses a tampered or expired link', async () => {
    const { avatar, row } = await uploadAvatar();
    const tampered = avatar.url.replace(/signature=(.)/, (_match: string, first: string) =>
      first === 'A' ? 'signature=B' : 'signature=A',
    );
    expect((await fetch(`${base}${tampered}`)).status).toBe(404);
    // A link made 30 days ago, correctly signed, has expired.
    const expired = t.app.files.url(row, { now: Date.now() - 30 * 86_400_000 });
    expect((await fetch(`${base}${expired}`)).status).toBe(404);
  });

  it('answers 404 when the bucket lost the object', async () => {
    const { avatar, row } = await uploadAvatar();
    await s3FileStore(s3.options).delete(row.storageKey);
    const response = await fetch(`${base}${avatar.url}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'FILE_NOT_FOUND' });
  });

  it('deletes the object when the file is removed', async () => {
    const { user, row } = await uploadAvatar();
    expect((await fetch(objectUrl(row.storageKey))).status).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/avatar',
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await fetch(objectUrl(row.storageKey))).status).toBe(404);
  });
});
