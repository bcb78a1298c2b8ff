/**
 * Create, copy or edit a role in the permission matrix; default roles open read-only with a
 * Copy action. Server field errors land on the fields; nothing typed is lost on an error.
 */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TRole } from '@mainstay/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import { useRoleDescription } from '../lib/role-description.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useCreateRoleMutation, useUpdateRoleMutation } from '../api/roles.ts';
import { expandRules, hasFullAccess, orderedRules } from '../lib/permission-matrix.ts';
import { ZRoleForm, type TRoleForm } from '../lib/role-form-schema.ts';
import { PermissionMatrix } from './permission-matrix.tsx';

export type RoleDialogMode =
  | { kind: 'create' }
  | { kind: 'edit'; role: TRole }
  | { kind: 'view'; role: TRole }
  | { kind: 'copy'; role: TRole };

export interface RoleDialogProps {
  mode: RoleDialogMode;
  onClose: () => void;
  /** View mode: open a copy of the role instead. */
  onCopy?: (role: TRole) => void;
}

function initialValues(
  mode: RoleDialogMode,
  copyName: (role: TRole) => string,
  describe: (role: TRole) => string,
): TRoleForm {
  if (mode.kind === 'create') return { name: '', description: '', rules: [] };
  const { role } = mode;
  if (mode.kind === 'copy') {
    return {
      name: copyName(role),
      description: describe(role),
      rules: expandRules(role.rules),
    };
  }
  return { name: role.name, description: describe(role), rules: role.rules };
}

export function RoleDialog({ mode, onClose, onCopy }: RoleDialogProps) {
  const { t } = useTranslation('access');
  const roleName = useBuiltInName('access');
  const roleDescription = useRoleDescription();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const createRole = useCreateRoleMutation();
  const updateRole = useUpdateRoleMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const readOnly = mode.kind === 'view';
  const { control, handleSubmit, setError, formState } = useForm<TRoleForm>({
    resolver: zodResolver(ZRoleForm),
    defaultValues: initialValues(
      mode,
      (role) => t('roles.copyName', { name: roleName(role) }),
      roleDescription,
    ),
    mode: 'onTouched',
  });
  const message = (text: string | undefined, type?: string) =>
    text ? (type === 'server' ? text : t(text)) : ' ';

  const title =
    mode.kind === 'create'
      ? t('roles.dialog.createTitle')
      : mode.kind === 'copy'
        ? t('roles.dialog.copyTitle', { name: roleName(mode.role) })
        : mode.kind === 'edit'
          ? t('roles.dialog.editTitle', { name: roleName(mode.role) })
          : roleName(mode.role);

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    const body = { ...values, rules: orderedRules(values.rules) };
    try {
      if (mode.kind === 'edit') await updateRole.mutateAsync({ id: mode.role.id, ...body });
      else await createRole.mutateAsync(body);
      notify.success(t(mode.kind === 'edit' ? 'roles.updated' : 'roles.created'));
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? (error.errors ?? {}) : {};
      for (const field of ['name', 'description'] as const) {
        const first = fields[field]?.[0];
        if (first) setError(field, { type: 'server', message: first });
      }
      setFormError(isApiError(error) && error.status !== 0 ? error.message : t('errors.generic'));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="role-dialog-title"
    >
      <DialogTitle id="role-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="role-form"
          noValidate
          spacing={2}
          onSubmit={handleSave}
          sx={{ pt: 1 }}
        >
          {readOnly ? <Alert severity="info">{t('roles.dialog.defaultReadOnly')}</Alert> : null}
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <Controller
            name="name"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={t('roles.fields.name')}
                required
                fullWidth
                disabled={readOnly}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message, fieldState.error?.type)}
              />
            )}
          />
          <Controller
            name="description"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={t('roles.fields.description')}
                fullWidth
                multiline
                minRows={2}
                disabled={readOnly}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message, fieldState.error?.type)}
              />
            )}
          />
          <Controller
            name="rules"
            control={control}
            render={({ field }) => (
              <Stack spacing={1}>
                <Typography component="h3" variant="subtitle1">
                  {t('matrix.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {hasFullAccess(field.value) ? t('matrix.fullAccess') : t('matrix.hint')}
                </Typography>
                <PermissionMatrix
                  rules={field.value}
                  onChange={field.onChange}
                  readOnly={readOnly}
                />
              </Stack>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>
          {readOnly ? t('actionsMenu.close') : t('actionsMenu.cancel')}
        </Button>
        {mode.kind === 'view' ? (
          onCopy ? (
            <Button variant="contained" onClick={() => onCopy(mode.role)}>
              {t('roles.copy')}
            </Button>
          ) : null
        ) : (
          <Button
            type="submit"
            form="role-form"
            variant="contained"
            loading={formState.isSubmitting}
          >
            {t(mode.kind === 'edit' ? 'roles.dialog.save' : 'roles.dialog.create')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
