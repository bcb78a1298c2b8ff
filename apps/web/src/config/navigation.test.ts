import { describe, expect, it } from 'vitest';
import { defineAbilityFor, type PermissionRule } from '@mainstay/permissions';
import {
  activeGroupKey,
  isNavGroup,
  navigationItems,
  visibleNavigation,
  type NavItem,
} from './navigation.ts';
import { paths } from './paths.ts';

const keysOf = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) =>
    isNavGroup(item) ? [item.key, ...item.children.map((c) => c.key)] : [item.key],
  );

const visibleFor = (rules: PermissionRule[]) =>
  visibleNavigation(navigationItems, defineAbilityFor(rules));

describe('navigation', () => {
  it('lists the menu in the product order', () => {
    expect(navigationItems.map((item) => item.key)).toEqual([
      'dashboard',
      'calendar',
      'my-jobs',
      'tickets',
      'ppm-tasks',
      'checklists',
      'buildings',
      'locations',
      'assets',
      'tags',
      'alerts',
      'team',
      'organisation',
      'reports',
      // new-area:nav-keys (npm run new:area inserts above this line)
    ]);
    const tickets = navigationItems.find((item) => item.key === 'tickets');
    expect(tickets && isNavGroup(tickets) && tickets.children.map((c) => c.to)).toEqual([
      paths.reactiveTickets.list,
      paths.generalTickets.list,
    ]);
  });

  it('shows everything to a user who may manage all', () => {
    expect(keysOf(visibleFor([{ action: 'manage', subject: 'all' }]))).toEqual(
      keysOf(navigationItems),
    );
  });

  it('shows nothing without rules', () => {
    expect(visibleFor([])).toEqual([]);
  });

  it('hides forbidden items and keeps only the allowed children of a group', () => {
    const visible = visibleFor([
      { action: 'read', subject: 'my jobs' },
      { action: 'read', subject: 'general tickets' },
      { action: 'write', subject: 'assets' },
    ]);
    expect(keysOf(visible)).toEqual(['my-jobs', 'tickets', 'general-tickets']);
  });

  it('drops a group none of whose children are allowed', () => {
    const visible = visibleFor([
      { action: 'read', subject: 'dashboard' },
      { action: 'read', subject: 'reactive-tickets' },
    ]);
    expect(keysOf(visible)).toEqual(['dashboard']);
  });

  it('does not modify the configured items', () => {
    visibleFor([{ action: 'read', subject: 'reactive task' }]);
    const tickets = navigationItems.find((item) => item.key === 'tickets');
    expect(tickets && isNavGroup(tickets) && tickets.children).toHaveLength(2);
  });

  it('finds the group of the active link', () => {
    expect(activeGroupKey(navigationItems, 'general-tickets')).toBe('tickets');
    expect(activeGroupKey(navigationItems, 'assets')).toBeUndefined();
    expect(activeGroupKey(navigationItems, undefined)).toBeUndefined();
  });
});
