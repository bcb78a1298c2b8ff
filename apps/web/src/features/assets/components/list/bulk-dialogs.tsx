/**
 * Dialogs of the asset bulk actions: choose a status, and choose a building and location to
 * move to.
 */
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ASSET_STATUS_VALUES, type TAssetStatus } from '@mainstay/contracts';
import { BulkChoiceDialog, type BulkChoiceProps } from '@/components/data-table';
import { useBuildingChoicesQuery, useLocationChoicesQuery } from '../../api/place-choices.ts';

export function StatusDialog({ open, loading, onClose, onConfirm }: BulkChoiceProps<TAssetStatus>) {
  const { t } = useTranslation('assets');
  const [status, setStatus] = useState<TAssetStatus>('operational');
  return (
    <BulkChoiceDialog
      open={open}
      title={t('bulk.statusTitle')}
      applyLabel={t('bulk.apply')}
      loading={loading}
      onClose={onClose}
      onApply={() => onConfirm(status)}
    >
      <TextField
        select
        fullWidth
        label={t('fields.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as TAssetStatus)}
      >
        {ASSET_STATUS_VALUES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`statuses.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </BulkChoiceDialog>
  );
}

export function MoveDialog({
  open,
  loading,
  onClose,
  onConfirm,
}: BulkChoiceProps<{ buildingId: string; locationId: string }>) {
  const { t } = useTranslation('assets');
  const [buildingId, setBuildingId] = useState('');
  const [locationId, setLocationId] = useState('');
  const buildings = useBuildingChoicesQuery();
  const locations = useLocationChoicesQuery(buildingId || undefined);
  return (
    <BulkChoiceDialog
      open={open}
      title={t('bulk.moveTitle')}
      applyLabel={t('bulk.move')}
      loading={loading}
      disabled={!buildingId}
      onClose={onClose}
      onApply={() => onConfirm({ buildingId, locationId })}
    >
      <TextField
        select
        fullWidth
        required
        label={t('fields.building')}
        value={buildingId}
        onChange={(event) => {
          setBuildingId(event.target.value);
          setLocationId('');
        }}
      >
        {(buildings.data ?? []).map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {row.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        label={t('fields.location')}
        value={locationId}
        disabled={!buildingId}
        onChange={(event) => setLocationId(event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('common.none')}</MenuItem>
        {(locations.data ?? []).map((row) => (
          <MenuItem key={row.id} value={row.id} sx={{ ps: 2 + row.depth * 2 }}>
            {row.name}
          </MenuItem>
        ))}
      </TextField>
    </BulkChoiceDialog>
  );
}
