/**
 * The SLA policies as cards (readable on a phone): what each covers, its targets, clock and
 * escalation (a default policy, category or role named in the reader's language). Editors add,
 * edit and delete; others only read.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from 'react-i18next';
import type { TSlaPolicy } from '@mainstay/contracts';
import {
  CardList,
  ConfirmDialog,
  EditDeleteActions,
  noRows,
  QueryState,
  RowProblem,
  useRowProblem,
} from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useDeleteSlaPolicyMutation, useSlaPoliciesQuery } from '../api/sla-settings.ts';
import { useSettingsStates } from './settings-states.ts';
import { formatDuration, PriorityChip } from '../components/chips.tsx';
import { categoryLabel } from '../list/category-label.ts';
import { usePolicyLabel } from './policy-label.ts';
import { SlaPolicyDialog } from './sla-policy-dialog.tsx';

function PolicyCard({
  policy,
  canEdit,
  onEdit,
  onDelete,
}: {
  policy: TSlaPolicy;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['sla', 'tickets']);
  // Durations are worded by the 'tickets' namespace, where formatDuration looks them up.
  const { t: ticketsT } = useTranslation('tickets');
  const roleName = useBuiltInName('access');
  const policyName = usePolicyLabel();
  const name = policyName(policy);
  const scope = [
    policy.kind ? t(`tickets:kinds.${policy.kind}`) : t('policies.anyKind'),
    policy.category ? categoryLabel(ticketsT, policy.category) : null,
    policy.building?.name ?? t('policies.anyBuilding'),
  ].filter(Boolean);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <PriorityChip priority={policy.priority} />
          {!policy.active && (
            <Chip size="small" variant="outlined" label={t('policies.inactive')} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {scope.join(' · ')}
        </Typography>
        <Typography variant="body2">
          {t('policies.targets', {
            response: formatDuration(policy.response_minutes * 60, ticketsT),
            resolution: formatDuration(policy.resolution_minutes * 60, ticketsT),
          })}
          {' · '}
          {t(`policies.clock.${policy.clock}`)}
        </Typography>
        {policy.escalation_role && (
          <Typography variant="body2" color="text.secondary">
            {t('policies.escalatesTo', { role: roleName(policy.escalation_role) })}
          </Typography>
        )}
      </Box>
      {canEdit && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <EditDeleteActions
            dense
            edit={{ label: t('policies.edit', { name }), onClick: onEdit }}
            remove={{ label: t('policies.delete', { name }), onClick: onDelete }}
          />
        </Box>
      )}
    </Paper>
  );
}

export function SlaPoliciesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('sla');
  const policyName = usePolicyLabel();
  const notify = useNotify();
  const query = useSlaPoliciesQuery();
  const states = useSettingsStates(query);
  const remove = useDeleteSlaPolicyMutation();
  const [editing, setEditing] = useState<TSlaPolicy | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TSlaPolicy | null>(null);
  const removal = useRowProblem(remove.mutateAsync, (error) =>
    errorMessage(error, t('settings.deleteFailed')),
  );

  async function handleDelete(policy: TSlaPolicy) {
    if (await removal.removeRow(policy.id)) notify.success(t('policies.deleted'));
    setDeleting(null);
  }

  return (
    <>
      {canEdit && (
        <Button
          startIcon={<AddOutlined />}
          variant="contained"
          onClick={() => setEditing('new')}
          sx={{ mb: 2 }}
        >
          {t('policies.add')}
        </Button>
      )}
      <RowProblem problem={removal.problem} onClose={removal.clear} />
      <QueryState
        query={query}
        {...states}
        isEmpty={noRows}
        empty={<EmptyState title={t('policies.empty')} description={t('policies.emptyHint')} />}
      >
        {(data) => (
          <CardList label={t('settings.tabs.policies')}>
            {data.data.map((policy) => (
              <PolicyCard
                key={policy.id}
                policy={policy}
                canEdit={canEdit}
                onEdit={() => setEditing(policy)}
                onDelete={() => setDeleting(policy)}
              />
            ))}
          </CardList>
        )}
      </QueryState>
      {editing && (
        <SlaPolicyDialog
          policy={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('policies.deleteTitle', { name: deleting ? policyName(deleting) : '' })}
        message={t('policies.deleteMessage')}
        confirmLabel={t('policies.deleteConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && void handleDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
