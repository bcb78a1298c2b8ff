/**
 * The permission matrix as data: subjects down, actions across, a cell per (action, subject)
 * rule. `manage` means every action on its subject (as the ability treats it), so a row with
 * manage shows its other actions as included. `manage all` (the Owner's rule) fills every cell.
 */
import {
  ACTIONS,
  SUBJECTS,
  type Action,
  type AppAbility,
  type PermissionRule,
  type Subject,
} from '@mainstay/permissions';

/** Translation keys (namespace `access`, under `subjects.`) of the subjects. */
export const SUBJECT_KEYS: Record<Subject, string> = {
  alerts: 'alerts',
  assets: 'assets',
  buildings: 'buildings',
  calendar: 'calendar',
  dashboard: 'dashboard',
  forms: 'forms',
  'general tickets': 'generalTickets',
  locations: 'locations',
  'my jobs': 'myJobs',
  organisation: 'organisation',
  'ppm tasks': 'ppmTasks',
  'ppm-tasks': 'ppmTaskRecords',
  profile: 'profile',
  'reactive task': 'reactiveTasks',
  'reactive-tickets': 'reactiveTickets',
  report: 'report',
  tags: 'tags',
  team: 'team',
  templates: 'templates',
  Contractor: 'contractors',
  // new-area:subject-keys (npm run new:area inserts above this line)
};

/** Columns in the order a person reads them: least to most power. */
export const MATRIX_ACTIONS: readonly Action[] = ['read', 'add', 'write', 'manage'];
export const MATRIX_SUBJECTS: readonly Subject[] = SUBJECTS;

const same = (rule: PermissionRule, action: Action, subject: string) =>
  rule.action === action && rule.subject === subject;

export const hasFullAccess = (rules: readonly PermissionRule[]) =>
  rules.some((rule) => same(rule, 'manage', 'all'));

/** The rule itself is in the list. */
export const hasRule = (rules: readonly PermissionRule[], action: Action, subject: Subject) =>
  hasFullAccess(rules) || rules.some((rule) => same(rule, action, subject));

/** The cell shows as granted: by its own rule or by `manage` on its subject. */
export const grants = (rules: readonly PermissionRule[], action: Action, subject: Subject) =>
  hasRule(rules, action, subject) || hasRule(rules, 'manage', subject);

/** Included by `manage` rather than chosen on its own: shown ticked and locked. */
export const impliedByManage = (
  rules: readonly PermissionRule[],
  action: Action,
  subject: Subject,
) => action !== 'manage' && hasRule(rules, 'manage', subject);

/** Rules spelled out cell by cell, so one can be taken away (e.g. from a copy of Owner). */
export function expandRules(rules: readonly PermissionRule[]): PermissionRule[] {
  if (!hasFullAccess(rules)) return [...rules];
  return SUBJECTS.flatMap((subject) => ACTIONS.map((action) => ({ action, subject })));
}

export function toggleRule(
  rules: readonly PermissionRule[],
  action: Action,
  subject: Subject,
): PermissionRule[] {
  const list = expandRules(rules);
  return list.some((rule) => same(rule, action, subject))
    ? list.filter((rule) => !same(rule, action, subject))
    : [...list, { action, subject }];
}

/** Whether the caller may tick this cell (they hold the rule themselves). */
export const canGrant = (ability: AppAbility, action: Action, subject: Subject) =>
  ability.can(action, subject);

export type RowState = 'all' | 'some' | 'none';

/** How much of the row the caller may grant is ticked. */
export function rowState(
  rules: readonly PermissionRule[],
  subject: Subject,
  grantable: readonly Action[],
): RowState {
  const ticked = MATRIX_ACTIONS.filter((action) => grants(rules, action, subject));
  if (ticked.length === 0) return 'none';
  const everyGrantable = grantable.length > 0 && grantable.every((a) => grants(rules, a, subject));
  return everyGrantable ? 'all' : 'some';
}

/** Ticks every action of the row the caller may grant, or clears the row when all are ticked. */
export function toggleRow(
  rules: readonly PermissionRule[],
  subject: Subject,
  grantable: readonly Action[],
): PermissionRule[] {
  const others = expandRules(rules).filter((rule) => rule.subject !== subject);
  if (rowState(rules, subject, grantable) === 'all') return others;
  return [...others, ...grantable.map((action) => ({ action, subject }))];
}

/** The rules in matrix order, for saving and comparing. */
export function orderedRules(rules: readonly PermissionRule[]): PermissionRule[] {
  if (hasFullAccess(rules)) return [{ action: 'manage', subject: 'all' }];
  return MATRIX_SUBJECTS.flatMap((subject) =>
    MATRIX_ACTIONS.filter((action) => rules.some((rule) => same(rule, action, subject))).map(
      (action) => ({ action, subject }),
    ),
  );
}
