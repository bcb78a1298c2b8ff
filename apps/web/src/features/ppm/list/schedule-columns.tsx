/**
 * The columns of the schedule list (ids match the API's sort keys where sortable): title with
 * its rule in words, building, what it covers, who does it, next due, open tasks, priority and
 * status (with the reason a schedule paused itself).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { TPpmScheduleSummary } from '@mainstay/contracts';
import { linkColumn, numberColumn, type DataColumn } from '@/components/data-table';
import { paths } from '@/config/paths.ts';
import { PriorityChip } from '@/features/tickets';
import { Isolated } from '@/lib/bidi.tsx';
import { ScheduleStatusChip } from '../components/schedule-status-chip.tsx';
import { describeRule, formatLocalDate } from '../lib/describe-rule.ts';

function coverage(row: TPpmScheduleSummary, t: TFunction<'ppm'>): string {
  if (row.scope === 'building') return t('scope.building');
  const assets = t('list.assets', { count: row.asset_count });
  return row.scope === 'assets'
    ? assets
    : t('list.coverageOf', { scope: t(`scope.${row.scope}`), assets });
}

/** The next due date; an open task already past it reads as overdue. */
function NextDue({
  row,
  t,
  language,
}: {
  row: TPpmScheduleSummary;
  t: TFunction<'ppm'>;
  language: string;
}) {
  if (!row.next_due) return t('list.noNext');
  const date = formatLocalDate(row.next_due, language);
  if (row.next_due >= todayOf()) return date;
  return (
    <Typography variant="body2" component="span" color="error" sx={{ fontWeight: 600 }}>
      {t('list.overdueSince', { date })}
    </Typography>
  );
}

/** Today in the browser's calendar (YYYY-MM-DD), to compare with local dates. */
function todayOf(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function people(row: TPpmScheduleSummary, t: TFunction<'ppm'>): string {
  const names = [
    ...row.assignees.map((person) => person.name),
    row.team?.name,
    row.contractor?.name,
  ].filter((name): name is string => Boolean(name));
  return names.length > 0 ? names.join(', ') : t('list.unassigned');
}

export function scheduleColumns(
  t: TFunction<'ppm'>,
  language: string,
): DataColumn<TPpmScheduleSummary>[] {
  return [
    linkColumn({
      id: 'title',
      label: t('columns.title'),
      href: (row) => paths.ppmSchedules.detail(row.id),
      text: (row) => row.title,
      below: (row) => (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}
        >
          {describeRule(t, row.rule, language)}
        </Typography>
      ),
    }),
    {
      id: 'building',
      label: t('columns.building'),
      render: (row) => <Isolated>{row.building.name}</Isolated>,
    },
    { id: 'coverage', label: t('columns.coverage'), render: (row) => coverage(row, t) },
    {
      id: 'people',
      label: t('columns.people'),
      render: (row) => <Isolated>{people(row, t)}</Isolated>,
    },
    {
      id: 'next_due',
      label: t('columns.nextDue'),
      render: (row) => <NextDue row={row} t={t} language={language} />,
    },
    numberColumn({
      id: 'open_tasks',
      label: t('columns.openTasks'),
      value: (row) => row.open_tasks,
      language,
    }),
    {
      id: 'priority',
      label: t('columns.priority'),
      render: (row) => <PriorityChip priority={row.priority} />,
    },
    {
      id: 'status',
      label: t('columns.status'),
      render: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <ScheduleStatusChip schedule={row} />
        </Box>
      ),
    },
  ];
}
