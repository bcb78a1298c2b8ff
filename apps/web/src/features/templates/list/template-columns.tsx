/**
 * The columns of the template list (ids match the API's sort keys where sortable): name with its
 * description, category, published version, fields, forms filled with it, last change, its
 * state (unpublished changes, archived) and the row's menu.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import type { TFunction } from 'i18next';
import type { TTemplateSummary } from '@mainstay/contracts';
import { linkColumn, numberColumn, RowAction, type DataColumn } from '@/components/data-table';
import { paths } from '@/config/paths.ts';

function StateChips({ template, t }: { template: TTemplateSummary; t: TFunction<'templates'> }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {template.has_draft && (
        <Chip size="small" color="warning" variant="outlined" label={t('list.unpublished')} />
      )}
      {template.status === 'archived' && <Chip size="small" label={t('status.archived')} />}
    </Box>
  );
}

export function templateColumns(
  t: TFunction<'templates'>,
  language: string,
  openMenu: (anchor: HTMLElement, template: TTemplateSummary) => void,
): DataColumn<TTemplateSummary>[] {
  return [
    linkColumn({
      label: t('columns.name'),
      href: (row) => paths.templates.detail(row.id),
      text: (row) => row.name,
      below: (row) =>
        row.description ? (
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}
          >
            {row.description}
          </Typography>
        ) : null,
    }),
    {
      id: 'category',
      label: t('columns.category'),
      render: (row) => row.category?.name ?? t('list.noCategory'),
    },
    {
      id: 'version',
      label: t('columns.version'),
      render: (row) =>
        row.version === null ? t('list.notPublished') : t('list.version', { version: row.version }),
    },
    numberColumn({
      id: 'field_count',
      label: t('columns.fields'),
      value: (row) => row.field_count,
      language,
    }),
    {
      ...numberColumn({
        id: 'forms_count',
        label: t('columns.forms'),
        value: (row) => row.forms_count,
        language,
      }),
      sortable: true,
    },
    {
      id: 'updated_at',
      label: t('columns.updated'),
      sortable: true,
      render: (row) => new Date(row.updated_at).toLocaleDateString(language),
    },
    {
      id: 'state',
      label: t('columns.state'),
      render: (row) => <StateChips template={row} t={t} />,
    },
    {
      id: 'actions',
      label: t('columns.actions'),
      hideable: false,
      align: 'right',
      render: (row) => (
        <RowAction
          label={t('menu.label', { name: row.name })}
          icon={<MoreVert />}
          menu
          onClick={(event) => openMenu(event.currentTarget, row)}
        />
      ),
    },
  ];
}
