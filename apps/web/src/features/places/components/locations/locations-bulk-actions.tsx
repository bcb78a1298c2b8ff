/** Bulk actions of the locations list: move under a parent, delete (with confirmation). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { TPlaceBulkResponse } from '@mainstay/contracts';
import { BulkActionsBar, BulkOutcomeDialog, ConfirmDialog } from '@/components/data-table';
import { useAbility } from '@/lib/ability.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useBulkLocationsMutation } from '../../api/bulk-places.ts';
import { MoveLocationDialog } from './move-location-dialog.tsx';
import { errorMessage } from '@/lib/form-errors.ts';

export interface LocationsBulkActionsProps {
  selected: string[];
  /** The building they share, if they do (the move dialog starts there). */
  buildingId?: string;
  nameOf: (id: string) => string;
  onDone: (remaining: string[]) => void;
}

export function LocationsBulkActions({
  selected,
  buildingId,
  nameOf,
  onDone,
}: LocationsBulkActionsProps) {
  const { t } = useTranslation('places');
  const ability = useAbility();
  const notify = useNotify();
  const bulk = useBulkLocationsMutation();
  const [dialog, setDialog] = useState<'move' | 'delete' | null>(null);
  const [outcome, setOutcome] = useState<TPlaceBulkResponse | null>(null);

  function finish(result: TPlaceBulkResponse) {
    setOutcome(result.failed > 0 ? result : null);
    onDone(result.results.filter((item) => !item.ok).map((item) => item.id));
  }

  async function handleDelete() {
    try {
      const result = await bulk.mutateAsync({ ids: selected, action: 'delete' });
      if (result.succeeded > 0) notify.success(t('bulk.deleted', { count: result.succeeded }));
      finish(result);
    } catch (error) {
      notify.error(errorMessage(error, t('errors.bulkFailed')));
    } finally {
      setDialog(null);
    }
  }

  return (
    <>
      <BulkActionsBar count={selected.length} onClear={() => onDone([])}>
        {ability.can('write', 'locations') && (
          <Button size="small" onClick={() => setDialog('move')}>
            {t('actions.move')}
          </Button>
        )}
        {ability.can('manage', 'locations') && (
          <Button size="small" color="error" onClick={() => setDialog('delete')}>
            {t('actions.delete')}
          </Button>
        )}
      </BulkActionsBar>
      <MoveLocationDialog
        open={dialog === 'move'}
        ids={selected}
        buildingId={buildingId}
        onClose={() => setDialog(null)}
        onDone={finish}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('bulk.deleteLocationsTitle', { count: selected.length })}
        message={t('bulk.deleteLocationsMessage')}
        confirmLabel={t('actions.delete')}
        destructive
        loading={bulk.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => void handleDelete()}
      />
      <BulkOutcomeDialog outcome={outcome} nameOf={nameOf} onClose={() => setOutcome(null)} />
    </>
  );
}
