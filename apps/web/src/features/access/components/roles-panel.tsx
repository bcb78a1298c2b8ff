/**
 * The Roles tab: every role of the organisation (default ones marked, with how many hold each);
 * custom roles can be created, copied, edited and deleted in the permission matrix.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TRole } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { ListCardHeader, QueryState, RowAction } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/index.ts';
import { useAbility } from '@/lib/ability.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useDeleteRoleMutation, useRolesQuery } from '../api/roles.ts';
import { ConfirmDialog } from '@/components/data-table';
import { RoleDialog, type RoleDialogMode } from './role-dialog.tsx';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import { useRoleDescription } from '../lib/role-description.ts';

export function RolesPanelContent() {
  const { t } = useTranslation('access');
  const roleName = useBuiltInName('access');
  const roleDescription = useRoleDescription();
  const notify = useNotify();
  const ability = useAbility();
  const canManage = ability.can('manage', 'organisation');
  const roles = useRolesQuery();
  const deleteRole = useDeleteRoleMutation();
  const [dialog, setDialog] = useState<RoleDialogMode | null>(null);
  const [deleting, setDeleting] = useState<TRole | null>(null);

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await deleteRole.mutateAsync(deleting.id);
      notify.success(t('roles.deleted', { name: deleting.name }));
      setDeleting(null);
    } catch (error) {
      notify.error(isApiError(error) ? error.message : t('errors.generic'));
    }
  };

  return (
    <QueryState
      query={roles}
      loadingLabel={t('roles.loading')}
      errorMessage={t('roles.loadFailed')}
    >
      {({ data: list }) => (
        <Card variant="outlined">
          <ListCardHeader
            title={t('roles.title')}
            intro={t('roles.intro')}
            action={
              canManage && (
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => setDialog({ kind: 'create' })}
                  sx={{ flexShrink: 0 }}
                >
                  {t('roles.create')}
                </Button>
              )
            }
          />
          {list.length === 0 ? (
            <EmptyState title={t('roles.empty')} />
          ) : (
            <List aria-label={t('roles.listLabel')} disablePadding>
              {list.map((role) => (
                <ListItem
                  key={role.id}
                  divider
                  sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', py: 1.5 }}
                >
                  <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Typography
                        component="h3"
                        variant="subtitle1"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {roleName(role)}
                      </Typography>
                      {role.is_system ? (
                        <Chip size="small" label={t('roles.default')} variant="outlined" />
                      ) : null}
                    </Stack>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {roleDescription(role) || t('roles.noDescription')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('roles.userCount', { count: role.user_count })}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={0.5}>
                    {role.is_system || !canManage ? (
                      <RowAction
                        label={t('roles.view', { name: roleName(role) })}
                        icon={<VisibilityOutlined />}
                        onClick={() => setDialog({ kind: 'view', role })}
                      />
                    ) : (
                      <RowAction
                        label={t('roles.edit', { name: roleName(role) })}
                        icon={<EditOutlined />}
                        onClick={() => setDialog({ kind: 'edit', role })}
                      />
                    )}
                    {canManage && (
                      <RowAction
                        label={t('roles.copyNamed', { name: roleName(role) })}
                        icon={<ContentCopyOutlined />}
                        onClick={() => setDialog({ kind: 'copy', role })}
                      />
                    )}
                    {canManage && !role.is_system && (
                      <RowAction
                        label={t('roles.delete', { name: roleName(role) })}
                        icon={<DeleteOutline />}
                        onClick={() => setDeleting(role)}
                      />
                    )}
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
          {dialog ? (
            <RoleDialog
              key={dialog.kind === 'create' ? 'create' : `${dialog.kind}-${dialog.role.id}`}
              mode={dialog}
              onClose={() => setDialog(null)}
              {...(canManage ? { onCopy: (role: TRole) => setDialog({ kind: 'copy', role }) } : {})}
            />
          ) : null}
          <ConfirmDialog
            destructive
            open={deleting !== null}
            title={t('roles.deleteTitle', { name: deleting?.name ?? '' })}
            message={t('roles.deleteDescription')}
            confirmLabel={t('roles.deleteConfirm')}
            loading={deleteRole.isPending}
            onConfirm={() => void handleDelete()}
            onClose={() => setDeleting(null)}
          />
        </Card>
      )}
    </QueryState>
  );
}
