/**
 * /forms/{id}: one form. Its context (ticket, asset, place) and PDF beside the form itself,
 * filled here, or read when it is locked or the caller may not fill it.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFormDetail } from '@mainstay/contracts';
import { paths } from '@/config/paths.ts';
import { DetailPage } from '@/components/detail';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { isolatedText, ltrText } from '@/lib/bidi.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFormQuery } from '../api/get-form.ts';
import { FormFill } from '../fill/form-fill.tsx';
import { DownloadPdfButton } from './download-pdf-button.tsx';
import { FormContextCard } from './form-context-card.tsx';

export interface FormPageProps {
  id: string;
  parentCrumbs: BreadcrumbItem[];
  fallbackTitle: string;
}

export function FormPage({ id, parentCrumbs, fallbackTitle }: FormPageProps) {
  const { t } = useTranslation('forms');
  return (
    <DetailPage
      query={useFormQuery(id)}
      title={fallbackTitle}
      breadcrumbs={parentCrumbs}
      loadingLabel={t('detail.loading')}
      notFound={{ title: t('detail.notFoundTitle'), message: t('detail.notFoundMessage') }}
      errorTitle={t('detail.loadTitle')}
      describeError={(error) => errorMessage(error, t('detail.loadFailed'))}
      back={{ label: t('detail.back'), to: paths.forms.list }}
    >
      {(form) => <FormView form={form} parentCrumbs={parentCrumbs} />}
    </DetailPage>
  );
}

function FormView({ form, parentCrumbs }: { form: TFormDetail; parentCrumbs: BreadcrumbItem[] }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t('detail.title', {
          number: ltrText(form.number),
          template: isolatedText(form.template.name),
        })}
        breadcrumbs={[...parentCrumbs, { label: form.number }]}
        actions={<DownloadPdfButton id={form.id} number={form.number} />}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" sx={{ minWidth: 0 }}>
          <CardContent>
            <FormFill form={form} onDeleted={() => void navigate(paths.forms.list)} />
          </CardContent>
        </Card>
        <FormContextCard form={form} />
      </Box>
    </>
  );
}
