/** Bulk actions of the buildings list: change status, archive, delete (with confirmation). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { BUILDING_STATUS_VALUES, type TPlaceBulkResponse } from '@mainstay/contracts';
import { BulkActionsBar, BulkOutcomeDialog, ConfirmDialog } from '@/components/data-table';
import { useAbility } from '@/lib/ability.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useBulkBuildingsMutation } from '../../api/bulk-places.ts';
import { errorMessage } from '@/lib/form-errors.ts';

export interface BuildingsBulkActionsProps {
  selected: string[];
  nameOf: (id: string) => string;
  onDone: (remaining: string[]) => void;
}

type Pending = { action: 'archive' } | { action: 'delete' } | null;

export function BuildingsBulkActions({ selected, nameOf, onDone }: BuildingsBulkActionsProps) {
  const { t } = useTranslation('places');
  const ability = useAbility();
  const notify = useNotify();
  const bulk = useBulkBuildingsMutation();
  const [statusMenu, setStatusMenu] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<TPlaceBulkResponse | null>(null);

  async function run(body: Parameters<typeof bulk.mutateAsync>[0]) {
    try {
      const result = await bulk.mutateAsync(body);
      if (result.succeeded > 0) notify.success(t('bulk.done', { count: result.succeeded }));
      setOutcome(result.failed > 0 ? result : null);
      onDone(result.results.filter((item) => !item.ok).map((item) => item.id));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.bulkFailed')));
    } finally {
      setPending(null);
    }
  }

  const canWrite = ability.can('write', 'buildings');
  const canDelete = ability.can('manage', 'buildings');
  return (
    <>
      <BulkActionsBar count={selected.length} onClear={() => onDone([])}>
        {canWrite && (
          <>
            <Button
              size="small"
              aria-haspopup="menu"
              onClick={(event) => setStatusMenu(event.currentTarget)}
            >
              {t('bulk.changeStatus')}
            </Button>
            <Button size="small" onClick={() => setPending({ action: 'archive' })}>
              {t('actions.archive')}
            </Button>
          </>
        )}
        {canDelete && (
          <Button size="small" color="error" onClick={() => setPending({ action: 'delete' })}>
            {t('actions.delete')}
          </Button>
        )}
      </BulkActionsBar>
      <Menu anchorEl={statusMenu} open={Boolean(statusMenu)} onClose={() => setStatusMenu(null)}>
        {BUILDING_STATUS_VALUES.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setStatusMenu(null);
              void run({ ids: selected, action: 'set_status', status });
            }}
          >
            {t('bulk.setStatusTo', { status: t(`buildingStatuses.${status}`) })}
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.action === 'delete'
            ? t('bulk.deleteBuildingsTitle', { count: selected.length })
            : t('bulk.archiveBuildingsTitle', { count: selected.length })
        }
        message={
          pending?.action === 'delete'
            ? t('bulk.deleteBuildingsMessage')
            : t('bulk.archiveBuildingsMessage')
        }
        confirmLabel={pending?.action === 'delete' ? t('actions.delete') : t('actions.archive')}
        destructive={pending?.action === 'delete'}
        loading={bulk.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && void run({ ids: selected, action: pending.action })}
      />
      <BulkOutcomeDialog outcome={outcome} nameOf={nameOf} onClose={() => setOutcome(null)} />
    </>
  );
}
