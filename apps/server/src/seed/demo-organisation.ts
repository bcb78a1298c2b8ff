/**
 * The demo organisation, Northwind Facilities: its default roles and one user of each role, all
 * with the demo password, then its buildings, subscription, teams, contractors, leave, custom
 * roles, audit history, locations, assets, purchase orders, invoices, past imports, tickets
 * with their SLA policies and working calendar (one
 * demo-*.ts file each). Seeding is idempotent: an existing Northwind organisation is left as is.
 */
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import { DEMO_PASSWORD } from '../modules/auth/index.ts';
import { insertOrganisation } from '../modules/organisation/index.ts';
import { rolesRepository } from '../modules/roles/index.ts';
import { usersRepository } from '../modules/users/index.ts';
import type { Database } from '../db/client.ts';
import { organisations, userBuildings } from '../db/schema/index.ts';
import { seedDemoAccess } from './demo-access.ts';
import { seedDemoAssets } from './demo-assets.ts';
import { seedDemoBuildings } from './demo-buildings.ts';
import { seedDemoImports } from './demo-imports.ts';
import { seedDemoProcurement } from './demo-procurement.ts';
import { seedDemoOrganisationSettings } from './demo-organisation-settings.ts';
import { seedDemoTeam } from './demo-team.ts';
import { seedDemoTickets } from './demo-tickets.ts';

export { DEMO_PASSWORD };
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
}

const accounts: DemoAccount[] = DEFAULT_ROLES.map((role) => ({
  role: role.name,
  ...DEMO_USERS[role.key],
}));

export async function seedDemoOrganisation(db: Database): Promise<DemoSeedResult> {
  const [existing] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.slug, DEMO_ORGANISATION_SLUG));
  if (existing) {
    // Databases seeded before organisations had is_demo get the mark on the next start.
    await db.update(organisations).set({ isDemo: true }).where(eq(organisations.id, existing.id));
    return { created: false, organisationId: existing.id, accounts };
  }

  // Hashing is slow on purpose; do it before the transaction so it holds no locks meanwhile.
  const passwordHashes = await Promise.all(DEFAULT_ROLES.map(() => hashPassword(DEMO_PASSWORD)));
  const verifiedAt = new Date();

  return db.transaction(async (tx) => {
    const organisation = await insertOrganisation(tx, {
      name: 'Northwind Facilities',
      slug: DEMO_ORGANISATION_SLUG,
      country: 'GB',
      industry: 'facilities_management',
      totalUsers: '11-50',
      isDemo: true,
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
    return { created: true, organisationId: organisation.id, accounts };
  });
}
