/**
 * Self-service sign-up (spec section 4): register (an unverified user without organisation),
 * verify the e-mail with a code, resend the code, then company details, which creates the
 * organisation with its default roles and makes the user its Owner.
 */
import type {
  TCompanyDetailsRequest,
  TRegisterRequest,
  TRegisterResponse,
  TResendVerificationRequest,
  TVerifyEmailRequest,
} from '@mainstay/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organisations, users, type User } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { hashPassword, refuseCommonPassword } from '../../lib/passwords.ts';
import { insertOrganisation } from '../organisation/index.ts';
import { rolesRepository } from '../roles/index.ts';
import { ensureDefaultCategories } from '../assets/index.ts';
import { ensureDefaultSlaPolicies } from '../sla/index.ts';
import { ensureDefaultTicketCategories } from '../tickets/index.ts';
import type { AuthDeps } from './auth.deps.ts';
import { AUTH_NOTICES } from './auth.messages.ts';
import { newLinkToken } from './one-time-secrets.ts';
import { issueSignUpSecret, requireSignUpSecret } from './sign-up-secrets.ts';
import {
  checkVerificationCode,
  CODE_TTL_MINUTES,
  issueVerificationCode,
  RESEND_INTERVAL_SECONDS,
  secondsUntilResend,
} from './verification-codes.ts';

/** Company details must follow registration within this time (unless the caller is signed in). */
export const SIGN_UP_WINDOW_MS = 24 * 60 * 60 * 1000;

async function userById(executor: Executor, userId: string): Promise<User> {
  const [user] = await executor.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('SIGN_UP_USER_NOT_FOUND');
  return user;
}

async function sendCode(deps: AuthDeps, user: User, code: string): Promise<void> {
  await deps.mail.send({
    to: user.email,
    template: 'verify-email',
    language: user.language,
    data: { name: user.name, code, expires_minutes: String(CODE_TTL_MINUTES) },
  });
}

export async function register(
  deps: AuthDeps,
  input: TRegisterRequest,
  language: string,
): Promise<TRegisterResponse> {
  const [existing] = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  // An abandoned sign-up (never verified, no organisation, over a day old) frees its address;
  // a recent one does not, so nobody can take over someone's sign-up in progress.
  const abandoned =
    existing &&
    !existing.emailVerifiedAt &&
    !existing.organisationId &&
    Date.now() - existing.createdAt.getTime() > SIGN_UP_WINDOW_MS;
  if (existing && !abandoned) {
    throw fieldError('email', 'EMAIL_TAKEN');
  }

  await refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const { user, code, secret } = await deps.db.transaction(async (tx) => {
    if (existing) await tx.delete(users).where(eq(users.id, existing.id));
    const [created] = await tx
      .insert(users)
      .values({
        organisationId: null,
        name: input.username,
        username: input.username,
        email: input.email,
        passwordHash,
        language,
        status: 'active',
      })
      .onConflictDoNothing()
      .returning();
    // Two sign-ups with one address at the same moment: the second loses cleanly.
    if (!created) {
      throw fieldError('email', 'EMAIL_TAKEN');
    }
    const ends = new Date(created.createdAt.getTime() + SIGN_UP_WINDOW_MS);
    return {
      user: created,
      code: await issueVerificationCode(tx, created.id),
      secret: await issueSignUpSecret(tx, created.id, ends),
    };
  });
  await sendCode(deps, user, code);
  return {
    verification_sent: true,
    user_id: user.id,
    sign_up_secret: secret,
    message: AUTH_NOTICES.verificationSent,
  };
}

export async function verifyEmail(deps: AuthDeps, input: TVerifyEmailRequest) {
  await requireSignUpSecret(deps.db, input.user_id, input.sign_up_secret);
  const user = await userById(deps.db, input.user_id);
  if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');

  const outcome = await deps.db.transaction(async (tx) => {
    const check = await checkVerificationCode(tx, user.id, input.code);
    if (check === 'valid') {
      await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    }
    return check;
  });
  if (outcome === 'valid') return { success: true, message: AUTH_NOTICES.emailVerified };
  const code = (
    {
      invalid: 'VERIFICATION_CODE_INVALID',
      expired: 'VERIFICATION_CODE_EXPIRED',
      burnt: 'VERIFICATION_CODE_BURNT',
    } as const
  )[outcome];
  throw fieldError('code', code);
}

