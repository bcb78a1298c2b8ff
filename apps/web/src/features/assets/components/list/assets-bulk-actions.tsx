/** Bulk actions of the asset list: change status, move, archive, delete (with confirmation). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { TAssetBulkInput, TAssetBulkResponse } from '@mainstay/contracts';
import { BulkActionsBar, BulkOutcomeDialog, ConfirmDialog } from '@/components/data-table';
import { useAbility } from '@/lib/ability.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useBulkAssetsMutation } from '../../api/save-asset.ts';
import { translateServerMessage, useServerMessage } from '../form/form-helpers.ts';
import { MoveDialog, StatusDialog } from './bulk-dialogs.tsx';

export interface AssetsBulkActionsProps {
  selected: string[];
  nameOf: (id: string) => string;
  /** Called with the ids still selected (those refused). */
  onDone: (remaining: string[]) => void;
}

type DialogName = 'status' | 'move' | 'archive' | 'delete';

export function AssetsBulkActions({ selected, nameOf, onDone }: AssetsBulkActionsProps) {
  const { t } = useTranslation('assets');
  const ability = useAbility();
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const bulk = useBulkAssetsMutation();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [outcome, setOutcome] = useState<TAssetBulkResponse | null>(null);

  async function run(body: Omit<TAssetBulkInput, 'ids'>) {
    try {
      const result = await bulk.mutateAsync({ ...body, ids: selected });
      if (result.succeeded > 0) {
        notify.success(t(`bulk.done.${body.action}`, { count: result.succeeded }));
      }
      setOutcome(result.failed > 0 ? result : null);
      onDone(result.results.filter((item) => !item.ok).map((item) => item.id));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.bulkFailed')));
    } finally {
      setDialog(null);
    }
  }

  const canWrite = ability.can('write', 'assets');
  return (
    <>
      <BulkActionsBar count={selected.length} onClear={() => onDone([])}>
        {canWrite && (
          <Button size="small" onClick={() => setDialog('status')}>
            {t('bulk.changeStatus')}
          </Button>
        )}
        {canWrite && (
          <Button size="small" onClick={() => setDialog('move')}>
            {t('bulk.move')}
          </Button>
        )}
        {canWrite && (
          <Button size="small" onClick={() => setDialog('archive')}>
            {t('actions.archive')}
          </Button>
        )}
        {ability.can('manage', 'assets') && (
          <Button size="small" color="error" onClick={() => setDialog('delete')}>
            {t('actions.delete')}
          </Button>
        )}
      </BulkActionsBar>
      <StatusDialog
        open={dialog === 'status'}
        loading={bulk.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(status) => void run({ action: 'set_status', status })}
      />
      <MoveDialog
        open={dialog === 'move'}
        loading={bulk.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(buildingId, locationId) =>
          void run({ action: 'move', building_id: buildingId, location_id: locationId || null })
        }
      />
      <ConfirmDialog
        open={dialog === 'archive' || dialog === 'delete'}
        title={t(dialog === 'delete' ? 'bulk.deleteTitle' : 'bulk.archiveTitle', {
          count: selected.length,
        })}
        message={t(dialog === 'delete' ? 'bulk.deleteMessage' : 'bulk.archiveMessage')}
        confirmLabel={t(dialog === 'delete' ? 'actions.delete' : 'actions.archive')}
        destructive={dialog === 'delete'}
        loading={bulk.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => void run({ action: dialog === 'delete' ? 'delete' : 'archive' })}
      />
      <BulkOutcomeDialog
        outcome={outcome}
        nameOf={nameOf}
        translateReason={(message) => translateServerMessage(t, message)}
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
