/**
 * Contractor companies. A contractor company's own staff (users.contractor_id) see only their
 * own company here: the scope is applied in every query, so another company answers 404.
 */
import {
  DOCUMENT_EXPIRING_SOON_DAYS,
  type TContractor,
  type TContractorDetail,
  type TContractorDocumentSummary,
  type TContractorListQuery,
  type TContractorListResponse,
  type TCreateContractorRequest,
  type TUpdateContractorRequest,
  type TDomainErrorCode,
} from '@mainstay/contracts';
import {
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  contractorDocuments,
  contractors,
  invitations,
  users,
  type Contractor,
  type ContractorDocument,
} from '../../db/schema/index.ts';
import { accessScopeOf } from '../../lib/access-scope.ts';
import { recordChange, changedFields, type AuditSubject } from '../../lib/audit.ts';
import { AppError, takenOnRace, ValidationError } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/list-query.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { addDays, containsPattern, today, type TeamDeps } from './team.shared.ts';

export const CONTRACTOR_NOT_FOUND = 'CONTRACTOR_NOT_FOUND' satisfies TDomainErrorCode;
const CONTRACTOR_NAME_TAKEN = 'CONTRACTOR_NAME_TAKEN' satisfies TDomainErrorCode;

/** Expiry flags of one document, as of `on`. */
export function expiryOf(expiresOn: string | null, on = today()) {
  const expired = expiresOn !== null && expiresOn < on;
  const expiringSoon =
    expiresOn !== null && !expired && expiresOn <= addDays(on, DOCUMENT_EXPIRING_SOON_DAYS);
  return { expired, expiring_soon: expiringSoon };
}

export function documentSummary(
  documents: Pick<ContractorDocument, 'expiresOn'>[],
  on = today(),
): TContractorDocumentSummary {
  const upcoming = documents
    .map((document) => document.expiresOn)
    .filter((date): date is string => date !== null && date >= on)
    .sort();
  const flags = documents.map((document) => expiryOf(document.expiresOn, on));
  return {
    count: documents.length,
    next_expiry: upcoming[0] ?? null,
    expiring_soon: flags.some((flag) => flag.expiring_soon),
    expired: flags.some((flag) => flag.expired),
  };
}

/** Limits a contractor user to their own company; undefined for the organisation's staff. */
async function companyScope(executor: Executor, auth: RequestAuth): Promise<SQL | undefined> {
  const { contractorId } = await accessScopeOf(executor, auth);
  return contractorId ? eq(contractors.id, contractorId) : undefined;
}

/** The contractor if the caller may see it; 404 otherwise (another organisation or company). */
export async function findContractor(
  executor: Executor,
  auth: RequestAuth,
  id: string,
): Promise<Contractor> {
  const [row] = await forOrganisation(executor, auth.organisationId).select(
    contractors,
    and(eq(contractors.id, id), await companyScope(executor, auth)),
  );
  if (!row) throw new AppError(CONTRACTOR_NOT_FOUND);
  return row;
}

/** The company's own details, as the API and the audit log name them. */
const detailsOf = (row: Contractor) => ({
  company_name: row.companyName,
  trades: row.trades,
  contacts: row.contacts,
  phone: row.phone,
  email: row.email,
  address: row.address,
  notes: row.notes,
});

/** The contractor as the audit log names it. */
export const contractorSubject = (row: Contractor): AuditSubject => ({
  type: 'contractor',
  id: row.id,
  label: row.companyName,
});

