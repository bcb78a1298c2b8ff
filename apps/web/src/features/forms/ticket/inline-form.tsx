/** A form opened on the ticket's page, under its list: filled here, or read when locked. */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { ErrorState, LoadingState } from '@/components/feedback';
import { DetailCard } from '@/components/layout';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFormQuery } from '../api/get-form.ts';
import { FormFill } from '../fill/form-fill.tsx';

export function InlineForm({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('forms');
  const query = useFormQuery(id);
  const form = query.data;
  return (
    <DetailCard
      title={
        form
          ? t('ticket.inlineTitle', { number: form.number, template: form.template.name })
          : t('ticket.inlineLoading')
      }
      action={<Button onClick={onClose}>{t('ticket.closeHere')}</Button>}
    >
      {form ? (
        <>
          <FormFill key={form.id} form={form} sectionLevel={3} onDeleted={onClose} />
          <Link
            component={RouterLink}
            to={paths.forms.detail(form.id)}
            sx={{ display: 'inline-block', mt: 2 }}
          >
            {t('ticket.fullPage')}
          </Link>
        </>
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, t('detail.loadFailed'))}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingState label={t('detail.loading')} />
      )}
    </DetailCard>
  );
}
