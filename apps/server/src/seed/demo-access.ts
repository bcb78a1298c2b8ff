/**
 * Demo data for people and access in Northwind Facilities: two custom roles (one a copy of a
 * default role, widened), two pending invitations and a few weeks of audit history. The demo
 * accounts keep their default roles, so each still shows what its role allows.
 */
import { DEFAULT_ROLES, type DefaultRoleKey, type PermissionRule } from '@mainstay/permissions';
import { INVITATION_TTL_DAYS } from '@mainstay/contracts';
import type { Executor } from '../db/client.ts';
import type { DemoContext } from './demo-context.ts';
import { auditLog, invitations, users } from '../db/schema/index.ts';
import { hashLinkToken, newLinkToken } from '../modules/auth/index.ts';
import { rolesRepository } from '../modules/roles/index.ts';
import { forOrganisation } from '../lib/tenancy.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const read = (...subjects: PermissionRule['subject'][]): PermissionRule[] =>
  subjects.map((subject) => ({ action: 'read', subject }));

const NIGHT_SHIFT_RULES: PermissionRule[] = [
  ...read('dashboard', 'calendar', 'buildings', 'locations', 'assets', 'alerts', 'team', 'profile'),
  ...read('reactive task', 'reactive-tickets', 'my jobs'),
  { action: 'add', subject: 'reactive task' },
  { action: 'add', subject: 'reactive-tickets' },
  { action: 'write', subject: 'reactive task' },
  { action: 'write', subject: 'reactive-tickets' },
  { action: 'write', subject: 'my jobs' },
];

const AUDITOR_RULES: PermissionRule[] = read(
  'dashboard',
  'report',
  'buildings',
  'assets',
  'ppm tasks',
  'ppm-tasks',
  'general tickets',
  'reactive task',
  'profile',
);

const asText = (rules: PermissionRule[]) => rules.map((rule) => `${rule.action} ${rule.subject}`);

export async function seedDemoAccess(tx: Executor, context: DemoContext): Promise<void> {
  const { organisationId, userIds } = context;
  const roles = rolesRepository(tx, organisationId);
  const scope = forOrganisation(tx, organisationId);
  const [nightShift, auditor] = await roles.insert([
    {
      name: 'Night Shift Supervisor',
      description: 'Runs the out-of-hours desk: logs and follows up reactive jobs overnight.',
      rules: NIGHT_SHIFT_RULES,
    },
    {
      name: 'Auditor',
      description: 'External compliance auditor: reads reports, assets and maintenance history.',
      rules: AUDITOR_RULES,
    },
  ]);
  const roleRows = await roles.list();
  const roleId = (key: DefaultRoleKey) => roleRows.find((role) => role.key === key)?.id;
  if (!nightShift || !auditor) throw new Error('Seeding the demo roles failed');

  const now = Date.now();
  const technicianRole = roleId('technician');
  await scope.insert(invitations, [
    {
      email: 'hannah.price@northwind.example',
      roleId: technicianRole ?? nightShift.id,
      invitedByUserId: userIds.administrator,
      tokenHash: hashLinkToken(newLinkToken()),
      expiresAt: new Date(now + (INVITATION_TTL_DAYS - 1) * DAY_MS),
      createdAt: new Date(now - DAY_MS),
    },
    {
      email: 'r.osei@harbourcompliance.example',
      roleId: auditor.id,
      invitedByUserId: userIds.owner,
      tokenHash: hashLinkToken(newLinkToken()),
      expiresAt: new Date(now + (INVITATION_TTL_DAYS - 3) * DAY_MS),
      createdAt: new Date(now - 3 * DAY_MS),
    },
  ]);

  const names = new Map((await scope.select(users)).map((user) => [user.id, user.name] as const));
  const viewerRole = DEFAULT_ROLES.find((role) => role.key === 'viewer');
  const entry = (
    daysAgo: number,
    actorKey: DefaultRoleKey,
    values: Omit<typeof auditLog.$inferInsert, 'organisationId' | 'actorName' | 'createdAt'>,
  ) => ({
    ...values,
    organisationId,
    actorUserId: userIds[actorKey],
    actorName: names.get(userIds[actorKey]) ?? 'Unknown user',
    createdAt: new Date(now - daysAgo * DAY_MS),
  });
  await tx.insert(auditLog).values([
    entry(21, 'owner', {
      action: 'role.created',
      entityType: 'role',
      entityId: auditor.id,
      entityLabel: 'Auditor',
      before: null,
      after: { name: 'Auditor', description: auditor.description, rules: asText(AUDITOR_RULES) },
    }),
    entry(14, 'administrator', {
      action: 'role.created',
      entityType: 'role',
      entityId: nightShift.id,
      entityLabel: 'Night Shift Supervisor',
      before: null,
      after: {
        name: 'Night Shift Supervisor',
        description: nightShift.description,
        rules: asText(NIGHT_SHIFT_RULES.slice(0, 11)),
        copied_from: viewerRole?.name ?? 'Viewer',
      },
    }),
    entry(13, 'administrator', {
      action: 'role.updated',
      entityType: 'role',
      entityId: nightShift.id,
      entityLabel: 'Night Shift Supervisor',
      before: { rules: asText(NIGHT_SHIFT_RULES.slice(0, 11)) },
      after: { rules: asText(NIGHT_SHIFT_RULES) },
    }),
    entry(9, 'owner', {
      action: 'user.updated',
      entityType: 'user',
      entityId: userIds.facilities_manager,
      entityLabel: names.get(userIds.facilities_manager) ?? '',
      before: { job_title: null },
      after: { job_title: 'Facilities Manager, London estate' },
    }),
    entry(6, 'administrator', {
      action: 'user.deactivated',
      entityType: 'user',
      entityId: userIds.contractor,
      entityLabel: names.get(userIds.contractor) ?? '',
      before: { status: 'active' },
      after: { status: 'deactivated', sessions_ended: 2 },
    }),
    entry(5, 'administrator', {
      action: 'user.reactivated',
      entityType: 'user',
      entityId: userIds.contractor,
      entityLabel: names.get(userIds.contractor) ?? '',
      before: { status: 'deactivated' },
      after: { status: 'active' },
    }),
    entry(3, 'owner', {
      action: 'invitation.resent',
      entityType: 'invitation',
      entityLabel: 'r.osei@harbourcompliance.example',
      before: { expires_at: new Date(now + 2 * DAY_MS).toISOString() },
      after: { expires_at: new Date(now + (INVITATION_TTL_DAYS - 3) * DAY_MS).toISOString() },
    }),
  ]);
}
