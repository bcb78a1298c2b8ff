/**
 * Add or edit an SLA policy: which tickets it covers (priority, optionally kind, category and
 * building), its response and resolution targets, the clock, escalation and whether it is
 * active. Field errors from the server land on their fields.
 */
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../list/category-label.ts';
import { SLA_CLOCK_VALUES, TICKET_PRIORITY_VALUES, type TSlaPolicy } from '@mainstay/contracts';
import { BoundTextField } from '@/components/form';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useBuildingChoicesQuery } from '../api/place-choices.ts';
import { useEscalationRolesQuery, useSaveSlaPolicyMutation } from '../api/sla-settings.ts';
import { useTicketCategoriesAdminQuery } from '../api/ticket-categories-admin.ts';
import {
  DURATION_UNITS,
  policyFormValues,
  policyRequest,
  POLICY_KINDS,
  SERVER_FIELDS,
  ZSlaPolicyForm,
  type TSlaPolicyForm,
} from './sla-policy-form.ts';
import { useSlaFieldMessage } from './use-field-message.ts';

export interface SlaPolicyDialogProps {
  /** The policy to edit; null to add one. */
  policy: TSlaPolicy | null;
  onClose: () => void;
}

type Target = 'response' | 'resolution';

function TargetFields({ control, target }: { control: Control<TSlaPolicyForm>; target: Target }) {
  const { t } = useTranslation('sla');
  const message = useSlaFieldMessage();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <BoundTextField
        control={control}
        name={`${target}_amount`}
        message={message}
        label={t(`policyForm.${target}`)}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flex: 2 }}
      />
      <BoundTextField
        control={control}
        name={`${target}_unit`}
        message={message}
        select
        label={t(`policyForm.${target}Unit`)}
        sx={{ flex: 1, minWidth: 110 }}
      >
        {DURATION_UNITS.map((unit) => (
          <MenuItem key={unit} value={unit}>
            {t(`policyForm.units.${unit}`)}
          </MenuItem>
        ))}
      </BoundTextField>
    </Box>
  );
}

function CategoryField({
  control,
  kind,
}: {
  control: Control<TSlaPolicyForm>;
  kind: 'reactive' | 'general';
}) {
  const { t } = useTranslation(['sla', 'tickets']);
  const { t: ticketsT } = useTranslation('tickets');
  const message = useSlaFieldMessage();
  const categories = useTicketCategoriesAdminQuery(kind);
  return (
    <BoundTextField
      control={control}
      name="category_id"
      message={message}
      select
      label={t('policyForm.category')}
    >
      <MenuItem value="">{t('policyForm.any')}</MenuItem>
      {(categories.data?.data ?? []).map((category) => (
        <MenuItem key={category.id} value={category.id}>
          {categoryLabel(ticketsT, category)}
        </MenuItem>
      ))}
    </BoundTextField>
  );
}

function PolicyForm({ policy, onClose, formId }: SlaPolicyDialogProps & { formId: string }) {
  const { t } = useTranslation(['sla', 'tickets']);
  const notify = useNotify();
  const message = useSlaFieldMessage();
  const save = useSaveSlaPolicyMutation(policy?.id ?? null);
  const buildings = useBuildingChoicesQuery();
  const roles = useEscalationRolesQuery(true);
  const form = useForm<TSlaPolicyForm>({
    resolver: zodResolver(ZSlaPolicyForm),
    defaultValues: policyFormValues(policy),
    mode: 'onTouched',
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const roleChoices = roles.data ?? (policy?.escalation_role ? [policy.escalation_role] : []);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(policyRequest(values));
      notify.success(t('policies.saved'));
      onClose();
    } catch (error) {
      const landed = applyFieldErrors(error, (key, text) => {
        const field = SERVER_FIELDS[key];
        if (!field) return false;
        form.setError(field, { type: 'server', message: text });
        return true;
      });
      if (!landed)
        form.setError('root', { message: errorMessage(error, t('settings.saveFailed')) });
    }
  });

  return (
    <>
      <DialogContent dividers>
        {form.formState.errors.root?.message && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Box
          component="form"
          id={formId}
          onSubmit={handleSubmit}
          noValidate
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <BoundTextField
            control={form.control}
            name="name"
            message={message}
            label={t('policyForm.name')}
            required
          />
          <BoundTextField
            control={form.control}
            name="priority"
            message={message}
            select
            label={t('policyForm.priority')}
          >
            {TICKET_PRIORITY_VALUES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`tickets:priorities.${value}`)}
              </MenuItem>
            ))}
          </BoundTextField>
          <BoundTextField
            control={form.control}
            name="kind"
            message={message}
            select
            label={t('policyForm.kind')}
          >
            {POLICY_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`policyForm.kinds.${value}`)}
              </MenuItem>
            ))}
          </BoundTextField>
          {kind !== 'both' && <CategoryField key={kind} control={form.control} kind={kind} />}
          <BoundTextField
            control={form.control}
            name="building_id"
            message={message}
            select
            label={t('policyForm.building')}
          >
            <MenuItem value="">{t('policyForm.any')}</MenuItem>
            {(buildings.data ?? []).map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {row.name}
              </MenuItem>
            ))}
          </BoundTextField>
          <TargetFields control={form.control} target="response" />
          <TargetFields control={form.control} target="resolution" />
          <BoundTextField
            control={form.control}
            name="clock"
            message={message}
            select
            label={t('policyForm.clock')}
            hint={t('policyForm.clockHint')}
          >
            {SLA_CLOCK_VALUES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`policies.clock.${value}`)}
              </MenuItem>
            ))}
          </BoundTextField>
          <BoundTextField
            control={form.control}
            name="escalation_role_id"
            message={message}
            select
            label={t('policyForm.escalationRole')}
          >
            <MenuItem value="">{t('policyForm.noEscalation')}</MenuItem>
            {roleChoices.map((role) => (
              <MenuItem key={role.id} value={role.id}>
                {role.name}
              </MenuItem>
            ))}
          </BoundTextField>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(_, checked) => field.onChange(checked)}
                  />
                }
                label={t('policyForm.active')}
              />
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={save.isPending}>
          {t('policyForm.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
          {t('policyForm.save')}
        </Button>
      </DialogActions>
    </>
  );
}

export function SlaPolicyDialog({ policy, onClose }: SlaPolicyDialogProps) {
  const { t } = useTranslation('sla');
  const titleId = useId();
  const formId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {t(policy ? 'policyForm.editTitle' : 'policyForm.addTitle')}
      </DialogTitle>
      <PolicyForm policy={policy} onClose={onClose} formId={formId} />
    </Dialog>
  );
}
