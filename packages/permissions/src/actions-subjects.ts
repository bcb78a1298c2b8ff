/**
 * The vocabulary of access control: every action and subject a rule may name.
 * Subjects keep the exact spelling the product specification uses, so rules stored in the
 * database, sent at login and checked by the interface all agree.
 */
export const ACTIONS = ['read', 'write', 'add', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECTS = [
  'alerts',
  'assets',
  'buildings',
  'calendar',
  'dashboard',
  'forms',
  'general tickets',
  'locations',
  'my jobs',
  'organisation',
  'ppm tasks',
  'ppm-tasks',
  'profile',
  'reactive task',
  'reactive-tickets',
  'report',
  'tags',
  'team',
  'templates',
  'Contractor',
  // new-area:subjects (npm run new:area inserts above this line)
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** `all` matches every subject; only `manage` on `all` (the Owner's rule) should use it. */
export type AbilitySubject = Subject | 'all';

export interface PermissionRule {
  action: Action;
  subject: AbilitySubject;
}

export interface Permission {
  action: Action;
  subject: Subject;
}