async function toContractors(
  executor: Executor,
  organisationId: string,
  rows: Contractor[],
): Promise<TContractor[]> {
  if (rows.length === 0) return [];
  const scope = forOrganisation(executor, organisationId);
  const ids = rows.map((row) => row.id);
  // One query at a time: the executor may be a transaction (a single connection).
  const documents = await scope.select(
    contractorDocuments,
    inArray(contractorDocuments.contractorId, ids),
  );
  const userCounts = await executor
    .select({ contractorId: users.contractorId, total: count() })
    .from(users)
    .where(scope.where(users, inArray(users.contractorId, ids)))
    .groupBy(users.contractorId);
  const on = today();
  return rows.map((row) => ({
    id: row.id,
    ...detailsOf(row),
    hourly_rate: row.hourlyRateCents === null ? null : row.hourlyRateCents / 100,
    currency: row.currency,
    status: row.status,
    user_count: userCounts.find((entry) => entry.contractorId === row.id)?.total ?? 0,
    documents: documentSummary(
      documents.filter((document) => document.contractorId === row.id),
      on,
    ),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function listContractors(
  deps: TeamDeps,
  auth: RequestAuth,
  query: TContractorListQuery,
): Promise<TContractorListResponse> {
  const scope = forOrganisation(deps.db, auth.organisationId);
  const conditions: (SQL | undefined)[] = [await companyScope(deps.db, auth)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(contractors.companyName, pattern), ilike(contractors.email, pattern)));
  }
  if (query.trade) {
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${contractors.trades}) as trade(name) where lower(trade.name) = lower(${query.trade}))`,
    );
  }
  if (query.status) conditions.push(eq(contractors.status, query.status));
  const where = scope.where(contractors, and(...conditions));
  const [totals] = await deps.db.select({ total: count() }).from(contractors).where(where);
  const { limit, offset } = pageWindow(query);
  const rows = await deps.db
    .select()
    .from(contractors)
    .where(where)
    .orderBy(asc(contractors.companyName), asc(contractors.id))
    .limit(limit)
    .offset(offset);
  return {
    data: await toContractors(deps.db, auth.organisationId, rows),
    total: totals?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function contractorDetail(
  deps: TeamDeps,
  auth: RequestAuth,
  id: string,
  executor: Executor = deps.db,
): Promise<TContractorDetail> {
  const row = await findContractor(executor, auth, id);
  const scope = forOrganisation(executor, auth.organisationId);
  const [view] = await toContractors(executor, auth.organisationId, [row]);
  const staff = await executor
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(scope.where(users, eq(users.contractorId, id)))
    .orderBy(asc(users.name));
  const pending = await scope.select(
    invitations,
    and(
      eq(invitations.contractorId, id),
      isNull(invitations.acceptedAt),
      isNull(invitations.revokedAt),
      gt(invitations.expiresAt, new Date()),
    ),
  );
  if (!view) throw new AppError(CONTRACTOR_NOT_FOUND);
  return {
    ...view,
    users: staff,
    pending_invitations: pending.map((invitation) => ({
      email: invitation.email,
      expires_at: invitation.expiresAt.toISOString(),
    })),
  };
}

type ContractorValues = Partial<Omit<typeof contractors.$inferInsert, 'organisationId' | 'id'>>;

function valuesOf(input: TUpdateContractorRequest): ContractorValues {
  const values: ContractorValues = {};
  if (input.company_name !== undefined) values.companyName = input.company_name;
  if (input.trades !== undefined) values.trades = input.trades;
  if (input.contacts !== undefined) values.contacts = input.contacts;
  if (input.phone !== undefined) values.phone = input.phone;
  if (input.email !== undefined) values.email = input.email;
  if (input.address !== undefined) values.address = input.address;
  if (input.notes !== undefined) values.notes = input.notes;
  if (input.hourly_rate !== undefined) {
    values.hourlyRateCents =
      input.hourly_rate === null ? null : Math.round(input.hourly_rate * 100);
  }
  if (input.currency !== undefined) values.currency = input.currency;
  if (input.status !== undefined) values.status = input.status;
  return values;
}

function auditable(row: Contractor) {
  const { hourlyRateCents: hourly_rate_cents, currency, status } = row;
  return { ...detailsOf(row), hourly_rate_cents, currency, status };
}

async function checkNameFree(
  executor: Executor,
  organisationId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [clash] = await forOrganisation(executor, organisationId).select(
    contractors,
    and(
      sql`lower(${contractors.companyName}) = lower(${name})`,
      exceptId ? ne(contractors.id, exceptId) : undefined,
    ),
  );
  if (clash) throw new ValidationError({ company_name: [CONTRACTOR_NAME_TAKEN] });
}

const nameTakenOnRace = takenOnRace('company_name', CONTRACTOR_NAME_TAKEN);

export async function createContractor(
  deps: TeamDeps,
  auth: RequestAuth,
  input: TCreateContractorRequest,
): Promise<TContractorDetail> {
  return deps.db
    .transaction(async (tx) => {
      await checkNameFree(tx, auth.organisationId, input.company_name);
      const [row] = await forOrganisation(tx, auth.organisationId).insert(contractors, [
        { companyName: input.company_name, ...valuesOf(input) },
      ]);
      if (!row) throw new Error('The contractor was not stored');
      await recordChange(tx, auth, 'contractor.created', contractorSubject(row), {
        after: auditable(row),
      });
      return contractorDetail(deps, auth, row.id, tx);
    })
    .catch(nameTakenOnRace);
}

export async function updateContractor(
  deps: TeamDeps,
  auth: RequestAuth,
  id: string,
  input: TUpdateContractorRequest,
): Promise<TContractorDetail> {
  return deps.db
    .transaction(async (tx) => {
      const before = await findContractor(tx, auth, id);
      if (input.company_name !== undefined) {
        await checkNameFree(tx, auth.organisationId, input.company_name, id);
      }
      const values = valuesOf(input);
      if (Object.keys(values).length > 0) {
        const [after] = await forOrganisation(tx, auth.organisationId).update(
          contractors,
          values,
          eq(contractors.id, id),
        );
        const changes = after && changedFields(auditable(before), auditable(after));
        if (changes) {
          await recordChange(tx, auth, 'contractor.updated', contractorSubject(after), changes);
        }
      }
      return contractorDetail(deps, auth, id, tx);
    })
    .catch(nameTakenOnRace);
}

export async function deleteContractor(
  deps: TeamDeps,
  auth: RequestAuth,
  id: string,
): Promise<void> {
  const fileIds = await deps.db.transaction(async (tx) => {
    const scope = forOrganisation(tx, auth.organisationId);
    const before = await findContractor(tx, auth, id);
    const [staff] = await tx
      .select({ total: count() })
      .from(users)
      .where(scope.where(users, eq(users.contractorId, id)));
    if ((staff?.total ?? 0) > 0) throw new AppError('CONTRACTOR_HAS_USERS');
    const documents = await scope.select(
      contractorDocuments,
      eq(contractorDocuments.contractorId, id),
    );
    await scope.delete(contractors, eq(contractors.id, id));
    await recordChange(tx, auth, 'contractor.deleted', contractorSubject(before), {
      before: auditable(before),
    });
    return documents.map((document) => document.fileId).filter((fileId) => fileId !== null);
  });
  // The documents' files go once the company is gone (best effort, like any file removal).
  for (const fileId of fileIds) await deps.files.remove(auth.organisationId, fileId);
}
