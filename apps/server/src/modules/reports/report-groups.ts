/**
 * The groupings of the reports: how a row's group is found (an id, its name, and for built-in
 * categories and statuses a key), and how it is named in the caller's language (no building,
 * priorities, default categories, asset statuses). Every report selects `group_id`, `group_name`
 * and `group_key`.
 */
import {
  ASSET_DEFAULT_CATEGORY_NAMES,
  TICKET_DEFAULT_CATEGORY_NAMES,
  type TAssetStatus,
  type TReportGroupBy,
  type TTicketPriority,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  assetCategories,
  assets,
  buildings,
  ppmSchedules,
  teamMembers,
  teams,
  ticketAssignees,
  ticketCategories,
  users,
} from '../../db/schema/index.ts';
import { builtInName } from '../../lib/built-in-name.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import { translate } from '../../lib/translate.ts';
import type { ReportRow } from './report-context.ts';

/** The columns a grouping reads from the rows it groups (tickets, or a union over them). */
export interface GroupSource {
  /** The organisation's column, or its id. */
  organisationId: PgColumn | string;
  ticketId: SQL;
  buildingId: SQL;
  categoryId: SQL;
  assetId: SQL;
  /** The asset's category and status, for the reports over assets. */
  assetCategoryId: SQL;
  assetStatus: SQL;
  /**
   * The person a row is about (the workload report: an assignee, or who logged the time); when
   * absent, each of the ticket's assignees (`ticket_assignees`).
   */
  userId?: SQL;
  priority: SQL;
  /** The instant or day a row counts at, for months (in the organisation's days). */
  at: SQL;
  rating: SQL;
  /** The maintenance schedule that made a PPM task (the PM compliance report). */
  scheduleId?: SQL;
}

export interface Grouping {
  joins: SQL;
  id: SQL;
  name: SQL;
  key: SQL;
}

/** A column of the row's asset (null without asset), for sources that do not select it. */
export const assetColumn = (
  assetId: SQL,
  column: PgColumn,
  organisationId: PgColumn | string,
): SQL =>
  sql`(select ${column} from ${assets} where ${assets.id} = ${assetId}
    and ${tenantCondition(assets, organisationId)})`;

/** The person of a row: the source's own, or each assignee of its ticket. */
function personOf(source: GroupSource): { joins: SQL; id: SQL } {
  if (source.userId) return { joins: sql``, id: source.userId };
  return {
    joins: sql`left join ${ticketAssignees} on ${ticketAssignees.ticketId} = ${source.ticketId}
      and ${tenantCondition(ticketAssignees, source.organisationId)}`,
    id: sql`${ticketAssignees.userId}`,
  };
}

