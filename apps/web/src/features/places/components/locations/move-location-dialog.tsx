/**
 * Move one or more locations: pick the building and the new parent (or the top level). The
 * whole subtree moves with each location; the server refuses a move under itself and says so.
 */
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TPlaceBulkResponse } from '@mainstay/contracts';
import { useNotify } from '@/lib/notifications.tsx';
import { useBulkLocationsMutation } from '../../api/bulk-places.ts';
import { useLocationTreeQuery } from '../../api/get-location.ts';
import { useBuildingChoicesQuery } from '../../api/list-buildings.ts';
import { treeOptions } from '../tree-options.ts';
import { errorMessage } from '@/lib/form-errors.ts';

export interface MoveLocationDialogProps {
  open: boolean;
  ids: string[];
  /** The building to start in (the locations' own when they share one). */
  buildingId?: string;
  /** The name shown in the title when moving one location. */
  name?: string;
  onClose: () => void;
  onDone?: (outcome: TPlaceBulkResponse) => void;
}

function MoveForm({
  ids,
  buildingId: initialBuilding,
  onClose,
  onDone,
}: Omit<MoveLocationDialogProps, 'open' | 'name'>) {
  const { t } = useTranslation('places');
  const notify = useNotify();
  const formId = useId();
  const [buildingId, setBuildingId] = useState(initialBuilding ?? '');
  const [parentId, setParentId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const buildings = useBuildingChoicesQuery();
  const tree = useLocationTreeQuery(buildingId || null);
  const move = useBulkLocationsMutation();
  // A location cannot go under itself: the moving locations' subtrees are left out.
  const all = treeOptions(tree.data?.data ?? []);
  const excluded = new Set<string>();
  for (const id of ids) {
    const outside = new Set(treeOptions(tree.data?.data ?? [], id).map((option) => option.id));
    for (const option of all) if (!outside.has(option.id)) excluded.add(option.id);
  }
  const choices = all.filter((option) => !excluded.has(option.id));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!buildingId) {
      setError(t('validation.buildingRequired'));
      return;
    }
    try {
      const outcome = await move.mutateAsync({
        ids,
        action: 'move',
        parent_id: parentId || null,
        building_id: buildingId,
      });
      if (ids.length === 1 && outcome.failed > 0) {
        setError(outcome.results[0]?.message ?? t('errors.saveFailed'));
        return;
      }
      if (outcome.succeeded > 0) notify.success(t('notify.moved', { count: outcome.succeeded }));
      onDone?.(outcome);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t('errors.saveFailed')));
    }
  }

  return (
    <>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box
          component="form"
          id={formId}
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          sx={{ display: 'grid', gap: 2 }}
        >
          <TextField
            select
            label={t('fields.building')}
            value={buildingId}
            required
            onChange={(event) => {
              setBuildingId(event.target.value);
              setParentId('');
            }}
          >
            {(buildings.data?.data ?? []).map((building) => (
              <MenuItem key={building.id} value={building.id}>
                {building.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('moveDialog.newParent')}
            value={parentId}
            disabled={!buildingId}
            onChange={(event) => setParentId(event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            helperText={t('moveDialog.hint')}
          >
            <MenuItem value="">{t('locationDialog.topLevel')}</MenuItem>
            {choices.map((option) => (
              <MenuItem
                key={option.id}
                value={option.id}
                sx={{ paddingInlineStart: 2 + option.depth * 2 }}
              >
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={move.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={move.isPending}>
          {t('actions.move')}
        </Button>
      </DialogActions>
    </>
  );
}

export function MoveLocationDialog({ open, name, ...props }: MoveLocationDialogProps) {
  const { t } = useTranslation('places');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {name
          ? t('moveDialog.titleOne', { name })
          : t('moveDialog.titleMany', { count: props.ids.length })}
      </DialogTitle>
      {open && <MoveForm {...props} />}
    </Dialog>
  );
}
