/** The asset's meters: add one, pick one to see its readings chart, record a reading, delete. */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TAssetDetail } from '@mainstay/contracts';
import { ConfirmDialog } from '@/components/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useAddMeterMutation,
  useDeleteMeterMutation,
  useReadingsQuery,
} from '../../api/asset-meters.ts';
import { useServerMessage } from '../form/form-helpers.ts';
import { formatDateTime } from '../labels.tsx';
import { DetailCard } from '@/components/layout';
import { ReadingForm } from './reading-form.tsx';
import { ReadingsChart } from './readings-chart.tsx';

function AddMeterForm({ assetId, onAdded }: { assetId: string; onAdded: (id: string) => void }) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const add = useAddMeterMutation(assetId);
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('');
  const [errors, setErrors] = useState<{ name?: string; unit?: string }>({});

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(name.trim() ? {} : { name: t('validation.nameRequired') }),
      ...(unit.trim() ? {} : { unit: t('validation.unitRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const meter = await add.mutateAsync({ name: name.trim(), unit: unit.trim() });
      notify.success(t('meters.added', { name: meter.name }));
      setName('');
      setUnit('');
      onAdded(meter.id);
    } catch (error) {
      notify.error(errorMessage(error, t('errors.saveFailed')));
    }
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('meters.add')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' },
        alignItems: 'start',
        mt: 2,
      }}
    >
      <TextField
        size="small"
        label={t('meters.nameLabel')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name ?? t('meters.nameHint')}
        required
      />
      <TextField
        size="small"
        label={t('meters.unitLabel')}
        value={unit}
        onChange={(event) => setUnit(event.target.value)}
        error={Boolean(errors.unit)}
        helperText={errors.unit ?? t('meters.unitHint')}
        required
      />
      <Button type="submit" variant="outlined" loading={add.isPending}>
        {t('meters.add')}
      </Button>
    </Box>
  );
}

export function MetersTab({ asset, canEdit }: { asset: TAssetDetail; canEdit: boolean }) {
  const { t, i18n } = useTranslation('assets');
  const notify = useNotify();
  const errorMessage = useServerMessage();
  const [chosen, setChosen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const meter = asset.meters.find((row) => row.id === chosen) ?? asset.meters[0] ?? null;
  const readings = useReadingsQuery(asset.id, meter?.id ?? null);
  const remove = useDeleteMeterMutation(asset.id);

  async function handleDelete() {
    if (!meter) return;
    try {
      await remove.mutateAsync(meter.id);
      notify.success(t('meters.deleted', { name: meter.name }));
      setChosen(null);
    } catch (error) {
      notify.error(errorMessage(error, t('errors.deleteFailed')));
    } finally {
      setDeleting(false);
    }
  }

  let readingsBody = null;
  if (meter) {
    if (readings.isPending) readingsBody = <LoadingState label={t('meters.loading')} />;
    else if (readings.isError)
      readingsBody = (
        <ErrorState
          message={errorMessage(readings.error, t('errors.loadFailed'))}
          onRetry={() => void readings.refetch()}
        />
      );
    else if (readings.data.data.length === 0)
      readingsBody = (
        <EmptyState
          title={t('meters.noReadingsTitle')}
          description={t('meters.noReadingsDescription')}
        />
      );
    else
      readingsBody = (
        <ReadingsChart readings={readings.data.data} unit={meter.unit} name={meter.name} />
      );
  }

  return (
    <DetailCard title={t('tabs.meters')}>
      {asset.meters.length === 0 ? (
        <EmptyState title={t('meters.emptyTitle')} description={t('meters.emptyDescription')} />
      ) : (
        <>
          <Tabs
            value={meter?.id ?? false}
            onChange={(_, id: string) => setChosen(id)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('meters.choose')}
            sx={{ mb: 2 }}
          >
            {asset.meters.map((row) => (
              <Tab key={row.id} value={row.id} label={`${row.name} (${row.unit})`} />
            ))}
          </Tabs>
          {meter && (
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                flexWrap: 'wrap',
                gap: 1,
                mb: 1,
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {meter.last_reading
                  ? t('meters.lastReading', {
                      value: new Intl.NumberFormat(i18n.language).format(meter.last_reading.value),
                      unit: meter.unit,
                      date: formatDateTime(meter.last_reading.read_at, i18n.language),
                    })
                  : t('meters.noReadingsTitle')}
              </Typography>
              {canEdit && (
                <Button size="small" color="error" onClick={() => setDeleting(true)}>
                  {t('meters.delete')}
                </Button>
              )}
            </Box>
          )}
          {readingsBody}
          {canEdit && meter && (
            <ReadingForm key={meter.id} assetId={asset.id} meterId={meter.id} unit={meter.unit} />
          )}
        </>
      )}
      {canEdit && <AddMeterForm assetId={asset.id} onAdded={setChosen} />}
      <ConfirmDialog
        open={deleting}
        title={t('meters.deleteTitle', { name: meter?.name ?? '' })}
        message={t('meters.deleteMessage')}
        confirmLabel={t('actions.delete')}
        destructive
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => void handleDelete()}
      />
    </DetailCard>
  );
}
