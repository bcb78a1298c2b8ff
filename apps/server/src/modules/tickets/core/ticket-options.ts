/** What the create and edit forms offer: active people, teams, active contractors, categories. */
import type { TTicketKind, TTicketOptions } from '@mainstay/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contractors, teams, ticketCategories, users } from '../../../db/schema/index.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';

export async function ticketOptions(
  db: Database,
  organisationId: string,
  kind: TTicketKind,
): Promise<TTicketOptions> {
  const tenant = forOrganisation(db, organisationId);
  const [people, teamRows, companies, categories] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(tenant.where(users, eq(users.status, 'active')))
      .orderBy(sql`lower(${users.name})`, asc(users.id)),
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(tenant.where(teams))
      .orderBy(sql`lower(${teams.name})`, asc(teams.id)),
    db
      .select({ id: contractors.id, name: contractors.companyName })
      .from(contractors)
      .where(tenant.where(contractors, eq(contractors.status, 'active')))
      .orderBy(sql`lower(${contractors.companyName})`, asc(contractors.id)),
    db
      .select({ id: ticketCategories.id, name: ticketCategories.name, key: ticketCategories.key })
      .from(ticketCategories)
      .where(tenant.where(ticketCategories, eq(ticketCategories.kind, kind)))
      .orderBy(sql`lower(${ticketCategories.name})`, asc(ticketCategories.id)),
  ]);
  return { users: people, teams: teamRows, contractors: companies, categories };
}