/** The grouping's joins and columns; `null` groups everything in one row (the totals). */
export function grouping(
  groupBy: TReportGroupBy | null,
  source: GroupSource,
  timezone: string,
): Grouping {
  const none = { joins: sql``, id: sql`null::text`, name: sql`null::text`, key: sql`null::text` };
  switch (groupBy) {
    case null:
      return none;
    case 'building':
      return {
        joins: sql`left join ${buildings} on ${buildings.id} = ${source.buildingId}
          and ${tenantCondition(buildings, source.organisationId)}`,
        id: sql`${buildings.id}::text`,
        name: sql`${buildings.name}`,
        key: sql`null::text`,
      };
    case 'category':
      return {
        joins: sql`left join ${ticketCategories} on ${ticketCategories.id} = ${source.categoryId}
          and ${tenantCondition(ticketCategories, source.organisationId)}`,
        id: sql`${ticketCategories.id}::text`,
        name: sql`${ticketCategories.name}`,
        key: sql`${ticketCategories.key}`,
      };
    case 'asset':
      return {
        joins: sql`left join ${assets} on ${assets.id} = ${source.assetId}
          and ${tenantCondition(assets, source.organisationId)}`,
        id: sql`${assets.id}::text`,
        name: sql`${assets.code} || ' ' || ${assets.name}`,
        key: sql`null::text`,
      };
    case 'assignee': {
      const person = personOf(source);
      return {
        joins: sql`${person.joins} left join ${users} on ${users.id} = ${person.id}`,
        id: sql`${users.id}::text`,
        name: sql`${users.name}`,
        key: sql`null::text`,
      };
    }
    case 'team': {
      // A person in two teams counts in both; someone in none under "No team".
      const person = personOf(source);
      return {
        joins: sql`${person.joins}
          left join ${teamMembers} on ${teamMembers.userId} = ${person.id}
            and ${tenantCondition(teamMembers, source.organisationId)}
          left join ${teams} on ${teams.id} = ${teamMembers.teamId}
            and ${tenantCondition(teams, source.organisationId)}`,
        id: sql`${teams.id}::text`,
        name: sql`${teams.name}`,
        key: sql`null::text`,
      };
    }
    case 'asset_category':
      return {
        joins: sql`left join ${assetCategories} on ${assetCategories.id} = ${source.assetCategoryId}
          and ${tenantCondition(assetCategories, source.organisationId)}`,
        id: sql`${assetCategories.id}::text`,
        name: sql`${assetCategories.name}`,
        key: sql`${assetCategories.key}`,
      };
    case 'status':
      return {
        ...none,
        id: sql`${source.assetStatus}::text`,
        key: sql`${source.assetStatus}::text`,
      };
    case 'priority':
      return { ...none, id: sql`${source.priority}::text`, key: sql`${source.priority}::text` };
    case 'rating':
      return { ...none, id: sql`${source.rating}::text`, name: sql`${source.rating}::text` };
    case 'schedule':
      return {
        joins: sql`left join ${ppmSchedules} on ${ppmSchedules.id} = ${source.scheduleId ?? sql`null`}
          and ${tenantCondition(ppmSchedules, source.organisationId)}`,
        id: sql`${ppmSchedules.id}::text`,
        name: sql`${ppmSchedules.title}`,
        key: sql`null::text`,
      };
    case 'month': {
      const month = sql`to_char(${source.at} at time zone ${timezone}, 'YYYY-MM')`;
      return { ...none, id: month, name: month };
    }
  }
}

/** Group columns in a select list. */
export const groupColumns = (group: Grouping) =>
  sql`${group.id} as group_id, ${group.name} as group_name, ${group.key} as group_key`;

export interface GroupRow {
  group_id: string | null;
  group_name: string | null;
  group_key: string | null;
}

/** The group's name in the caller's language ("No category", "High", a default category). */
export function groupName(
  groupBy: TReportGroupBy | null,
  row: GroupRow,
  language: LanguageCode,
): string {
  if (groupBy === 'priority' && row.group_key) {
    return translate(language, `tickets:priorities.${row.group_key as TTicketPriority}`);
  }
  if (groupBy === 'status' && row.group_key) {
    return translate(language, `assets:statuses.${row.group_key as TAssetStatus}`);
  }
  if (row.group_id === null) return translate(language, `reports:none.${groupBy ?? 'building'}`);
  if (groupBy === 'category' && row.group_name !== null) {
    return builtInName(
      language,
      'tickets:categories',
      { key: row.group_key, name: row.group_name },
      TICKET_DEFAULT_CATEGORY_NAMES,
    );
  }
  if (groupBy === 'asset_category' && row.group_name !== null) {
    return builtInName(
      language,
      'assets:categories',
      { key: row.group_key, name: row.group_name },
      ASSET_DEFAULT_CATEGORY_NAMES,
    );
  }
  return row.group_name ?? '';
}

/** The row without its group columns, named as `group`. */
export function named<R extends GroupRow>(
  groupBy: TReportGroupBy | null,
  row: R,
  language: LanguageCode,
): ReportRow {
  const { group_id: _id, group_name: _name, group_key: _key, ...values } = row;
  return { group: groupName(groupBy, row, language), ...(values as ReportRow) };
}
