/** The Leave tab: who is off from a day onwards, and recording leave. */
import { useState } from 'react';
import type { TLeave } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { useTranslation } from 'react-i18next';
import { noRows, QueryState } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/index.ts';
import { useAbility } from '@/lib/ability.ts';
import { useSession } from '@/lib/session.ts';
import { useLeaveQuery } from '../../api/leave.ts';
import { sessionUserId } from '../format.ts';
import { LeaveDialog } from './leave-dialog.tsx';
import { LeaveTable } from './leave-table.tsx';
import { RemoveLeaveDialog } from './remove-leave-dialog.tsx';

export function LeaveTab() {
  const { t } = useTranslation('team');
  const ability = useAbility();
  const userId = sessionUserId(useSession().user);
  const canWrite = ability.can('write', 'team');
  const [from, setFrom] = useState('');
  const [recording, setRecording] = useState(false);
  const [removing, setRemoving] = useState<TLeave | null>(null);
  const query = useLeaveQuery(from ? { from } : {});
  const canRemove = (row: TLeave) => canWrite || row.user.id === userId;

  return (
    <Card variant="outlined">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          p: 2,
        }}
      >
        <TextField
          type="date"
          size="small"
          label={t('leave.showFrom')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          helperText={from ? ' ' : t('leave.showFromHint')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" onClick={() => setRecording(true)}>
          {t('leave.record')}
        </Button>
      </Box>
      <QueryState
        query={query}
        inset
        loadingLabel={t('leave.loading')}
        errorMessage={t('errors.loadFailed')}
        isEmpty={noRows}
        empty={
          <EmptyState
            icon={<EventBusyOutlined />}
            title={t('leave.emptyTitle')}
            description={t('leave.emptyDescription')}
          />
        }
      >
        {(data) => (
          <LeaveTable
            rows={data.data}
            label={t('leave.tableLabel')}
            canRemove={canRemove}
            onRemove={setRemoving}
          />
        )}
      </QueryState>
      <LeaveDialog
        open={recording}
        onClose={() => setRecording(false)}
        canChoosePerson={canWrite}
      />
      <RemoveLeaveDialog leave={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
