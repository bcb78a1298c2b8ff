/** The __title__ list: search and sorting kept in the URL, a page at a time. */
import { useMemo } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { bindList, DataTable, ListToolbar, useListParams } from '@/components/data-table';
import { EmptyState } from '@/components/feedback';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { use__Pascal__Query } from '../api/list-__kebab__.ts';
import { __camelOne__Columns } from './__kebab__-columns.tsx';

export interface __Pascal__PageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function __Pascal__Page({ title, breadcrumbs }: __Pascal__PageProps) {
  const { t, i18n } = useTranslation('__camel__');
  const list = useListParams({ defaults: { sort: 'name', order: 'asc' }, filters: [] });
  const query = use__Pascal__Query(list.query);
  const columns = useMemo(() => __camelOne__Columns(t, i18n.language), [t, i18n.language]);

  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <ListToolbar
        search={list.params.search ?? ''}
        onSearchChange={list.setSearch}
        searchLabel={t('searchLabel')}
      />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        {...bindList(list, query)}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        columnsStorageKey="mainstay.columns.__kebab__"
        card={{ title: ['name'], subtitle: ['description'] }}
        empty={
          list.params.search ? (
            <EmptyState
              title={t('noMatch.title')}
              description={t('noMatch.description')}
              action={<Button onClick={list.reset}>{t('actions.clearSearch')}</Button>}
            />
          ) : (
            <EmptyState title={t('empty.title')} description={t('empty.description')} />
          )
        }
      />
    </>
  );
}
