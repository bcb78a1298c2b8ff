import { defineAbilityFor } from '@mainstay/permissions';
import { describe, expect, it } from 'vitest';
import {
  canGrant,
  grants,
  impliedByManage,
  orderedRules,
  rowState,
  toggleRow,
  toggleRule,
} from './permission-matrix.ts';

describe('permission matrix rules', () => {
  it('toggles one rule on and off', () => {
    const on = toggleRule([], 'read', 'buildings');
    expect(on).toEqual([{ action: 'read', subject: 'buildings' }]);
    expect(toggleRule(on, 'read', 'buildings')).toEqual([]);
  });

  it('treats manage as every action of its subject', () => {
    const rules = [{ action: 'manage', subject: 'assets' }] as const;
    expect(grants([...rules], 'write', 'assets')).toBe(true);
    expect(impliedByManage([...rules], 'write', 'assets')).toBe(true);
    expect(impliedByManage([...rules], 'manage', 'assets')).toBe(false);
    expect(grants([...rules], 'read', 'buildings')).toBe(false);
  });

  it('spells out manage all when a cell of a copied Owner role is cleared', () => {
    const rules = toggleRule([{ action: 'manage', subject: 'all' }], 'manage', 'report');
    expect(rules).not.toContainEqual({ action: 'manage', subject: 'all' });
    expect(rules).not.toContainEqual({ action: 'manage', subject: 'report' });
    expect(rules).toContainEqual({ action: 'read', subject: 'report' });
  });

  it('toggles a whole row within what the author may grant', () => {
    const grantable = ['read', 'add'] as const;
    const filled = toggleRow([], 'tags', [...grantable]);
    expect(filled).toEqual([
      { action: 'read', subject: 'tags' },
      { action: 'add', subject: 'tags' },
    ]);
    expect(rowState(filled, 'tags', [...grantable])).toBe('all');
    expect(rowState(filled.slice(0, 1), 'tags', [...grantable])).toBe('some');
    expect(toggleRow(filled, 'tags', [...grantable])).toEqual([]);
  });

  it('only lets the author grant what they hold', () => {
    const ability = defineAbilityFor([
      { action: 'manage', subject: 'organisation' },
      { action: 'read', subject: 'buildings' },
    ]);
    expect(canGrant(ability, 'read', 'buildings')).toBe(true);
    expect(canGrant(ability, 'write', 'organisation')).toBe(true);
    expect(canGrant(ability, 'read', 'report')).toBe(false);
  });

  it('orders rules as the matrix shows them', () => {
    expect(
      orderedRules([
        { action: 'write', subject: 'assets' },
        { action: 'read', subject: 'assets' },
        { action: 'read', subject: 'alerts' },
      ]),
    ).toEqual([
      { action: 'read', subject: 'alerts' },
      { action: 'read', subject: 'assets' },
      { action: 'write', subject: 'assets' },
    ]);
  });
});
