/**
 * The builder's header: the template's name (renamed in its details dialog), its status,
 * published version and unpublished changes, whether the server has the draft, and the
 * author's actions: details, versions, discard changes, publish.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import type { TTemplateDetail } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader, type BreadcrumbItem } from '@/components/layout';
import { SaveIndicator } from './save-indicator.tsx';
import type { TemplateDraftApi } from './use-template-draft.ts';

export type BuilderDialog = 'details' | 'versions' | 'discard' | 'publish';

export interface BuilderHeaderProps {
  template: TTemplateDetail;
  breadcrumbs: BreadcrumbItem[];
  canWrite: boolean;
  draft: TemplateDraftApi;
  onOpen: (dialog: BuilderDialog) => void;
}

export function BuilderHeader({
  template,
  breadcrumbs,
  canWrite,
  draft,
  onOpen,
}: BuilderHeaderProps) {
  const { t } = useTranslation('templates');
  const changed = template.has_draft || draft.status !== 'saved';
  return (
    <>
      <PageHeader
        title={template.name}
        breadcrumbs={breadcrumbs}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {canWrite && (
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<EditOutlined />}
                onClick={() => onOpen('details')}
              >
                {t('builder.details')}
              </Button>
            )}
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<HistoryOutlined />}
              onClick={() => onOpen('versions')}
            >
              {t('builder.versions', { count: template.versions.length })}
            </Button>
            {canWrite && template.has_draft && (
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<UndoOutlined />}
                onClick={() => onOpen('discard')}
              >
                {t('builder.discard')}
              </Button>
            )}
            {canWrite && (
              <Button
                variant="contained"
                startIcon={<PublishOutlined />}
                onClick={() => onOpen('publish')}
                disabled={!changed}
              >
                {t('builder.publish')}
              </Button>
            )}
          </Box>
        }
      />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: -1.5, mb: 3 }}
      >
        <Chip
          size="small"
          variant="outlined"
          color={template.status === 'archived' ? 'default' : 'success'}
          label={t(`status.${template.status}`)}
        />
        <Typography variant="body2" color="text.secondary">
          {template.version === null
            ? t('builder.notPublished')
            : t('builder.publishedVersion', { version: template.version })}
        </Typography>
        {changed && (
          <Chip size="small" color="warning" variant="outlined" label={t('list.unpublished')} />
        )}
        {template.description && (
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {template.description}
          </Typography>
        )}
        {canWrite && (
          <Box sx={{ marginInlineStart: { sm: 'auto' } }}>
            <SaveIndicator
              status={draft.status}
              error={draft.saveError}
              onRetry={() => void draft.save()}
            />
          </Box>
        )}
      </Box>
    </>
  );
}
