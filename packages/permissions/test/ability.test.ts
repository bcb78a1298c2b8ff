import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLES,
  SUBJECTS,
  canOpenTicketDetail,
  defineAbilityFor,
  mergeRules,
  sanitizeRules,
} from '../src/index.ts';

const role = (key: string) => {
  const found = DEFAULT_ROLES.find((r) => r.key === key);
  if (!found) throw new Error(`no role ${key}`);
  return found;
};

describe('defineAbilityFor', () => {
  it('allows nothing without rules', () => {
    const ability = defineAbilityFor([]);
    for (const subject of SUBJECTS) expect(ability.can('read', subject)).toBe(false);
  });

  it('grants only the listed action and subject', () => {
    const ability = defineAbilityFor([{ action: 'read', subject: 'assets' }]);
    expect(ability.can('read', 'assets')).toBe(true);
    expect(ability.can('write', 'assets')).toBe(false);
    expect(ability.can('read', 'buildings')).toBe(false);
  });

  it('treats manage as every action and all as every subject', () => {
    const owner = defineAbilityFor(role('owner').rules);
    expect(owner.can('add', 'templates')).toBe(true);
    expect(owner.can('write', 'organisation')).toBe(true);
    const manager = defineAbilityFor([{ action: 'manage', subject: 'team' }]);
    expect(manager.can('add', 'team')).toBe(true);
    expect(manager.can('read', 'assets')).toBe(false);
  });
});

describe('canOpenTicketDetail', () => {
  it('opens ticket details to readers of the subject or of my jobs, nobody else', () => {
    expect(
      canOpenTicketDetail(
        defineAbilityFor([{ action: 'read', subject: 'my jobs' }]),
        'reactive task',
      ),
    ).toBe(true);
    expect(
      canOpenTicketDetail(
        defineAbilityFor([{ action: 'read', subject: 'reactive task' }]),
        'reactive task',
      ),
    ).toBe(true);
    expect(
      canOpenTicketDetail(
        defineAbilityFor([{ action: 'read', subject: 'assets' }]),
        'reactive task',
      ),
    ).toBe(false);
  });
});

describe('sanitizeRules', () => {
  it('drops malformed and unknown rules read back from storage', () => {
    expect(
      sanitizeRules([
        { action: 'read', subject: 'assets' },
        { action: 'delete', subject: 'assets' },
        { action: 'read', subject: 'secrets' },
        'read assets',
        null,
      ]),
    ).toEqual([{ action: 'read', subject: 'assets' }]);
    expect(sanitizeRules('not a list')).toEqual([]);
  });
});

describe('default roles', () => {
  it('gives a technician my jobs but not organisation settings', () => {
    const technician = defineAbilityFor(role('technician').rules);
    expect(technician.can('read', 'my jobs')).toBe(true);
    expect(technician.can('read', 'organisation')).toBe(false);
  });

  it('keeps a viewer read-only', () => {
    const viewer = defineAbilityFor(role('viewer').rules);
    expect(viewer.can('read', 'assets')).toBe(true);
    expect(viewer.can('write', 'assets')).toBe(false);
    expect(viewer.can('add', 'reactive task')).toBe(false);
  });

  it('lets facilities managers and administrators schedule reports, viewers only read them', () => {
    for (const key of ['administrator', 'facilities_manager']) {
      expect(defineAbilityFor(role(key).rules).can('write', 'report'), key).toBe(true);
    }
    const viewer = defineAbilityFor(role('viewer').rules);
    expect(viewer.can('read', 'report')).toBe(true);
    expect(viewer.can('write', 'report')).toBe(false);
    // write, not manage: the report subject stays out of OPERATIONS.
    expect(defineAbilityFor(role('facilities_manager').rules).can('add', 'report')).toBe(false);
  });

  it('merges the rules of several roles without repeats', () => {
    const merged = mergeRules([role('reporter').rules, role('technician').rules]);
    const keys = merged.map((r) => `${r.action}:${r.subject}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ability = defineAbilityFor(merged);
    expect(ability.can('add', 'general tickets')).toBe(true);
    expect(ability.can('read', 'my jobs')).toBe(true);
  });
});
