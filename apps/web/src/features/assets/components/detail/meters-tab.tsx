/** The asset's meters: add one, pick one to see its readings chart, record a reading, delete. */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TAssetDetail } from '@mainstay/contracts';
import { AddRowForm, ConfirmDelete, QueryContent, useAddRow } from '@/components/detail';
import { EmptyState } from '@/components/feedback';
import { BoundTextField } from '@/components/form';
import {
  useAddMeterMutation,
  useDeleteMeterMutation,
  useReadingsQuery,
} from '../../api/asset-meters.ts';
import { useFieldMessage, useServerMessage } from '../form/form-helpers.ts';
import { formatDateTime } from '../labels.tsx';
import { DetailCard } from '@/components/layout';
import { ReadingForm } from './reading-form.tsx';
import { ReadingsChart } from './readings-chart.tsx';

const ZAddMeterForm = z.object({
  name: z.string().trim().min(1, 'validation.nameRequired'),
  unit: z.string().trim().min(1, 'validation.unitRequired'),
});
type TAddMeterForm = z.infer<typeof ZAddMeterForm>;

function AddMeterForm({ assetId, onAdded }: { assetId: string; onAdded: (id: string) => void }) {
  const { t } = useTranslation('assets');
  const message = useFieldMessage();
  const add = useAddMeterMutation(assetId);
  const form = useForm<TAddMeterForm>({
    resolver: zodResolver(ZAddMeterForm),
    defaultValues: { name: '', unit: '' },
  });
  const row = useAddRow(form, {
    message,
    fields: ['name', 'unit'],
    save: async (values) => onAdded((await add.mutateAsync(values)).id),
    done: (values) => t('meters.added', { name: values.name }),
    failed: t('errors.saveFailed'),
  });

  return (
    <Box sx={{ mt: 2 }}>
      <AddRowForm
        label={t('meters.add')}
        onSubmit={row.onSubmit}
        pending={add.isPending}
        columns={{ xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr) auto' }}
      >
        {(['name', 'unit'] as const).map((name) => (
          <BoundTextField
            {...row.field}
            key={name}
            name={name}
            label={t(`meters.${name}Label`)}
            hint={t(`meters.${name}Hint`)}
            required
          />
        ))}
      </AddRowForm>
    </Box>
  );
}

export function MetersTab({ asset, canEdit }: { asset: TAssetDetail; canEdit: boolean }) {
  const { t, i18n } = useTranslation('assets');
  const errorMessage = useServerMessage();
  const [chosen, setChosen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const meter = asset.meters.find((row) => row.id === chosen) ?? asset.meters[0] ?? null;
  const readings = useReadingsQuery(asset.id, meter?.id ?? null);
  const remove = useDeleteMeterMutation(asset.id);

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
          {meter && (
            <QueryContent
              query={readings}
              texts={{ loading: t('meters.loading'), failed: t('errors.loadFailed') }}
              describeError={errorMessage}
              empty={
                <EmptyState
                  title={t('meters.noReadingsTitle')}
                  description={t('meters.noReadingsDescription')}
                />
              }
            >
              {(page) => <ReadingsChart readings={page.data} unit={meter.unit} name={meter.name} />}
            </QueryContent>
          )}
          {canEdit && meter && (
            <ReadingForm key={meter.id} assetId={asset.id} meterId={meter.id} unit={meter.unit} />
          )}
        </>
      )}
      {canEdit && <AddMeterForm assetId={asset.id} onAdded={setChosen} />}
      <ConfirmDelete
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('meters.deleteTitle', { name: meter?.name ?? '' })}
        message={t('meters.deleteMessage')}
        confirmLabel={t('actions.delete')}
        remove={() => (meter ? remove.mutateAsync(meter.id) : Promise.resolve())}
        done={t('meters.deleted', { name: meter?.name ?? '' })}
        describeError={(error) => errorMessage(error, t('errors.deleteFailed'))}
        onDeleted={() => {
          setChosen(null);
          setDeleting(false);
        }}
        announceRefusal
      />
    </DetailCard>
  );
}
