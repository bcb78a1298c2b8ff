/** Bulk actions of the asset list: change status, move, archive, delete (with confirmation). */
import { useTranslation } from 'react-i18next';
import type { TAssetBulkInput } from '@mainstay/contracts';
import { BulkActions, useBulkRunner, type BulkSelection } from '@/components/data-table';
import { useAbility } from '@/lib/ability.ts';
import { useBulkAssetsMutation } from '../../api/save-asset.ts';
import { translateServerMessage, useServerMessage } from '../form/form-helpers.ts';
import { MoveDialog, StatusDialog } from './bulk-dialogs.tsx';

type DialogName = 'status' | 'move' | 'archive' | 'delete';

export function AssetsBulkActions(selection: BulkSelection) {
  const { t } = useTranslation('assets');
  const ability = useAbility();
  const errorMessage = useServerMessage();
  const bulk = useBulkRunner<Omit<TAssetBulkInput, 'ids'>, DialogName>({
    selection,
    mutation: useBulkAssetsMutation(),
    doneMessage: (count, body) => t(`bulk.done.${body.action}`, { count }),
    failedMessage: (error) => errorMessage(error, t('errors.bulkFailed')),
  });
  const canWrite = ability.can('write', 'assets');
  const { dialog } = bulk;
  const dialogProps = { loading: bulk.pending, onClose: bulk.close };
  return (
    <BulkActions
      runner={bulk}
      actions={[
        canWrite && { label: t('bulk.changeStatus'), onClick: () => bulk.open('status') },
        canWrite && { label: t('bulk.move'), onClick: () => bulk.open('move') },
        canWrite && { label: t('actions.archive'), onClick: () => bulk.open('archive') },
        ability.can('manage', 'assets') && {
          label: t('actions.delete'),
          destructive: true,
          onClick: () => bulk.open('delete'),
        },
      ]}
      confirm={
        dialog === 'archive' || dialog === 'delete'
          ? {
              title: t(`bulk.${dialog}Title`, { count: selection.selected.length }),
              message: t(`bulk.${dialog}Message`),
              confirmLabel: t(`actions.${dialog}`),
              destructive: dialog === 'delete',
              onConfirm: () => void bulk.run({ action: dialog }),
            }
          : null
      }
      translateReason={(message) => translateServerMessage(t, message)}
    >
      <StatusDialog
        open={dialog === 'status'}
        {...dialogProps}
        onConfirm={(status) => void bulk.run({ action: 'set_status', status })}
      />
      <MoveDialog
        open={dialog === 'move'}
        {...dialogProps}
        onConfirm={({ buildingId, locationId }) =>
          void bulk.run({
            action: 'move',
            building_id: buildingId,
            location_id: locationId || null,
          })
        }
      />
    </BulkActions>
  );
}
