// The file service through the profile's avatar and signature: content sniffing (not the file
// name), the size limit, image shaping (square 512 px avatar, PNG signature), signed links that
// work without a token and fail when tampered with, and files kept to their organisation.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { profileUser, upload } from './profile-helpers.ts';

const image = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({
    create: { width, height, channels: 3, background: { r: 16, g: 192, b: 210 } },
  })
    [format]()
    .toBuffer();

/** CRC-32 of PNG chunks (zlib's polynomial). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few dozen bytes whose header claims a picture of `side` x `side` pixels. */
function claimedHugePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('files through the profile images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fetchLink = (url: string) => t.app.inject({ method: 'GET', url });

  it('stores an avatar square at 512 px and serves it through a signed link', async () => {
    const user = await profileUser(t.app.db);
    const jpeg = await image(1200, 800, 'jpeg');
    const response = await upload(
      t,
      '/api/v1/profile/avatar',
      user.headers,
      jpeg,
      'me.jpg',
      'image/jpeg',
    );
    expect(response.statusCode).toBe(200);
    const avatar = response.json().avatar;
    expect(avatar).toMatchObject({ name: 'me.jpg', content_type: 'image/webp' });
    expect(avatar.url).toMatch(
      /^\/api\/v1\/files\/[0-9a-f-]{36}\/content\?expires=\d+&user=[0-9a-f-]{36}&signature=/,
    );

    // No token needed: the signature is the permission.
    const served = await fetchLink(avatar.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([512, 512]);

    const tampered = avatar.url.replace(/signature=(.)/, (_m: string, c: string) =>
      c === 'A' ? 'signature=B' : 'signature=A',
    );
    expect((await fetchLink(tampered)).statusCode).toBe(404);
    const otherFile = avatar.url.replace(/files\/[0-9a-f-]{36}/, `files/${user.user.id}`);
    expect((await fetchLink(otherFile)).statusCode).toBe(404);
  });

  it('replaces the old avatar (its file goes) and removes it on request', async () => {
    const user = await profileUser(t.app.db);
    const first = await upload(
      t,
      '/api/v1/profile/avatar',
      user.headers,
      await image(600, 600, 'png'),
      'a.png',
    );
    const firstId = first.json().avatar.id;
    expect(first.json().avatar.content_type).toBe('image/png');
    const second = await upload(
      t,
      '/api/v1/profile/avatar',
      user.headers,
      await image(300, 700, 'png'),
      'b.png',
    );
    expect(second.statusCode).toBe(200);
    expect(await t.app.db.select().from(files).where(eq(files.id, firstId))).toEqual([]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.avatar).toBe(second.json().avatar.id);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/avatar',
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatar).toBeNull();
    expect(await t.app.db.select().from(files).where(eq(files.id, row!.avatar!))).toEqual([]);
  });

  it('stores a signature as PNG, at most 1200 px, and removes it', async () => {
    const user = await profileUser(t.app.db);
    const response = await upload(
      t,
      '/api/v1/profile/signature',
      user.headers,
      await image(2400, 600, 'jpeg'),
      'signature.jpg',
      'image/jpeg',
    );
    expect(response.statusCode).toBe(200);
    const signature = response.json().signature;
    expect(signature.content_type).toBe('image/png');
    const served = await fetchLink(signature.url);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('png');
    expect([metadata.width, metadata.height]).toEqual([1200, 300]);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: user.headers,
    });
    expect(profile.json().signature.id).toBe(signature.id);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/signature',
      headers: user.headers,
    });
    expect(removed.json().signature).toBeNull();
  });

  it('judges a file by its content: text named .png is refused with 415', async () => {
    const user = await profileUser(t.app.db);
    const response = await upload(
      t,
      '/api/v1/profile/avatar',
      user.headers,
      Buffer.from('just some text, not a picture at all'),
      'photo.png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('This type of file is not accepted');
    const pdf = await upload(
      t,
      '/api/v1/profile/signature',
      user.headers,
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
      'signature.png',
    );
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('Choose an image file (PNG, JPEG, WebP or GIF)');
  });

  it('refuses an image whose header claims more pixels than allowed, before decoding it', async () => {
    const user = await profileUser(t.app.db);
    const huge = claimedHugePng(20_000);
    expect(huge.length).toBeLessThan(200);
    const response = await upload(t, '/api/v1/profile/avatar', user.headers, huge, 'huge.png');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'IMAGE_TOO_MANY_PIXELS',
      message: 'The image is too large: at most 50 megapixels',
    });
  });

  it('asks for multipart with a file', async () => {
    const user = await profileUser(t.app.db);
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/avatar',
      headers: user.headers,
      payload: { file: 'nope' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the file as multipart/form-data');
    const empty = await upload(t, '/api/v1/profile/avatar', user.headers, Buffer.alloc(0), 'x.png');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: ['Choose a file to upload'] });
  });

  it('keeps a file to its organisation', async () => {
    const user = await profileUser(t.app.db);
    const outsider = await profileUser(t.app.db, 'Outsider Ltd');
    const response = await upload(
      t,
      '/api/v1/profile/avatar',
      user.headers,
      await image(64, 64, 'png'),
      'a.png',
    );
    const id = response.json().avatar.id;
    await expect(t.app.files.find(outsider.organisation.id, id)).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
      statusCode: 404,
    });
    await t.app.files.remove(outsider.organisation.id, id);
    expect(await t.app.db.select().from(files).where(eq(files.id, id))).toHaveLength(1);
    const [row] = await t.app.db.select().from(files).where(eq(files.id, id));
    expect(row?.storageKey.startsWith(`${user.organisation.id}/`)).toBe(true);
    // The outsider's profile never shows someone else's image.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: outsider.headers,
    });
    expect(theirs.json().avatar).toBeNull();
  });
});

describe('files over the size limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FILES_MAX_BYTES: '2048' } });
  });
  afterAll(() => t.close());

  it('refuses a file over FILES_MAX_BYTES with 413 and keeps nothing', async () => {
    const user = await profileUser(t.app.db);
    // Random pixels do not compress: a real PNG well over 2 KB.
    const noisy = await sharp(randomBytes(64 * 64 * 3), {
      raw: { width: 64, height: 64, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2048);
    const response = await upload(t, '/api/v1/profile/avatar', user.headers, noisy, 'big.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^The file is too large/);
    expect(await t.app.db.select().from(files)).toEqual([]);
  });
});
