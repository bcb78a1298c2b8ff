/**
 * /forms/forms: every form the caller can see, newest first, with the filters in the URL (a
 * filtered list can be shared as a link), the export of one template's answers, and a card per
 * form on a phone. A click anywhere on a row opens the form.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, useListParams } from '@/components/data-table';
import type { BreadcrumbItem } from '@/components/layout';
import { useFormsQuery } from '../api/list-forms.ts';
import { ExportAnswersButton } from './export-answers-button.tsx';
import { formColumns } from './form-columns.tsx';
import { FORM_FILTERS, FormFilters } from './form-filters.tsx';

export interface FormsPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function FormsPage({ title, breadcrumbs }: FormsPageProps) {
  const { t, i18n } = useTranslation('forms');
  const list = useListParams({
    defaults: { sort: 'created_at', order: 'desc' },
    filters: FORM_FILTERS,
  });
  const query = useFormsQuery(list.query);
  const columns = useMemo(() => formColumns(t, i18n.language), [t, i18n.language]);
  return (
    <ListPage
      title={title}
      breadcrumbs={breadcrumbs}
      list={list}
      query={query}
      text={(key) => (key === 'tableLabel' ? title : t(`list.${key}`))}
      filters={<FormFilters list={list} />}
      toolbarActions={<ExportAnswersButton list={list} />}
      columns={columns}
      card={{
        title: ['number', 'template'],
        subtitle: ['place', 'ticket', 'started_by', 'completed_at'],
        chips: ['result', 'status'],
      }}
      rowLabel={(row) => `${row.number} ${row.template.name}`}
      selectable={false}
      columnsStorageKey="mainstay.columns.forms"
      rowLinks
    />
  );
}
