/** Bulk actions of the locations list: move under a parent, delete (with confirmation). */
import { useTranslation } from 'react-i18next';
import type { TLocationBulkRequest } from '@mainstay/contracts';
import { BulkActions, useBulkRunner, type BulkSelection } from '@/components/data-table';
import { useAbility } from '@/lib/ability.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useBulkLocationsMutation } from '../../api/bulk-places.ts';
import { MoveLocationDialog } from './move-location-dialog.tsx';

export interface LocationsBulkActionsProps extends BulkSelection {
  /** The building they share, if they do (the move dialog starts there). */
  buildingId?: string;
}

export function LocationsBulkActions({ buildingId, ...selection }: LocationsBulkActionsProps) {
  const { t } = useTranslation('places');
  const ability = useAbility();
  const bulk = useBulkRunner<Omit<TLocationBulkRequest, 'ids'>, 'move' | 'delete'>({
    selection,
    mutation: useBulkLocationsMutation(),
    doneMessage: (count) => t('bulk.deleted', { count }),
    failedMessage: (error) => errorMessage(error, t('errors.bulkFailed')),
  });
  return (
    <BulkActions
      runner={bulk}
      actions={[
        ability.can('write', 'locations') && {
          label: t('actions.move'),
          onClick: () => bulk.open('move'),
        },
        ability.can('manage', 'locations') && {
          label: t('actions.delete'),
          destructive: true,
          onClick: () => bulk.open('delete'),
        },
      ]}
      confirm={
        bulk.dialog === 'delete'
          ? {
              title: t('bulk.deleteLocationsTitle', { count: selection.selected.length }),
              message: t('bulk.deleteLocationsMessage'),
              confirmLabel: t('actions.delete'),
              destructive: true,
              onConfirm: () => void bulk.run({ action: 'delete' }),
            }
          : null
      }
    >
      <MoveLocationDialog
        open={bulk.dialog === 'move'}
        ids={selection.selected}
        buildingId={buildingId}
        onClose={bulk.close}
        onDone={bulk.finish}
      />
    </BulkActions>
  );
}
