/**
 * The organisation's subscription row, its plan and its seats, always read for one
 * organisation (the id is the scope).
 */
import { and, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  invitations,
  payments,
  plans,
  subscriptions,
  users,
  type Plan,
  type Subscription,
} from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { InvoiceRecord } from './payment-provider.ts';

type SubscriptionChanges = Partial<
  Omit<typeof subscriptions.$inferInsert, 'id' | 'organisationId' | 'createdAt'>
>;

export function subscriptionRepository(executor: Executor, organisationId: string) {
  const scope = forOrganisation(executor, organisationId);
  return {
    async get(): Promise<Subscription | undefined> {
      const [row] = await scope.select(subscriptions);
      return row;
    },

    async update(id: string, values: SubscriptionChanges): Promise<Subscription> {
      const [row] = await scope.update(subscriptions, values, eq(subscriptions.id, id));
      if (!row) throw new Error('The subscription row was not updated');
      return row;
    },

    async recordInvoice(subscriptionId: string, invoice: InvoiceRecord): Promise<void> {
      await scope.insert(payments, [
        {
          subscriptionId,
          amountCents: invoice.amountCents,
          currency: invoice.currency,
          status: invoice.status,
          providerInvoiceId: invoice.providerInvoiceId,
          createdAt: invoice.createdAt,
        },
      ]);
    },

    /** Active and invited users, plus pending invitations to addresses not yet a user. */
    async seatsUsed(): Promise<number> {
      const [people] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(scope.where(users, inArray(users.status, ['active', 'invited'])));
      const memberEmails = executor
        .select({ email: users.email })
        .from(users)
        .where(scope.where(users));
      const [pending] = await executor
        .select({ count: sql<number>`count(distinct lower(${invitations.email}))::int` })
        .from(invitations)
        .where(
          scope.where(
            invitations,
            and(
              isNull(invitations.acceptedAt),
              isNull(invitations.revokedAt),
              gt(invitations.expiresAt, new Date()),
              notInArray(sql`lower(${invitations.email})`, memberEmails),
            ),
          ),
        );
      return (people?.count ?? 0) + (pending?.count ?? 0);
    },
  };
}

/** Plans are global rows (not tenant data). */
export async function findPlan(
  executor: Executor,
  id: string,
  { activeOnly = false } = {},
): Promise<Plan | undefined> {
  const condition = activeOnly ? and(eq(plans.id, id), eq(plans.active, true)) : eq(plans.id, id);
  const [row] = await executor.select().from(plans).where(condition).limit(1);
  return row;
}
