/**
 * The columns of the forms list (ids match the API's sort keys where sortable). The number is
 * the row's link, followed from anywhere on the row; on a phone each row is a card.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import type { TFormSummary } from '@mainstay/contracts';
import { linkColumn, type DataColumn } from '@/components/data-table';
import { paths } from '@/config/paths.ts';
import { Ltr } from '@/lib/bidi.tsx';
import { FormStatusChip, ResultChip } from '../components/form-chips.tsx';
import { formatDateTime } from '../lib/format.ts';
import { ticketPath } from '../lib/ticket-path.ts';

const nowrap = (text: string) => <Box sx={{ whiteSpace: 'nowrap' }}>{text}</Box>;

export function formColumns(t: TFunction<'forms'>, language: string): DataColumn<TFormSummary>[] {
  return [
    linkColumn({
      id: 'number',
      label: t('fields.number'),
      href: (row) => paths.forms.detail(row.id),
      text: (row) => row.number,
      noWrap: true,
    }),
    {
      id: 'template',
      label: t('fields.template'),
      sortable: true,
      hideable: false,
      render: (row) => (
        <Box sx={{ minWidth: 140 }}>
          {t('list.templateVersion', { name: row.template.name, version: row.template.version })}
        </Box>
      ),
    },
    {
      id: 'result',
      label: t('fields.result'),
      render: (row) => <ResultChip result={row.result} />,
    },
    {
      id: 'status',
      label: t('fields.status'),
      render: (row) => <FormStatusChip status={row.status} />,
    },
    {
      id: 'place',
      label: t('fields.assetOrBuilding'),
      render: (row) => (
        <Box sx={{ minWidth: 100 }}>
          {[row.asset?.name, row.building?.name].filter(Boolean).join(' · ')}
        </Box>
      ),
    },
    {
      id: 'ticket',
      label: t('fields.ticket'),
      render: (row) =>
        row.ticket ? (
          <Link component={RouterLink} to={ticketPath(row.ticket)} sx={{ whiteSpace: 'nowrap' }}>
            <Ltr>{row.ticket.number}</Ltr>
          </Link>
        ) : null,
    },
    {
      id: 'progress',
      label: t('fields.progress'),
      hiddenByDefault: true,
      render: (row) =>
        nowrap(
          t('progress.short', { answered: row.progress.answered, required: row.progress.required }),
        ),
    },
    { id: 'started_by', label: t('fields.startedBy'), render: (row) => row.started_by?.name ?? '' },
    {
      id: 'created_at',
      label: t('fields.started'),
      sortable: true,
      hiddenByDefault: true,
      render: (row) => nowrap(formatDateTime(row.created_at, language)),
    },
    {
      id: 'completed_at',
      label: t('fields.completed'),
      sortable: true,
      render: (row) => nowrap(formatDateTime(row.completed_at, language)),
    },
  ];
}
