/**
 * Change a person's roles (one or more) and the buildings they are limited to (none: every
 * building). Roles carrying rules the signed-in user does not hold cannot be given or taken.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import type { TBuildingOption, TOrganisationUser, TRole } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useUpdateUserMutation } from '../api/users.ts';
import { useBuiltInName } from '@/lib/built-in-name.ts';

export interface UserAccessDialogProps {
  user: TOrganisationUser;
  roles: TRole[];
  buildings: TBuildingOption[];
  onClose: () => void;
}

export function UserAccessDialog({ user, roles, buildings, onClose }: UserAccessDialogProps) {
  const { t } = useTranslation('access');
  const roleName = useBuiltInName('access');
  const notify = useNotify();
  const ability = useAbility();
  const update = useUpdateUserMutation();
  const [roleIds, setRoleIds] = useState<string[]>(user.roles.map((role) => role.id));
  const [buildingIds, setBuildingIds] = useState<string[]>(user.building_ids);
  const [errors, setErrors] = useState<{ form?: string; roles?: string; buildings?: string }>({});

  const canGrant = (role: TRole) =>
    role.rules.every((rule) => ability.can(rule.action, rule.subject));
  const toggleRole = (id: string) =>
    setRoleIds((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  const buildingName = (id: string) => buildings.find((b) => b.id === id)?.name ?? id;

  const handleSave = async () => {
    if (roleIds.length === 0) {
      setErrors({ roles: t('access.rolesRequired') });
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: user.id, role_ids: roleIds, building_ids: buildingIds });
      notify.success(t('access.saved', { name: user.name }));
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? (error.errors ?? {}) : {};
      setErrors({
        form: isApiError(error) && error.status !== 0 ? error.message : t('errors.generic'),
        ...(fields.role_ids?.[0] ? { roles: fields.role_ids[0] } : {}),
        ...(fields.building_ids?.[0] ? { buildings: fields.building_ids[0] } : {}),
      });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-access-title">
      <DialogTitle id="user-access-title">{t('access.title', { name: user.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
          <FormControl component="fieldset" error={Boolean(errors.roles)}>
            <FormLabel component="legend">{t('access.roles')}</FormLabel>
            <FormGroup>
              {roles.map((role) => (
                <FormControlLabel
                  key={role.id}
                  label={roleName(role)}
                  disabled={!canGrant(role)}
                  control={
                    <Checkbox
                      checked={roleIds.includes(role.id)}
                      onChange={() => toggleRole(role.id)}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{errors.roles ?? t('access.rolesHint')}</FormHelperText>
          </FormControl>
          <FormControl fullWidth error={Boolean(errors.buildings)}>
            <InputLabel id="user-access-buildings-label" shrink>
              {t('access.buildings')}
            </InputLabel>
            <Select
              labelId="user-access-buildings-label"
              multiple
              displayEmpty
              value={buildingIds}
              onChange={(event) => {
                const value = event.target.value;
                setBuildingIds(typeof value === 'string' ? value.split(',') : value);
              }}
              input={<OutlinedInput notched label={t('access.buildings')} />}
              renderValue={(selected) =>
                selected.length === 0
                  ? t('users.allBuildings')
                  : selected.map(buildingName).join(', ')
              }
            >
              {buildings.map((building) => (
                <MenuItem key={building.id} value={building.id}>
                  <Checkbox checked={buildingIds.includes(building.id)} tabIndex={-1} />
                  <ListItemText primary={building.name} secondary={building.code} />
                </MenuItem>
              ))}
            </Select>
            <FormHelperText>{errors.buildings ?? t('access.buildingsHint')}</FormHelperText>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actionsMenu.cancel')}</Button>
        <Button variant="contained" onClick={() => void handleSave()} loading={update.isPending}>
          {t('access.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