/** Thrown when a new code is asked for too soon; the route answers 429 with the wait. */
export class ResendTooSoonError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RESEND_TOO_SOON', { params: { count: retryAfterSeconds } });
  }
}

export async function resendVerification(deps: AuthDeps, input: TResendVerificationRequest) {
  const userId = input.user_id;
  await requireSignUpSecret(deps.db, userId, input.sign_up_secret);
  const user = await userById(deps.db, userId);
  if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
  const wait = await secondsUntilResend(deps.db, user.id);
  if (wait > 0) throw new ResendTooSoonError(wait);
  const code = await deps.db.transaction((tx) => issueVerificationCode(tx, user.id));
  await sendCode(deps, user, code);
  return {
    success: true,
    message: AUTH_NOTICES.verificationSent,
    retry_after_seconds: RESEND_INTERVAL_SECONDS,
  };
}

function slugOf(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return base || 'organisation';
}

async function uniqueSlug(executor: Executor, name: string): Promise<string> {
  const base = slugOf(name);
  const [taken] = await executor
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.slug, base))
    .limit(1);
  return taken ? `${base}-${newLinkToken().slice(0, 6).toLowerCase()}` : base;
}

/**
 * The caller was authorised by the route (`authoriseSignUpStep`): `signedIn` when by the user's
 * own bearer token, which lifts the 24-hour window. Otherwise (by the sign-up secret), only a
 * verified user with no organisation yet, who registered less than a day ago, may create it.
 */
export async function submitCompanyDetails(
  deps: AuthDeps,
  input: TCompanyDetailsRequest,
  signedIn: boolean,
) {
  const user = await userById(deps.db, input.user_id);
  if (user.organisationId) throw new AppError('COMPANY_ALREADY_CREATED');
  if (!user.emailVerifiedAt) throw new AppError('VERIFY_EMAIL_FIRST');
  if (!signedIn && Date.now() - user.createdAt.getTime() > SIGN_UP_WINDOW_MS) {
    throw new AppError('SIGN_UP_EXPIRED');
  }

  const organisation = await deps.db.transaction(async (tx) => {
    const created = await insertOrganisation(tx, {
      name: input.company_name,
      slug: await uniqueSlug(tx, input.company_name),
      country: input.country,
      industry: input.industry,
      totalUsers: input.total_users,
      phone: input.phone ? input.phone : null,
    });
    // Claim the user in the same statement that checks they have no organisation, so two
    // submissions at once cannot make two organisations.
    const [claimed] = await tx
      .update(users)
      .set({ organisationId: created.id })
      .where(and(eq(users.id, user.id), isNull(users.organisationId)))
      .returning({ id: users.id });
    if (!claimed) throw new AppError('COMPANY_ALREADY_CREATED');
    const roles = rolesRepository(tx, created.id);
    const roleRows = await roles.insertDefaults();
    await ensureDefaultCategories(tx, created.id);
    await ensureDefaultTicketCategories(tx, created.id);
    await ensureDefaultSlaPolicies(tx, created.id);
    const owner = roleRows.find((role) => role.key === 'owner');
    if (!owner) throw new Error('The default roles have no Owner');
    await roles.assignToUser(user.id, [owner.id]);
    return created;
  });

  await deps.mail.send({
    to: user.email,
    template: 'welcome',
    language: user.language,
    organisationId: organisation.id,
    data: {
      name: user.name,
      organisation_name: organisation.name,
      link: `${deps.appUrl}/auth/login`,
    },
  });
  return { success: true, message: AUTH_NOTICES.companyDetailsUpdated };
}
