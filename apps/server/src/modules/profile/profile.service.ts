/**
 * The signed-in user's own profile: reading it (with role names, organisation and signed links
 * to the avatar and signature), editing the details, and replacing or removing the avatar and
 * the signature. Every read and write is scoped to the caller's organisation.
 */
import type { TProfile, TUpdateProfileValues } from '@mainstay/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organisations, roles, userRoles, users, type User } from '../../db/schema/index.ts';
import { auditSubject, recordChange, recordChanges } from '../../lib/audit.ts';
import { AppError, fieldError, NotFoundError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { Upload } from '../../plugins/files.ts';
import { usersRepository } from '../users/index.ts';
import { fileIdOf, type ProfileCaller, type ProfileDeps } from './profile.deps.ts';

export type ProfileImage = 'avatar' | 'signature';

export async function findOwnUser(executor: Executor, caller: ProfileCaller): Promise<User> {
  const user = await usersRepository(executor, caller.organisationId).findById(caller.userId);
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
  return user;
}

/**
 * The password hash of the caller's account once `password` matches it; `refusal` otherwise
 * (and for an account without a password, which nothing can confirm).
 */
export async function confirmOwnPassword(
  user: User,
  password: string,
  refusal: AppError,
): Promise<string> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) throw refusal;
  return user.passwordHash;
}

async function linkOf(deps: ProfileDeps, organisationId: string, value: string | null) {
  const id = fileIdOf(value);
  if (!id) return null;
  try {
    return deps.files.link(await deps.files.find(organisationId, id));
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export async function getProfile(deps: ProfileDeps, caller: ProfileCaller): Promise<TProfile> {
  const user = await findOwnUser(deps.db, caller);
  const scope = forOrganisation(deps.db, caller.organisationId);
  const heldRoles = await deps.db
    .select({ id: roles.id, key: roles.key, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), scope.where(roles)))
    .where(scope.where(userRoles, eq(userRoles.userId, user.id)));
  const [organisation] = await deps.db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, caller.organisationId));
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    job_title: user.jobTitle,
    language: user.language,
    avatar: await linkOf(deps, caller.organisationId, user.avatar),
    signature: await linkOf(deps, caller.organisationId, user.signature),
    roles: heldRoles.sort((a, b) => a.name.localeCompare(b.name)),
    organisation_name: organisation?.name ?? '',
    created_at: user.createdAt.toISOString(),
  };
}

const auditedDetails = (user: User) => ({
  name: user.name,
  username: user.username,
  phone: user.phone,
  job_title: user.jobTitle,
  language: user.language,
});

/** Usernames are unique across all users (case-insensitively), as sign-in names are. */
async function assertUsernameFree(executor: Executor, userId: string, username: string) {
  const [taken] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  if (taken) {
    throw fieldError('username', 'USERNAME_TAKEN');
  }
}

export async function updateProfile(
  deps: ProfileDeps,
  caller: ProfileCaller,
  input: TUpdateProfileValues,
): Promise<TProfile> {
  await deps.db.transaction(async (tx) => {
    const before = await findOwnUser(tx, caller);
    if (input.username !== undefined && input.username !== before.username) {
      await assertUsernameFree(tx, before.id, input.username);
    }
    const after = await usersRepository(tx, caller.organisationId).update(before.id, {
      name: input.name,
      ...(input.username !== undefined ? { username: input.username } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.job_title !== undefined ? { jobTitle: input.job_title } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
    });
    if (!after) throw new AppError('ACCOUNT_NOT_FOUND');
    await recordChanges(tx, caller, 'user.profile_updated', auditSubject('user', after), {
      before: auditedDetails(before),
      after: auditedDetails(after),
    });
  });
  return getProfile(deps, caller);
}

/**
 * Replaces the avatar or signature with the upload (checked and shaped by the file service), or
 * removes it (`null`). The old image's file goes only once the change is in place.
 */
export async function setImage(
  deps: ProfileDeps,
  caller: ProfileCaller,
  image: ProfileImage,
  upload: Upload | null,
): Promise<TProfile> {
  const previous = await deps.db.transaction(async (tx) => {
    const user = await findOwnUser(tx, caller);
    if (!upload && !user[image]) return null;
    const file = upload
      ? await deps.files.save(
          {
            organisationId: caller.organisationId,
            userId: caller.userId,
            purpose: image,
            filename: upload.filename,
            data: upload.data,
          },
          tx,
        )
      : null;
    await usersRepository(tx, caller.organisationId).update(user.id, { [image]: file?.id ?? null });
    const action = `user.${image}_${file ? 'updated' : 'removed'}`;
    await recordChange(tx, caller, action, auditSubject('user', user));
    return fileIdOf(user[image]);
  });
  if (previous) await deps.files.remove(caller.organisationId, previous);
  return getProfile(deps, caller);
}
