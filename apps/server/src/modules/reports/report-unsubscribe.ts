/**
 * The unsubscribe link of a scheduled report's e-mail (lib/signed-link.ts, with a secret of its
 * own). The token names the schedule, its organisation and the recipient, and never expires (an
 * old e-mail must still let its reader leave). Using it needs no sign-in: it removes that person
 * from that schedule, once or again.
 */
import { reportDeliveryEndpoints, type TReportUnsubscribeResult } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { reportScheduleRecipients, reportSchedules } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { readLinkToken, signedLinkSecret, signLinkToken } from '../../lib/signed-link.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { translate } from '../../lib/translate.ts';
import type { DeliveryDeps } from './report-delivery.shared.ts';

const SECRET_KEY = 'report_unsubscribe_secret';

export interface UnsubscribePayload {
  scheduleId: string;
  organisationId: string;
  userId: string;
}

/** The signing secret, created on first use. `cacheKey` is the app's database handle. */
export function unsubscribeSecret(executor: Executor, cacheKey: object): Promise<Buffer> {
  return signedLinkSecret(executor, SECRET_KEY, cacheKey);
}

export function signUnsubscribeToken(secret: Buffer, payload: UnsubscribePayload): string {
  return signLinkToken(secret, {
    s: payload.scheduleId,
    o: payload.organisationId,
    u: payload.userId,
  });
}

/** The payload of a token this server signed; 400 LINK_INVALID for anything else. */
export function readUnsubscribeToken(secret: Buffer, token: string): UnsubscribePayload {
  const { s, o, u } = readLinkToken(secret, token);
  if (typeof s === 'string' && typeof o === 'string' && typeof u === 'string') {
    return { scheduleId: s, organisationId: o, userId: u };
  }
  throw new AppError('LINK_INVALID');
}

export interface UnsubscribeLinks {
  /** The page that asks first, for the e-mail's footer. */
  page: string;
  /** List-Unsubscribe with its one-click address (RFC 8058), for mail clients' own button. */
  headers: Record<string, string>;
}

/**
 * The unsubscribe links of one recipient's e-mail, both with the same token. The one-click
 * address is the API's: a mail client posts to it once its reader chose to leave, and no page
 * is shown. Mail scanners that open links never post, so it needs no confirming step.
 */
export function unsubscribeLinks(
  deps: Pick<DeliveryDeps, 'appUrl' | 'apiBase'>,
  secret: Buffer,
  payload: UnsubscribePayload,
): UnsubscribeLinks {
  const token = signUnsubscribeToken(secret, payload);
  const oneClick = `${deps.appUrl}${deps.apiBase}${reportDeliveryEndpoints.oneClickUnsubscribe.path}?token=${token}`;
  return {
    page: `${deps.appUrl}/reports/unsubscribe?t=${token}`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
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
