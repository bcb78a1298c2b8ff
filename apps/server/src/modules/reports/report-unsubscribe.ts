/**
 * The unsubscribe link of a scheduled report's e-mail. The token is base64url(JSON payload) +
 * "." + base64url(HMAC-SHA256) with a secret kept in instance_settings; it names the schedule,
 * its organisation and the recipient, and never expires (an old e-mail must still let its reader
 * leave). Using it needs no sign-in: it removes that person from that schedule, once or again.
 */
import type { TReportUnsubscribeResult } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  instanceSettings,
  reportScheduleRecipients,
  reportSchedules,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { translate } from '../../lib/translate.ts';

const SECRET_KEY = 'report_unsubscribe_secret';

export interface UnsubscribePayload {
  scheduleId: string;
  organisationId: string;
  userId: string;
}

// Per database (tests open several); the secret never changes once stored.
const secrets = new WeakMap<object, Buffer>();

export async function unsubscribeSecret(executor: Executor, cacheKey: object): Promise<Buffer> {
  const cached = secrets.get(cacheKey);
  if (cached) return cached;
  await executor
    .insert(instanceSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await executor
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.key, SECRET_KEY));
  if (!row) throw new Error('The unsubscribe secret could not be stored');
  const secret = Buffer.from(row.value, 'base64url');
  secrets.set(cacheKey, secret);
  return secret;
}

const sign = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

export function signUnsubscribeToken(secret: Buffer, payload: UnsubscribePayload): string {
  const body = Buffer.from(
    JSON.stringify({ s: payload.scheduleId, o: payload.organisationId, u: payload.userId }),
  ).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The payload of a token this server signed; 400 LINK_INVALID for anything else. */
export function readUnsubscribeToken(secret: Buffer, token: string): UnsubscribePayload {
  const [body = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('LINK_INVALID');
  }
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const { s, o, u } = value;
    if (typeof s === 'string' && typeof o === 'string' && typeof u === 'string') {
      return { scheduleId: s, organisationId: o, userId: u };
    }
  } catch {
    // A signature over a body that is not ours: refused below.
  }
  throw new AppError('LINK_INVALID');
}

/**
 * Removes the link's person from its schedule; a schedule left without recipients is paused,
 * its reason shown to the people who manage it.
 */
export async function unsubscribe(
  db: Database,
  token: string,
  language: LanguageCode,
): Promise<TReportUnsubscribeResult> {
  const payload = readUnsubscribeToken(await unsubscribeSecret(db, db), token);
  const name = await db.transaction(async (tx) => {
    const scope = forOrganisation(tx, payload.organisationId);
    const [schedule] = await scope.select(
      reportSchedules,
      eq(reportSchedules.id, payload.scheduleId),
    );
    if (!schedule) return null;
    await scope.delete(
      reportScheduleRecipients,
      and(
        eq(reportScheduleRecipients.scheduleId, schedule.id),
        eq(reportScheduleRecipients.userId, payload.userId),
      ),
    );
    const left = await scope.select(
      reportScheduleRecipients,
      eq(reportScheduleRecipients.scheduleId, schedule.id),
    );
    if (left.length === 0 && schedule.active) {
      await scope.update(
        reportSchedules,
        { active: false, nextRunAt: null, lastStatus: 'failed', lastError: 'no_recipients' },
        eq(reportSchedules.id, schedule.id),
      );
    }
    return schedule.name;
  });
  return {
    message:
      name === null
        ? translate(language, 'reportDelivery:unsubscribe.doneGone')
        : translate(language, 'reportDelivery:unsubscribe.done', { name }),
    schedule_name: name,
  };
}
