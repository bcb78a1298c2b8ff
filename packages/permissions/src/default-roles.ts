/**
 * The roles every organisation starts with. Organisations can copy and edit them later;
 * these are the defaults seeded at sign-up and in the demo organisation.
 */
import type { Action, PermissionRule, Subject } from './actions-subjects.ts';

export const DEFAULT_ROLE_KEYS = [
  'owner',
  'administrator',
  'facilities_manager',
  'technician',
  'contractor',
  'reporter',
  'viewer',
] as const;
export type DefaultRoleKey = (typeof DEFAULT_ROLE_KEYS)[number];

export interface DefaultRole {
  key: DefaultRoleKey;
  name: string;
  description: string;
  rules: PermissionRule[];
}

const grant = (actions: readonly Action[], subjects: readonly Subject[]): PermissionRule[] =>
  subjects.flatMap((subject) => actions.map((action) => ({ action, subject })));

const WORK: Subject[] = [
  'reactive task',
  'reactive-tickets',
  'general tickets',
  'ppm tasks',
  'ppm-tasks',
];
const PLACES: Subject[] = ['buildings', 'locations', 'assets', 'tags'];
const OPERATIONS: Subject[] = [
  ...WORK,
  ...PLACES,
  'alerts',
  'calendar',
  'forms',
  'templates',
  'team',
  'Contractor',
  // new-area:operations (npm run new:area inserts above this line)
];

export const DEFAULT_ROLES: readonly DefaultRole[] = [
  {
    key: 'owner',
    name: 'Owner',
    description: 'Full control of the organisation, billing and subscription.',
    rules: [{ action: 'manage', subject: 'all' }],
  },
  {
    key: 'administrator',
    name: 'Administrator',
    description: 'Runs the organisation: people, roles, settings and all maintenance work.',
    rules: [
      ...grant(['read', 'add', 'write', 'manage'], [...OPERATIONS, 'organisation']),
      ...grant(['read', 'write'], ['dashboard', 'report', 'profile', 'my jobs']),
    ],
  },
  {
    key: 'facilities_manager',
    name: 'Facilities Manager',
    description: 'Plans and assigns maintenance work across buildings, assets and teams.',
    rules: [
      ...grant(['read', 'add', 'write'], OPERATIONS),
      // write report is scheduling reports by e-mail: managers send their buildings' figures.
      ...grant(['read', 'write'], ['dashboard', 'report']),
      ...grant(['read'], ['profile', 'my jobs']),
    ],
  },
  {
    key: 'technician',
    name: 'Technician',
    description: 'Carries out assigned jobs and records the work done.',
    rules: [
      ...grant(['read', 'write'], ['my jobs']),
      ...grant(['read'], ['buildings', 'locations', 'assets', 'tags', 'calendar', 'profile']),
      // Checklists on their jobs: start, fill and sign them (the server limits them to their work).
      ...grant(['read', 'add', 'write'], ['forms']),
      ...grant(['read', 'add'], ['reactive task', 'reactive-tickets']),
      ...grant(['read'], ['dashboard']),
    ],
  },
  {
    key: 'contractor',
    name: 'Contractor',
    description: "External company staff who see only their company's assigned work.",
    rules: [
      ...grant(['read', 'write'], ['my jobs']),
      // Their own company only: the server limits contractor staff to it.
      ...grant(['read'], ['profile', 'calendar', 'Contractor']),
      ...grant(['read', 'add', 'write'], ['forms']),
    ],
  },
  {
    key: 'reporter',
    name: 'Reporter',
    description: 'Reports faults and requests, and follows them to completion.',
    rules: [
      ...grant(['read', 'add'], ['reactive task', 'reactive-tickets', 'general tickets']),
      ...grant(['read'], ['profile']),
    ],
  },
  {
    key: 'viewer',
    name: 'Viewer',
    description: 'Read-only access to maintenance records and reports.',
    rules: [
      ...grant(
        ['read'],
        [
          ...WORK,
          ...PLACES,
          'alerts',
          'calendar',
          'dashboard',
          'report',
          'team',
          'profile',
          'forms',
          'templates',
        ],
      ),
      // new-area:viewer-rules (npm run new:area inserts above this line)
    ],
  },
];

/** The union of several roles' rules, without repeats: what a user with these roles may do. */
export function mergeRules(ruleLists: readonly (readonly PermissionRule[])[]): PermissionRule[] {
  const seen = new Map<string, PermissionRule>();
  for (const rule of ruleLists.flat()) seen.set(`${rule.action}\u0000${rule.subject}`, rule);
  return [...seen.values()];
}
