/**
 * Dashboard layouts: a person's own arrangement of the configurable dashboard (/dashboard), and
 * one organisation default (the row without a user). The widgets are kept as the contract
 * validates them (ZDashboardLayoutRequest).
 */
import type { TDashboardLayoutWidget } from '@mainstay/contracts';
import { uuid, unique } from 'drizzle-orm/pg-core';
import { jsonList, timestamps } from './columns.ts';
import { tenantTable } from './organisations.ts';
import { users } from './users.ts';

export const dashboardLayouts = tenantTable(
  'dashboard_layouts',
  {
    /** Null for the organisation's default. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    widgets: jsonList<TDashboardLayoutWidget>('widgets'),
    ...timestamps(),
  },
  (table) => [
    // One layout per person and one default per organisation (nulls count as equal).
    unique('dashboard_layouts_organisation_id_user_id_unique')
      .on(table.organisationId, table.userId)
      .nullsNotDistinct(),
  ],
);

export type DashboardLayoutRow = typeof dashboardLayouts.$inferSelect;
