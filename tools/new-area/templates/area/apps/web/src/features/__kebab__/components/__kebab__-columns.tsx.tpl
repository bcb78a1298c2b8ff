/** The columns of the __title__ list. */
import type { TFunction } from 'i18next';
import type { T__PascalOne__ } from '@mainstay/contracts';
import type { DataColumn } from '@/components/data-table';

export function __camelOne__Columns(
  t: TFunction<'__camel__'>,
  language: string,
): DataColumn<T__PascalOne__>[] {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return [
    { id: 'name', label: t('fields.name'), sortable: true, hideable: false, render: (row) => row.name },
    { id: 'description', label: t('fields.description'), render: (row) => row.description || '—' },
    {
      id: 'created_at',
      label: t('fields.createdAt'),
      sortable: true,
      render: (row) => date.format(new Date(row.created_at)),
    },
  ];
}
