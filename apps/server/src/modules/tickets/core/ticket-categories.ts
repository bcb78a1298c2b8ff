/**
 * Ticket categories, per organisation and kind: the defaults every organisation gets at sign-up
 * and in the seeds (stored with their English name and a key the web translates by) and the
 * organisation's own. Reads never create them. A default category can be renamed but not
 * deleted, so restoring missing defaults at start-up never brings back something a person
 * removed; any category in use cannot be deleted.
 */
import {
  TICKET_DEFAULT_CATEGORY_NAMES,
  type TTicketCategoryListResponse,
  type TTicketCategoryRequest,
  type TTicketKind,
  type TDomainErrorCode,
} from '@mainstay/contracts';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { DEFAULT_TICKET_CATEGORIES, ticketCategories, tickets } from '../../../db/schema/index.ts';
import { AppError, fieldError, isUniqueViolation } from '../../../lib/errors.ts';
import { forOrganisation, tenantCondition, type TenantScope } from '../../../lib/tenancy.ts';
import { scalar } from './ticket-sql.ts';

/** The refusals of this service, as error codes (the sentences are in packages/i18n). */
export const CATEGORY_MESSAGES = {
  notFound: 'CATEGORY_NOT_FOUND',
  taken: 'CATEGORY_NAME_TAKEN',
  isDefault: 'CATEGORY_IS_DEFAULT',
  inUse: 'CATEGORY_IN_USE',
} as const satisfies Record<string, TDomainErrorCode>;

/** (kind, key, English name) of every default category, as SQL VALUES rows. */
function defaultRows() {
  const rows = (Object.keys(DEFAULT_TICKET_CATEGORIES) as TTicketKind[]).flatMap((kind) =>
    DEFAULT_TICKET_CATEGORIES[kind].map(
      (key) =>
        sql`(${kind}::ticket_kind, ${key}::text, ${TICKET_DEFAULT_CATEGORY_NAMES[key]}::text)`,
    ),
  );
  return sql.join(rows, sql`, `);
}

/**
 * Adds the default categories the organisation(s) lack, in one statement. A category of the
 * kind already holding the key, or the same name, counts as present.
 */
async function insertMissingDefaults(executor: Executor, organisationId?: string): Promise<void> {
  // Without an organisation this fills in every organisation at once (start-up), so the
  // organisation is each row's own, not one scope's: the one exemption in this module, as for
  // the default asset categories.
  // eslint-disable-next-line mainstay/no-raw-organisation-condition
  await executor.execute(sql`
    insert into ${ticketCategories} (organisation_id, kind, key, name)
    select o.id, d.kind, d.key, d.name
    from organisations o
    cross join (values ${defaultRows()}) as d(kind, key, name)
    where ${organisationId ? sql`o.id = ${organisationId}` : sql`true`}
      and not exists (
        select 1 from ${ticketCategories} c
        where c.organisation_id = o.id and c.kind = d.kind
          and (c.key = d.key or lower(c.name) = lower(d.name))
      )
    on conflict do nothing`);
}

/** Gives one organisation the default ticket categories it lacks (sign-up, seeds). */
export async function ensureDefaultTicketCategories(
  executor: Executor,
  organisationId: string,
): Promise<void> {
  await insertMissingDefaults(executor, organisationId);
}

/** Gives every organisation the default ticket categories it lacks (start-up). */
export async function syncDefaultTicketCategories(executor: Executor): Promise<void> {
  await insertMissingDefaults(executor);
}

/** The organisation's categories of the kind, narrowed by `condition`. */
const ofKind = (tenant: TenantScope, kind: TTicketKind, condition?: SQL) =>
  tenant.where(ticketCategories, and(eq(ticketCategories.kind, kind), condition));

/** How many of the organisation's tickets use the category. */
const ticketCount = scalar<number>(
  sql`select count(*)::int from ${tickets} where ${tickets.categoryId} = ${ticketCategories.id}
    and ${tenantCondition(tickets, ticketCategories.organisationId)}`,
);

export async function listTicketCategories(
  db: Database,
  organisationId: string,
  kind: TTicketKind,
): Promise<TTicketCategoryListResponse> {
  const rows = await db
    .select({
      id: ticketCategories.id,
      name: ticketCategories.name,
      key: ticketCategories.key,
      ticket_count: ticketCount,
    })
    .from(ticketCategories)
    .where(ofKind(forOrganisation(db, organisationId), kind))
    .orderBy(sql`lower(${ticketCategories.name})`, asc(ticketCategories.id));
  return { data: rows };
}

async function findCategory(tenant: TenantScope, kind: TTicketKind, id: string) {
  const [row] = await tenant.executor
    .select({
      id: ticketCategories.id,
      name: ticketCategories.name,
      key: ticketCategories.key,
      ticket_count: ticketCount,
    })
    .from(ticketCategories)
    .where(ofKind(tenant, kind, eq(ticketCategories.id, id)));
  if (!row) throw new AppError(CATEGORY_MESSAGES.notFound);
  return row;
}

async function checkNameFree(
  tenant: TenantScope,
  kind: TTicketKind,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [clash] = await tenant.executor
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(
      ofKind(
        tenant,
        kind,
        and(
          sql`lower(${ticketCategories.name}) = lower(${name})`,
          exceptId ? ne(ticketCategories.id, exceptId) : undefined,
        ),
      ),
    );
  if (clash) throw fieldError('name', CATEGORY_MESSAGES.taken);
}

function takenOnRace(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw fieldError('name', CATEGORY_MESSAGES.taken);
  }
  throw error;
}

export async function createTicketCategory(
  db: Database,
  organisationId: string,
  kind: TTicketKind,
  input: TTicketCategoryRequest,
) {
  return db
    .transaction(async (tx) => {
      const tenant = forOrganisation(tx, organisationId);
      await checkNameFree(tenant, kind, input.name);
      const [row] = await tenant.insert(ticketCategories, [{ kind, name: input.name }]);
      if (!row) throw new Error('The category was not stored');
      return findCategory(tenant, kind, row.id);
    })
    .catch(takenOnRace);
}

export async function renameTicketCategory(
  db: Database,
  organisationId: string,
  kind: TTicketKind,
  id: string,
  input: TTicketCategoryRequest,
) {
  return db
    .transaction(async (tx) => {
      const tenant = forOrganisation(tx, organisationId);
      await findCategory(tenant, kind, id);
      await checkNameFree(tenant, kind, input.name, id);
      await tenant.update(
        ticketCategories,
        { name: input.name },
        and(eq(ticketCategories.kind, kind), eq(ticketCategories.id, id)),
      );
      return findCategory(tenant, kind, id);
    })
    .catch(takenOnRace);
}

export async function deleteTicketCategory(
  db: Database,
  organisationId: string,
  kind: TTicketKind,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const tenant = forOrganisation(tx, organisationId);
    const category = await findCategory(tenant, kind, id);
    if (category.ticket_count > 0) {
      throw new AppError(CATEGORY_MESSAGES.inUse, {
        params: { count: category.ticket_count },
      });
    }
    if (category.key) throw new AppError(CATEGORY_MESSAGES.isDefault);
    await tenant.delete(
      ticketCategories,
      and(eq(ticketCategories.kind, kind), eq(ticketCategories.id, id)),
    );
  });
}
