/**
 * /templates/templates: the checklist template library. Search, category and status filters
 * live in the URL; authors start a template from scratch, from the starter library or from a
 * JSON file, manage the categories, and act on each template from its menu (open, duplicate,
 * export, archive or restore, delete). On a phone each template is a card.
 */
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTemplateDetail } from '@mainstay/contracts';
import { ListPage, useListParams } from '@/components/data-table';
import type { BreadcrumbItem } from '@/components/layout';
import { paths } from '@/config/paths.ts';
import { useAbility } from '@/lib/ability.ts';
import { useTemplatesQuery } from '../api/list-templates.ts';
import { TemplateDetailsDialog } from '../components/template-details-dialog.tsx';
import { CategoriesDialog } from './categories-dialog.tsx';
import { ImportTemplateDialog } from './import-template-dialog.tsx';
import { StarterLibraryDialog } from './starter-library-dialog.tsx';
import { templateColumns } from './template-columns.tsx';
import { TEMPLATE_FILTERS, TemplateFilters } from './template-filters.tsx';
import { TemplateRowMenu, type RowMenuState } from './template-row-menu.tsx';

export interface TemplatesPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

type PageDialog = 'new' | 'library' | 'import' | 'categories';

export function TemplatesPage({ title, breadcrumbs }: TemplatesPageProps) {
  const { t, i18n } = useTranslation('templates');
  const ability = useAbility();
  const navigate = useNavigate();
  const list = useListParams({
    defaults: { sort: 'name', order: 'asc' },
    filters: TEMPLATE_FILTERS,
  });
  const query = useTemplatesQuery(list.query);
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const [menu, setMenu] = useState<RowMenuState | null>(null);
  const columns = useMemo(
    () => templateColumns(t, i18n.language, (anchor, template) => setMenu({ anchor, template })),
    [t, i18n.language],
  );
  const canAdd = ability.can('add', 'templates');
  const canWrite = ability.can('write', 'templates');
  const openBuilder = (template: TTemplateDetail) =>
    void navigate(paths.templates.detail(template.id));
  const libraryButton = canAdd && (
    <Button
      variant="outlined"
      color="secondary"
      startIcon={<LibraryAddOutlined />}
      onClick={() => setDialog('library')}
    >
      {t('actions.library')}
    </Button>
  );

  return (
    <ListPage
      title={title}
      breadcrumbs={breadcrumbs}
      list={list}
      query={query}
      text={(key) => t(`list.${key}`)}
      settings={
        (canWrite || ability.can('read', 'templates')) && {
          label: t('actions.categories'),
          onClick: () => setDialog('categories'),
        }
      }
      importer={canAdd && { label: t('actions.import'), onClick: () => setDialog('import') }}
      add={canAdd && { label: t('actions.new'), onClick: () => setDialog('new') }}
      emptyAction={
        canAdd && (
          <Button
            variant="contained"
            startIcon={<LibraryAddOutlined />}
            onClick={() => setDialog('library')}
          >
            {t('actions.library')}
          </Button>
        )
      }
      toolbarActions={libraryButton}
      filters={<TemplateFilters list={list} />}
      columns={columns}
      card={{
        title: ['name'],
        subtitle: ['category', 'version', 'field_count', 'forms_count', 'updated_at'],
        labelled: true,
        chips: ['state', 'actions'],
      }}
      rowLabel={(row) => row.name}
      selectable={false}
      columnsStorageKey="mainstay.columns.templates"
      rowLinks
    >
      <TemplateRowMenu
        menu={menu}
        onClose={() => setMenu(null)}
        canAdd={canAdd}
        canWrite={canWrite}
      />
      {dialog === 'new' && (
        <TemplateDetailsDialog
          template={null}
          onClose={() => setDialog(null)}
          onSaved={openBuilder}
        />
      )}
      {dialog === 'library' && <StarterLibraryDialog onClose={() => setDialog(null)} />}
      {dialog === 'import' && (
        <ImportTemplateDialog onClose={() => setDialog(null)} onImported={openBuilder} />
      )}
      {dialog === 'categories' && (
        <CategoriesDialog canEdit={canWrite} onClose={() => setDialog(null)} />
      )}
    </ListPage>
  );
}
