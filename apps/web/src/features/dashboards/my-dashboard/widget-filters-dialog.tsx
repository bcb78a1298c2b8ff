/**
 * A widget's own filters: follow the page's (the default), or a period, building and kind of
 * its own, chosen with the page's filter fields.
 */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import type { TDashboardQuery } from '@mainstay/contracts';
import { DashboardFilters } from '../components/dashboard-filters.tsx';
import { DEFAULT_RANGE, toDashboardQuery, type DashboardParams } from '../lib/dashboard-params.ts';

const toParams = (query: TDashboardQuery): DashboardParams => ({
  range: query.range ?? DEFAULT_RANGE,
  from: query.from,
  to: query.to,
  building_id: query.building_id,
  kind: query.kind,
});

export interface WidgetFiltersDialogProps {
  title: string;
  filters: TDashboardQuery | null;
  onSave: (filters: TDashboardQuery | null) => void;
  onClose: () => void;
}

export function WidgetFiltersDialog({ title, filters, onSave, onClose }: WidgetFiltersDialogProps) {
  const { t } = useTranslation('dashboards');
  const titleId = useId();
  const [follow, setFollow] = useState(filters === null);
  const [params, setParams] = useState(toParams(filters ?? {}));
  const { query, ready } = toDashboardQuery(params);
  const update = (changes: Partial<Record<keyof DashboardParams, string | undefined>>) => {
    const next = { ...params, ...changes } as DashboardParams;
    if (next.range !== 'custom') Object.assign(next, { from: undefined, to: undefined });
    setParams(next);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('custom.filters.title', { title })}</DialogTitle>
      <DialogContent>
        <FormControlLabel
          sx={{ mb: 2 }}
          control={
            <Switch checked={follow} onChange={(event) => setFollow(event.target.checked)} />
          }
          label={t('custom.filters.follow')}
        />
        {!follow && <DashboardFilters state={{ params, update, query, ready }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('custom.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!follow && !ready}
          onClick={() => onSave(follow ? null : query)}
        >
          {t('custom.filters.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
