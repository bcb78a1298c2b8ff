/** What the create and edit forms offer: active people, teams, active contractors, categories. */
import type { TTicketKind, TTicketOptions } from '@mainstay/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contractors, teams, ticketCategories, users } from '../../../db/schema/index.ts';

export async function ticketOptions(
  db: Database,
  organisationId: string,
  kind: TTicketKind,
): Promise<TTicketOptions> {
  const [people, teamRows, companies, categories] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), eq(users.status, 'active')))
      .orderBy(sql`lower(${users.name})`, asc(users.id)),
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.organisationId, organisationId))
      .orderBy(sql`lower(${teams.name})`, asc(teams.id)),
    db
      .select({ id: contractors.id, name: contractors.companyName })
      .from(contractors)
      .where(and(eq(contractors.organisationId, organisationId), eq(contractors.status, 'active')))
      .orderBy(sql`lower(${contractors.companyName})`, asc(contractors.id)),
    db
      .select({ id: ticketCategories.id, name: ticketCategories.name, key: ticketCategories.key })
      .from(ticketCategories)
      .where(
        and(eq(ticketCategories.organisationId, organisationId), eq(ticketCategories.kind, kind)),
      )
      .orderBy(sql`lower(${ticketCategories.name})`, asc(ticketCategories.id)),
  ]);
  return { users: people, teams: teamRows, contractors: companies, categories };
}
