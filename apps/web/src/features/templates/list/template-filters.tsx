/** The template list's filters: category, and active (the API's default) or archived. */
import { useTranslation } from 'react-i18next';
import {
  bindFilter,
  FilterSelect,
  namedOptions,
  type ListParamsApi,
} from '@/components/data-table';
import { useTemplateCategoriesQuery } from '../api/template-categories.ts';

export const TEMPLATE_FILTERS = ['category_id', 'status'] as const;

export function TemplateFilters({ list }: { list: ListParamsApi }) {
  const { t } = useTranslation('templates');
  const categories = useTemplateCategoriesQuery();
  return (
    <>
      <FilterSelect
        label={t('columns.category')}
        {...bindFilter(list, 'category_id')}
        options={namedOptions(categories.data?.data)}
      />
      <FilterSelect
        label={t('filters.status')}
        {...bindFilter(list, 'status')}
        emptyLabel={t('status.active')}
        options={[{ value: 'archived', label: t('status.archived') }]}
      />
    </>
  );
}
