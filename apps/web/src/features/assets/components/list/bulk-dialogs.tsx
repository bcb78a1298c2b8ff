/**
 * Dialogs of the asset bulk actions: choose a status, and choose a building and location to
 * move to.
 */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ASSET_STATUS_VALUES, type TAssetStatus } from '@mainstay/contracts';
import { useBuildingChoicesQuery, useLocationChoicesQuery } from '../../api/place-choices.ts';

interface ChoiceDialogProps {
  open: boolean;
  loading: boolean;
  onClose: () => void;
}

export function StatusDialog({
  open,
  loading,
  onClose,
  onConfirm,
}: ChoiceDialogProps & { onConfirm: (status: TAssetStatus) => void }) {
  const { t } = useTranslation('assets');
  const titleId = useId();
  const [status, setStatus] = useState<TAssetStatus>('operational');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('bulk.statusTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
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
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" loading={loading} onClick={() => onConfirm(status)}>
          {t('bulk.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function MoveDialog({
  open,
  loading,
  onClose,
  onConfirm,
}: ChoiceDialogProps & { onConfirm: (buildingId: string, locationId: string) => void }) {
  const { t } = useTranslation('assets');
  const titleId = useId();
  const [buildingId, setBuildingId] = useState('');
  const [locationId, setLocationId] = useState('');
  const buildings = useBuildingChoicesQuery();
  const locations = useLocationChoicesQuery(buildingId || undefined);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('bulk.moveTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={loading}
          disabled={!buildingId}
          onClick={() => onConfirm(buildingId, locationId)}
        >
          {t('bulk.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
