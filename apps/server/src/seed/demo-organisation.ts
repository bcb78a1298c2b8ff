/**
 * The demo organisation, Northwind Facilities: its default roles and one user of each role, all
 * with the demo password (random per installation, kept on the organisation), then its buildings, subscription, teams, contractors, leave, custom
 * roles, audit history, locations, assets, purchase orders, invoices, past imports, tickets
 * with their SLA policies and working calendar, the checklist templates with filled forms, and
 * the planned maintenance schedules with a year of their tasks (one demo-*.ts file each). Seeding is idempotent: an existing Northwind organisation is left as is.
 */
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { hashPassword, newReadablePassword } from '../lib/passwords.ts';
import { forOrganisation } from '../lib/tenancy.ts';
import { revokeAllAccessTokens } from '../modules/auth/index.ts';
import { insertOrganisation } from '../modules/organisation/index.ts';
import { rolesRepository } from '../modules/roles/index.ts';
import { usersRepository } from '../modules/users/index.ts';
import type { Database } from '../db/client.ts';
import { organisations, userBuildings, users as usersTable } from '../db/schema/index.ts';
import { seedDemoAccess } from './demo-access.ts';
import { seedDemoAssets } from './demo-assets.ts';
import { seedDemoBuildings } from './demo-buildings.ts';
import { seedDemoForms } from './demo-forms.ts';
import { seedDemoImports } from './demo-imports.ts';
import { seedDemoProcurement } from './demo-procurement.ts';
import { seedDemoOrganisationSettings } from './demo-organisation-settings.ts';
import { seedDemoPpm } from './demo-ppm.ts';
import { seedDemoTeam } from './demo-team.ts';
import { seedDemoTickets } from './demo-tickets.ts';

export const DEMO_ORGANISATION_SLUG = 'northwind-facilities';

const DEMO_USERS: Record<DefaultRoleKey, { name: string; email: string }> = {
  owner: { name: 'Olivia Bennett', email: 'owner@northwind.example' },
  administrator: { name: 'Daniel Okafor', email: 'admin@northwind.example' },
  facilities_manager: { name: 'Priya Raman', email: 'manager@northwind.example' },
  technician: { name: 'Marco Rossi', email: 'technician@northwind.example' },
  contractor: { name: 'Sam Whitfield', email: 'contractor@northwind.example' },
  reporter: { name: 'Aisha Karim', email: 'reporter@northwind.example' },
  viewer: { name: 'Liam Chen', email: 'viewer@northwind.example' },
};

export interface DemoAccount {
  role: string;
  name: string;
  email: string;
}

export interface DemoSeedResult {
  created: boolean;
  organisationId: string;
  accounts: DemoAccount[];
  /** The password of every seeded account, this installation's own. */
  password: string;
}

const accounts: DemoAccount[] = DEFAULT_ROLES.map((role) => ({
  role: role.name,
  ...DEMO_USERS[role.key],
}));

export async function seedDemoOrganisation(db: Database): Promise<DemoSeedResult> {
  const [existing] = await db
    .select({ id: organisations.id, demoPassword: organisations.demoPassword })
    .from(organisations)
    .where(eq(organisations.slug, DEMO_ORGANISATION_SLUG));
  if (existing) {
    // Databases seeded before organisations had is_demo get the mark on the next start.
    await db.update(organisations).set({ isDemo: true }).where(eq(organisations.id, existing.id));
    const password = existing.demoPassword ?? (await replacePublishedPassword(db, existing.id));
    return { created: false, organisationId: existing.id, accounts, password };
  }

  const password = newReadablePassword();
  // Hashing is slow on purpose; do it before the transaction so it holds no locks meanwhile.
  const passwordHashes = await Promise.all(DEFAULT_ROLES.map(() => hashPassword(password)));
  const verifiedAt = new Date();

  return db.transaction(async (tx) => {
    const organisation = await insertOrganisation(tx, {
      name: 'Northwind Facilities',
      slug: DEMO_ORGANISATION_SLUG,
      country: 'GB',
      industry: 'facilities_management',
      totalUsers: '11-50',
      isDemo: true,
      demoPassword: password,
      signatureComment:
        'Thank you for reporting this. The Northwind Facilities team will keep you updated until the work is complete.',
    });
    const roleRows = await rolesRepository(tx, organisation.id).insertDefaults();
    const users = usersRepository(tx, organisation.id);
    const roles = rolesRepository(tx, organisation.id);
    const userIds = {} as Record<DefaultRoleKey, string>;
    for (const [index, role] of DEFAULT_ROLES.entries()) {
      const person = DEMO_USERS[role.key];
      const [user] = await users.insert([
        {
          name: person.name,
          username: person.email.split('@')[0] ?? person.email,
          email: person.email,
          passwordHash: passwordHashes[index] ?? null,
          status: 'active',
          emailVerifiedAt: verifiedAt,
        },
      ]);
      const roleRow = roleRows.find((row) => row.key === role.key);
      if (!user || !roleRow) throw new Error(`Seeding the ${role.name} user failed`);
      await roles.assignToUser(user.id, [roleRow.id]);
      userIds[role.key] = user.id;
    }
    const context = { organisationId: organisation.id, userIds };
    const buildingIds = await seedDemoBuildings(tx, organisation.id);
    // The night-shift technician covers the distribution centre only (building scope).
    await tx.insert(userBuildings).values(
      [buildingIds.NWH, buildingIds.RDC].map((buildingId) => ({
        userId: userIds.technician,
        buildingId,
        organisationId: organisation.id,
      })),
    );
    await seedDemoOrganisationSettings(tx, context);
    await seedDemoTeam(tx, context);
    await seedDemoAccess(tx, context);
    await seedDemoAssets(tx, { ...context, buildingIds });
    await seedDemoProcurement(tx, context);
    await seedDemoImports(tx, context);
    await seedDemoTickets(tx, { ...context, buildingIds });
    await seedDemoForms(tx, { ...context, buildingIds });
    await seedDemoPpm(tx, context);
    return { created: true, organisationId: organisation.id, accounts, password };
  });
}

/**
 * A demo organisation seeded before passwords were per installation has the one password every
 * copy of the code published: its seeded accounts get a new one, and their sessions end (anyone
 * could have signed in with the old one). Runs once: the new password is kept.
 */
async function replacePublishedPassword(db: Database, organisationId: string): Promise<string> {
  const password = newReadablePassword();
  const passwordHash = await hashPassword(password);
  const emails = Object.values(DEMO_USERS).map((person) => person.email);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(organisations)
      .set({ demoPassword: password })
      .where(and(eq(organisations.id, organisationId), isNull(organisations.demoPassword)))
      .returning({ id: organisations.id });
    if (!claimed) {
      // Another server got there first: its password stands.
      const [row] = await tx
        .select({ demoPassword: organisations.demoPassword })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      return row?.demoPassword ?? password;
    }
    const seeded = await forOrganisation(tx, organisationId).update(
      usersTable,
      { passwordHash },
      inArray(usersTable.email, emails),
    );
    for (const user of seeded) await revokeAllAccessTokens(tx, user.id);
    return password;
  });
}
