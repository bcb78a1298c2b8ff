/** Shared by the profile tests: a user allowed (read, profile) with a password, and uploads. */
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import type { TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

export const PROFILE_RULES = [{ action: 'read', subject: 'profile' }] as const;
export const PASSWORD = 'correct-horse-battery';

/** A signed-in member of a fresh organisation who may open their profile. */
export async function profileUser(db: Database, organisationName = 'Acme Estates') {
  const organisation = await createOrganisation(db, organisationName);
  const created = await createUserWithToken(db, organisation.id, { rules: [...PROFILE_RULES] });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, created.user.id));
  return { ...created, organisation, headers: bearer(created.token) };
}

/** A multipart body with one file in the `file` field, as a browser sends it. */
export async function multipartFile(data: Buffer, filename: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export async function upload(
  t: TestApp,
  url: string,
  headers: Record<string, string>,
  data: Buffer,
  filename: string,
  type?: string,
) {
  const body = await multipartFile(data, filename, type);
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}
