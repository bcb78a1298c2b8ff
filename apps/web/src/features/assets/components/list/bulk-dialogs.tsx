/**
 * Dialogs of the asset bulk actions: choose a status, and choose a building and location to
 * move to.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSET_STATUS_VALUES, type TAssetStatus } from '@mainstay/contracts';
import {
  BulkChoiceDialog,
  ChoiceField,
  namedOptions,
  optionsOf,
  type BulkChoiceProps,
} from '@/components/data-table';
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
      <ChoiceField
        label={t('fields.status')}
        value={status}
        onChange={setStatus}
        options={optionsOf(ASSET_STATUS_VALUES, (value) => t(`statuses.${value}`))}
      />
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
      <ChoiceField
        required
        label={t('fields.building')}
        value={buildingId}
        onChange={(value) => {
          setBuildingId(value);
          setLocationId('');
        }}
        options={namedOptions(buildings.data)}
      />
      <ChoiceField
        label={t('fields.location')}
        value={locationId}
        disabled={!buildingId}
        onChange={setLocationId}
        noneLabel={t('common.none')}
        options={namedOptions(locations.data)}
      />
    </BulkChoiceDialog>
  );
}
