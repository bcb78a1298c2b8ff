/**
 * Add or edit an SLA policy: which tickets it covers (priority, optionally kind, category and
 * building), its response and resolution targets, the clock, escalation and whether it is
 * active. Field errors from the server land on their fields.
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../list/category-label.ts';
import { SLA_CLOCK_VALUES, TICKET_PRIORITY_VALUES, type TSlaPolicy } from '@mainstay/contracts';
import { BoundSelect, BoundTextField, FormDialog, useServerForm } from '@/components/form/index.ts';
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
      <BoundSelect
        control={control}
        name={`${target}_unit`}
        message={message}
        label={t(`policyForm.${target}Unit`)}
        sx={{ flex: 1, minWidth: 110 }}
        options={DURATION_UNITS}
        optionLabel={(unit) => t(`policyForm.units.${unit}`)}
      />
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
    <BoundSelect
      control={control}
      name="category_id"
      message={message}
      label={t('policyForm.category')}
      none={t('policyForm.any')}
      options={categories.data?.data ?? []}
      optionLabel={(category) => categoryLabel(ticketsT, category)}
    />
  );
}

export function SlaPolicyDialog({ policy, onClose }: SlaPolicyDialogProps) {
  const { t } = useTranslation(['sla', 'tickets']);
  const notify = useNotify();
  const message = useSlaFieldMessage();
  const save = useSaveSlaPolicyMutation(policy?.id ?? null);
  const buildings = useBuildingChoicesQuery();
  const roles = useEscalationRolesQuery(true);
  const form = useServerForm({
    schema: ZSlaPolicyForm,
    defaultValues: policyFormValues(policy),
    serverFields: (key) => SERVER_FIELDS[key],
    failure: t('settings.saveFailed'),
    onValid: async (values) => {
      await save.mutateAsync(policyRequest(values));
      notify.success(t('policies.saved'));
      onClose();
    },
  });
  const { control } = form;
  const bound = { control, message } as const;
  const kind = useWatch({ control, name: 'kind' });
  const roleChoices = roles.data ?? (policy?.escalation_role ? [policy.escalation_role] : []);

  return (
    <FormDialog
      {...form.dialog}
      onClose={onClose}
      title={t(policy ? 'policyForm.editTitle' : 'policyForm.addTitle')}
      submitLabel={t('policyForm.save')}
      cancelLabel={t('policyForm.cancel')}
    >
      <BoundTextField {...bound} name="name" label={t('policyForm.name')} required />
      <BoundSelect
        {...bound}
        name="priority"
        label={t('policyForm.priority')}
        options={TICKET_PRIORITY_VALUES}
        optionLabel={(value) => t(`tickets:priorities.${value}`)}
      />
      <BoundSelect
        {...bound}
        name="kind"
        label={t('policyForm.kind')}
        options={POLICY_KINDS}
        optionLabel={(value) => t(`policyForm.kinds.${value}`)}
      />
      {kind !== 'both' && <CategoryField key={kind} control={control} kind={kind} />}
      <BoundSelect
        {...bound}
        name="building_id"
        label={t('policyForm.building')}
        none={t('policyForm.any')}
        options={buildings.data ?? []}
      />
      <TargetFields control={control} target="response" />
      <TargetFields control={control} target="resolution" />
      <BoundSelect
        {...bound}
        name="clock"
        label={t('policyForm.clock')}
        hint={t('policyForm.clockHint')}
        options={SLA_CLOCK_VALUES}
        optionLabel={(value) => t(`policies.clock.${value}`)}
      />
      <BoundSelect
        {...bound}
        name="escalation_role_id"
        label={t('policyForm.escalationRole')}
        none={t('policyForm.noEscalation')}
        options={roleChoices}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />
            }
            label={t('policyForm.active')}
          />
        )}
      />
    </FormDialog>
  );
}
