/** Where a form belongs: its ticket, asset, place, who started it and when, and its result. */
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFormDetail } from '@mainstay/contracts';
import { paths } from '@/config/paths.ts';
import { DetailCard, Facts } from '@/components/layout';
import { Isolated, Ltr } from '@/lib/bidi.tsx';
import { FormStatusChip, ResultChip } from '../components/form-chips.tsx';
import { formatDateTime } from '../lib/format.ts';
import { ticketPath } from '../lib/ticket-path.ts';

const link = (to: string, text: string, ltr = false) => (
  <Link component={RouterLink} to={to}>
    {ltr ? <Ltr>{text}</Ltr> : <Isolated>{text}</Isolated>}
  </Link>
);

export function FormContextCard({ form }: { form: TFormDetail }) {
  const { t, i18n } = useTranslation('forms');
  const { ticket, asset, building, location } = form;
  return (
    <DetailCard title={t('detail.context')}>
      <Facts
        hideEmpty
        items={[
          { label: t('fields.status'), value: <FormStatusChip status={form.status} /> },
          { label: t('fields.result'), value: <ResultChip result={form.result} /> },
          {
            label: t('fields.template'),
            value: t('list.templateVersion', {
              name: form.template.name,
              version: form.template.version,
            }),
          },
          {
            label: t('fields.ticket'),
            value: ticket ? link(ticketPath(ticket), `${ticket.number} · ${ticket.title}`) : '',
          },
          {
            label: t('fields.asset'),
            value: asset ? link(paths.assets.detail(asset.id), asset.name) : '',
          },
          {
            label: t('fields.building'),
            value: building ? link(paths.buildings.detail(building.id), building.name) : '',
          },
          {
            label: t('fields.location'),
            value: location ? link(paths.locations.detail(location.id), location.name) : '',
          },
          { label: t('fields.startedBy'), value: form.started_by?.name ?? '' },
          { label: t('fields.started'), value: formatDateTime(form.created_at, i18n.language) },
          { label: t('fields.completed'), value: formatDateTime(form.completed_at, i18n.language) },
        ]}
      />
    </DetailCard>
  );
}
