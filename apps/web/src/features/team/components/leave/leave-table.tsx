/** Leave as a table: who (optional), from, to, days, type and note, with a remove action. */
import type { TLeave } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { useFormatDate } from '../format.ts';
import { visuallyHidden } from '@/components/feedback';

export interface LeaveTableProps {
  rows: TLeave[];
  label: string;
  showPerson?: boolean;
  canRemove: (row: TLeave) => boolean;
  onRemove: (row: TLeave) => void;
}

export function LeaveTable({
  rows,
  label,
  showPerson = true,
  canRemove,
  onRemove,
}: LeaveTableProps) {
  const { t } = useTranslation('team');
  const formatDate = useFormatDate();
  const anyRemovable = rows.some(canRemove);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {showPerson ? <TableCell>{t('leave.columns.person')}</TableCell> : null}
            <TableCell>{t('leave.columns.from')}</TableCell>
            <TableCell>{t('leave.columns.to')}</TableCell>
            <TableCell align="right">{t('leave.columns.days')}</TableCell>
            <TableCell>{t('leave.columns.type')}</TableCell>
            <TableCell>{t('leave.columns.note')}</TableCell>
            {anyRemovable ? (
              <TableCell align="right">
                <Box component="span" style={visuallyHidden}>
                  {t('actions.label')}
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const removeLabel = t('leave.remove', {
              name: row.user.name,
              from: formatDate(row.starts_on),
            });
            return (
              <TableRow key={row.id}>
                {showPerson ? (
                  <TableCell>
                    <Link component={RouterLink} to={paths.team.detail(row.user.id)}>
                      {row.user.name}
                    </Link>
                  </TableCell>
                ) : null}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.starts_on)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.ends_on)}</TableCell>
                <TableCell align="right">{row.days}</TableCell>
                <TableCell>{t(`leaveTypes.${row.type}`)}</TableCell>
                <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{row.note}</TableCell>
                {anyRemovable ? (
                  <TableCell align="right">
                    {canRemove(row) ? (
                      <Tooltip title={removeLabel}>
                        <IconButton aria-label={removeLabel} onClick={() => onRemove(row)}>
                          <DeleteOutlined />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
