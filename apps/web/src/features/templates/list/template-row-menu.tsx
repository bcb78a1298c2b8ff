/**
 * The menu of one template in the list: open, duplicate, export as JSON (once a version is
 * published), archive or restore, and delete after confirming. A template forms were filled with
 * cannot be deleted (409 TEMPLATE_IN_USE): the server's sentence stays in the dialog.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import type { TTemplateSummary } from '@mainstay/contracts';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/data-table';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { downloadTemplate } from '../api/export-template.ts';
import {
  useDeleteTemplateMutation,
  useDuplicateTemplateMutation,
  useUpdateTemplateMutation,
} from '../api/save-template.ts';

export interface RowMenuState {
  anchor: HTMLElement;
  template: TTemplateSummary;
}

export interface TemplateRowMenuProps {
  menu: RowMenuState | null;
  onClose: () => void;
  canAdd: boolean;
  canWrite: boolean;
}

export function TemplateRowMenu({ menu, onClose, canAdd, canWrite }: TemplateRowMenuProps) {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const notify = useNotify();
  const duplicate = useDuplicateTemplateMutation();
  const update = useUpdateTemplateMutation();
  const remove = useDeleteTemplateMutation();
  const [deleting, setDeleting] = useState<TTemplateSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const template = menu?.template;

  // Each item acts on the menu's template and closes the menu.
  const act = (action: (row: TTemplateSummary) => Promise<unknown> | void) => () => {
    onClose();
    if (template) void action(template);
  };

  async function handleDuplicate(row: TTemplateSummary) {
    try {
      const copy = await duplicate.mutateAsync(row.id);
      notify.success(t('menu.duplicated', { name: copy.name }));
      void navigate(paths.templates.detail(copy.id));
    } catch (error) {
      notify.error(errorMessage(error, t('menu.duplicateFailed')));
    }
  }

  async function handleExport(row: TTemplateSummary) {
    try {
      await downloadTemplate(row.id, row.name);
    } catch (error) {
      notify.error(errorMessage(error, t('menu.exportFailed')));
    }
  }

  async function handleStatus(row: TTemplateSummary) {
    const status = row.status === 'archived' ? 'active' : 'archived';
    try {
      await update.mutateAsync({ id: row.id, body: { status } });
      notify.success(
        t(status === 'archived' ? 'menu.archived' : 'menu.restored', { name: row.name }),
      );
    } catch (error) {
      notify.error(errorMessage(error, t('menu.statusFailed')));
    }
  }

  async function handleDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('menu.deleted', { name: deleting.name }));
      setDeleting(null);
    } catch (error) {
      setDeleteError(errorMessage(error, t('menu.deleteFailed')));
    }
  }

  const item = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <MenuItem onClick={onClick} disabled={disabled}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <Menu
        anchorEl={menu?.anchor}
        open={menu !== null}
        onClose={onClose}
        slotProps={{
          list: { 'aria-label': template ? t('menu.label', { name: template.name }) : undefined },
        }}
      >
        {item(
          t('menu.open'),
          <EditOutlined fontSize="small" />,
          act((row) => navigate(paths.templates.detail(row.id))),
        )}
        {canAdd &&
          item(t('menu.duplicate'), <ContentCopyOutlined fontSize="small" />, act(handleDuplicate))}
        {item(
          t('menu.export'),
          <FileDownloadOutlined fontSize="small" />,
          act(handleExport),
          template?.version === null,
        )}
        {canWrite &&
          (template?.status === 'archived'
            ? item(t('menu.restore'), <UnarchiveOutlined fontSize="small" />, act(handleStatus))
            : item(t('menu.archive'), <ArchiveOutlined fontSize="small" />, act(handleStatus)))}
        {canWrite &&
          item(
            t('menu.delete'),
            <DeleteOutlined fontSize="small" />,
            act((row) => {
              setDeleteError(null);
              setDeleting(row);
            }),
          )}
      </Menu>
      <ConfirmDialog
        open={deleting !== null}
        title={t('menu.deleteTitle', { name: deleting?.name ?? '' })}
        message={
          <>
            {t('menu.deleteMessage')}
            {deleteError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {deleteError}
              </Alert>
            )}
          </>
        }
        confirmLabel={t('menu.delete')}
        destructive
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => void handleDelete()}
      />
    </>
  );
}
