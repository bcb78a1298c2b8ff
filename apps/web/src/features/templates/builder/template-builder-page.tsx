/**
 * /templates/:id: the template builder, an author's one place for a template: its details, its
 * fields (added from the palette, edited, reordered, shown on conditions), checked as they are
 * typed and saved as they go, published as versions. Its phone preview is passed in
 * (`renderPreview`), so the builder depends on no form-filling component.
 */
import { useTranslation } from 'react-i18next';
import { DetailPage } from '@/components/detail';
import type { BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useTemplateQuery } from '../api/get-template.ts';
import { TemplateBuilder } from './template-builder.tsx';
import type { TemplatePreviewRenderer } from './preview-slot.tsx';

export interface TemplateBuilderPageProps {
  id: string;
  parentCrumbs: BreadcrumbItem[];
  fallbackTitle: string;
  renderPreview?: TemplatePreviewRenderer;
}

export function TemplateBuilderPage({
  id,
  parentCrumbs,
  fallbackTitle,
  renderPreview,
}: TemplateBuilderPageProps) {
  const { t } = useTranslation('templates');
  return (
    <DetailPage
      query={useTemplateQuery(id)}
      title={fallbackTitle}
      breadcrumbs={parentCrumbs}
      loadingLabel={t('builder.loading')}
      notFound={{ title: t('builder.notFoundTitle'), message: t('builder.notFoundMessage') }}
      describeError={(error) => errorMessage(error, t('builder.loadFailed'))}
      back={{ label: t('builder.back'), to: paths.templates.list }}
    >
      {(template) => (
        <TemplateBuilder
          key={template.id}
          template={template}
          breadcrumbs={parentCrumbs}
          renderPreview={renderPreview}
        />
      )}
    </DetailPage>
  );
}
