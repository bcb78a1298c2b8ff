/** Bulk actions of the buildings list: change status, archive, delete (with confirmation). */
import { useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { BUILDING_STATUS_VALUES, type TBuildingBulkRequest } from '@mainstay/contracts';
import { BulkActions, useBulkRunner, type BulkSelection } from '@/components/data-table';
import { useAbility } from '@/lib/ability.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useBulkBuildingsMutation } from '../../api/bulk-places.ts';

export function BuildingsBulkActions(selection: BulkSelection) {
  const { t } = useTranslation('places');
  const ability = useAbility();
  const bulk = useBulkRunner<Omit<TBuildingBulkRequest, 'ids'>, 'archive' | 'delete'>({
    selection,
    mutation: useBulkBuildingsMutation(),
    doneMessage: (count) => t('bulk.done', { count }),
    failedMessage: (error) => errorMessage(error, t('errors.bulkFailed')),
  });
  const [statusMenu, setStatusMenu] = useState<HTMLElement | null>(null);
  const canWrite = ability.can('write', 'buildings');
  const action = bulk.dialog;
  const count = selection.selected.length;
  return (
    <BulkActions
      runner={bulk}
      actions={[
        canWrite && {
          label: t('bulk.changeStatus'),
          menu: true,
          onClick: (event) => setStatusMenu(event.currentTarget),
        },
        canWrite && { label: t('actions.archive'), onClick: () => bulk.open('archive') },
        ability.can('manage', 'buildings') && {
          label: t('actions.delete'),
          destructive: true,
          onClick: () => bulk.open('delete'),
        },
      ]}
      confirm={
        action && {
          title: t(`bulk.${action}BuildingsTitle`, { count }),
          message: t(`bulk.${action}BuildingsMessage`),
          confirmLabel: t(`actions.${action}`),
          destructive: action === 'delete',
          onConfirm: () => void bulk.run({ action }),
        }
      }
    >
      <Menu anchorEl={statusMenu} open={Boolean(statusMenu)} onClose={() => setStatusMenu(null)}>
        {BUILDING_STATUS_VALUES.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setStatusMenu(null);
              void bulk.run({ action: 'set_status', status });
            }}
          >
            {t('bulk.setStatusTo', { status: t(`buildingStatuses.${status}`) })}
          </MenuItem>
        ))}
      </Menu>
    </BulkActions>
  );
}
