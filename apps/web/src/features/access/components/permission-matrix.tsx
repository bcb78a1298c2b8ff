/**
 * The permission matrix: a row per subject, a column per action, a checkbox per rule, and a
 * whole-row toggle. Cells for rules the signed-in user does not hold are disabled: nobody hands
 * out more than they have. Read-only for default roles.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PermissionRule } from '@mainstay/permissions';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability.ts';
import {
  canGrant,
  grants,
  impliedByManage,
  MATRIX_ACTIONS,
  MATRIX_SUBJECTS,
  rowState,
  SUBJECT_KEYS,
  toggleRow,
  toggleRule,
} from '../lib/permission-matrix.ts';

export interface PermissionMatrixProps {
  rules: PermissionRule[];
  onChange?: (rules: PermissionRule[]) => void;
  readOnly?: boolean;
}

export function PermissionMatrix({ rules, onChange, readOnly = false }: PermissionMatrixProps) {
  const { t } = useTranslation('access');
  const ability = useAbility();

  return (
    <Box
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      role="region"
      aria-label={t('matrix.label')}
      tabIndex={0}
    >
      <Table size="small" stickyHeader sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('matrix.subject')}
            </TableCell>
            <TableCell component="th" scope="col" padding="checkbox" align="center">
              {t('matrix.all')}
            </TableCell>
            {MATRIX_ACTIONS.map((action) => (
              <TableCell key={action} component="th" scope="col" align="center">
                {t(`actions.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {MATRIX_SUBJECTS.map((subject) => {
            const label = t(`subjects.${SUBJECT_KEYS[subject]}`);
            const grantable = MATRIX_ACTIONS.filter((action) => canGrant(ability, action, subject));
            const state = rowState(rules, subject, grantable);
            return (
              <TableRow key={subject} hover>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell padding="checkbox" align="center">
                  <Checkbox
                    checked={state === 'all'}
                    indeterminate={state === 'some'}
                    disabled={readOnly || grantable.length === 0}
                    onChange={() => onChange?.(toggleRow(rules, subject, grantable))}
                    slotProps={{
                      input: { 'aria-label': t('matrix.rowLabel', { subject: label }) },
                    }}
                  />
                </TableCell>
                {MATRIX_ACTIONS.map((action) => {
                  const implied = impliedByManage(rules, action, subject);
                  return (
                    <TableCell key={action} align="center" padding="checkbox">
                      <Checkbox
                        checked={grants(rules, action, subject)}
                        disabled={readOnly || implied || !canGrant(ability, action, subject)}
                        onChange={() => onChange?.(toggleRule(rules, action, subject))}
                        slotProps={{
                          input: {
                            'aria-label': t('matrix.cellLabel', {
                              subject: label,
                              action: t(`actionNames.${action}`),
                            }),
                          },
                        }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
