/**
 * A widget's figure per priority (resolution time, overdue items): each priority in the
 * reader's language with its number, a link to that priority's tickets.
 */
import type { TTicketPriority } from '@mainstay/contracts';
import type { DrillFilters } from '../../lib/drill-down.ts';
import { Figure } from '../figure.tsx';
import { BreakdownList } from '../widget-card.tsx';
import { useDashboardFormat } from './use-dashboard-format.ts';

export interface PriorityBreakdownProps<Row extends { priority: TTicketPriority }> {
  label: string;
  rows: readonly Row[];
  /** The row's formatted figure, or null without data. */
  value: (row: Row) => string | null;
  /** What the figure counts for a priority, for its link's name ("overdue high items"). */
  what: (priority: string) => string;
  /** The list filters of a priority's tickets. */
  filters: (priority: TTicketPriority) => DrillFilters;
}

export function PriorityBreakdown<Row extends { priority: TTicketPriority }>({
  label,
  rows,
  value,
  what,
  filters,
}: PriorityBreakdownProps<Row>) {
  const f = useDashboardFormat();
  return (
    <BreakdownList
      label={label}
      rows={rows.map((row) => {
        const priority = f.t(`tickets:priorities.${row.priority}`);
        return {
          key: row.priority,
          label: priority,
          value: (
            <Figure value={value(row)} what={what(priority)} filters={filters(row.priority)} />
          ),
        };
      })}
    />
  );
}
