/**
 * The columns of the ticket list (ids match the API's sort keys where sortable). The number is
 * the row's link, which the list page follows from anywhere on the row. The columns shown at
 * first fit a 1440 px screen beside the menu without scrolling sideways; the others (category,
 * dates, reporter) are a click away in the column chooser.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { TTicketListItem } from '@mainstay/contracts';
import { linkColumn, TruncatedText, type DataColumn } from '@/components/data-table';
import { paths } from '@/config/paths.ts';
import { ComplianceChip, PriorityChip, SlaChip, TicketStatusChip } from '../components/chips.tsx';
import type { TicketKindConfig } from '../lib/kinds.ts';
import type { CategoryLike } from './category-label.ts';

export function formatDateTime(value: string | null, language: string): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

function Secondary({ children }: { children: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {children}
    </Typography>
  );
}

export interface TicketColumnsConfig {
  t: TFunction<'tickets'>;
  language: string;
  kind: TicketKindConfig;
  categoryName: (category: CategoryLike | null) => string;
}

export function ticketColumns({
  t,
  language,
  kind,
  categoryName,
}: TicketColumnsConfig): DataColumn<TTicketListItem>[] {
  const date = (value: string | null) => formatDateTime(value, language);
  const columns: DataColumn<TTicketListItem>[] = [
    linkColumn({
      id: 'number',
      label: t('fields.number'),
      href: (row) => kind.detailPath(row.id),
      text: (row) => row.number,
      noWrap: true,
    }),
    {
      id: 'title',
      label: t('fields.title'),
      sortable: true,
      hideable: false,
      render: (row) => <Box sx={{ minWidth: 120, maxWidth: 300 }}>{row.title}</Box>,
    },
    {
      id: 'status',
      label: t('fields.status'),
      sortable: true,
      render: (row) => <TicketStatusChip status={row.status} />,
    },
    {
      id: 'priority',
      label: t('fields.priority'),
      sortable: true,
      render: (row) => <PriorityChip priority={row.priority} />,
    },
    {
      id: 'sla',
      label: t('fields.sla'),
      sortable: true,
      render: (row) => <SlaChip sla={row.sla} />,
    },
    {
      id: 'building',
      label: t('fields.place'),
      sortable: true,
      render: (row) => (
        <Box sx={{ minWidth: 100 }}>
          {row.building.name}
          {row.location && <Secondary>{row.location.name}</Secondary>}
        </Box>
      ),
    },
    {
      id: 'asset',
      label: t('fields.asset'),
      render: (row) => (
        <TruncatedText
          text={row.asset ? `${row.asset.name} (${row.asset.code})` : ''}
          maxWidth={120}
        />
      ),
    },
    {
      id: 'category',
      label: t('fields.category'),
      hiddenByDefault: true,
      render: (row) => categoryName(row.category),
    },
    {
      id: 'assignees',
      label: t('fields.assignees'),
      render: (row) => (
        <Box sx={{ minWidth: 100 }}>
          {row.assignees.map((person) => person.name).join(', ') ||
            (row.team || row.contractor ? '' : t('filters.unassigned'))}
          {row.team && <Secondary>{t('list.teamOf', { name: row.team.name })}</Secondary>}
          {row.contractor && (
            <Secondary>{t('list.contractorOf', { name: row.contractor.name })}</Secondary>
          )}
        </Box>
      ),
    },
    {
      id: 'reporter',
      label: t('fields.reporter'),
      hiddenByDefault: true,
      render: (row) => row.reporter.user?.name ?? row.reporter.name,
    },
    {
      id: 'due_at',
      label: t('fields.due'),
      sortable: true,
      hiddenByDefault: true,
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{date(row.due_at)}</Box>,
    },
    {
      id: 'created_at',
      label: t('fields.created'),
      sortable: true,
      hiddenByDefault: true,
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{date(row.created_at)}</Box>,
    },
    {
      id: 'updated_at',
      label: t('fields.updated'),
      sortable: true,
      hiddenByDefault: true,
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{date(row.updated_at)}</Box>,
    },
  ];
  return kind.kind === 'ppm' ? ppmColumns(columns, t) : columns;
}

/**
 * PPM tasks are never timed by an SLA: their list shows compliance (against the due date plus
 * the organisation's grace) and the schedule that made each task instead, with the due date.
 */
function ppmColumns(
  columns: DataColumn<TTicketListItem>[],
  t: TFunction<'tickets'>,
): DataColumn<TTicketListItem>[] {
  const ppm: DataColumn<TTicketListItem>[] = [
    {
      id: 'compliance',
      label: t('fields.compliance'),
      render: (row) => <ComplianceChip compliance={row.ppm?.compliance ?? null} />,
    },
    {
      id: 'schedule',
      label: t('fields.schedule'),
      render: (row) =>
        row.ppm?.schedule ? (
          <Link component={RouterLink} to={paths.ppmSchedules.detail(row.ppm.schedule.id)}>
            <TruncatedText text={row.ppm.schedule.name} maxWidth={160} />
          </Link>
        ) : (
          t('list.oneOff')
        ),
    },
  ];
  return columns.flatMap((column) => {
    if (column.id === 'sla') return ppm;
    if (column.id === 'due_at') return [{ ...column, hiddenByDefault: false }];
    return [column];
  });
}
