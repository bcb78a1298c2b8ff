/** Leave as a table: who (optional), from, to, days, type and note, with a remove action. */
import type { TLeave } from '@mainstay/contracts';
import Link from '@mui/material/Link';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RowAction, SimpleTable } from '@/components/data-table';
import { paths } from '@/config/paths.ts';
import { useFormatDate } from '../format.ts';

export interface LeaveTableProps {
  rows: TLeave[];
  label: string;
  showPerson?: boolean;
  canRemove: (row: TLeave) => boolean;
  onRemove: (row: TLeave) => void;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function LeaveTable({ rows, showPerson = true, canRemove, ...props }: LeaveTableProps) {
  const { t } = useTranslation('team');
  const formatDate = useFormatDate();
  const column = (id: string) => t(`leave.columns.${id}`);
  return (
    <SimpleTable
      label={props.label}
      rows={rows}
      getRowId={(row) => row.id}
      columns={[
        showPerson && {
          id: 'person',
          label: column('person'),
          render: (row) => (
            <Link component={RouterLink} to={paths.team.detail(row.user.id)}>
              {row.user.name}
            </Link>
          ),
        },
        {
          id: 'from',
          label: column('from'),
          cellSx: NO_WRAP,
          render: (row) => formatDate(row.starts_on),
        },
        {
          id: 'to',
          label: column('to'),
          cellSx: NO_WRAP,
          render: (row) => formatDate(row.ends_on),
        },
        { id: 'days', label: column('days'), align: 'right', render: (row) => row.days },
        { id: 'type', label: column('type'), render: (row) => t(`leaveTypes.${row.type}`) },
        {
          id: 'note',
          label: column('note'),
          cellSx: { minWidth: 160, overflowWrap: 'anywhere' },
          render: (row) => row.note,
        },
      ]}
      actions={
        rows.some(canRemove) && {
          label: t('actions.label'),
          render: (row) =>
            canRemove(row) && (
              <RowAction
                label={t('leave.remove', { name: row.user.name, from: formatDate(row.starts_on) })}
                icon={<DeleteOutlined />}
                onClick={() => props.onRemove(row)}
              />
            ),
        }
      }
    />
  );
}
