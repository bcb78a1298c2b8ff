/**
 * Add or edit an SLA policy: which tickets it covers (priority, optionally kind, category and
 * building), its response and resolution targets, the clock, escalation and whether it is
 * active. Field errors from the server land on their fields. A default policy's name shows in
 * the reader's language; saved unchanged, the stored name is kept (so it stays translated).
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../list/category-label.ts';
import {
  SLA_CLOCK_VALUES,
  TICKET_PRIORITY_VALUES,
  type TSlaPolicy,
  type TTicketKind,
} from '@mainstay/contracts';
import { nameToSave } from '@/components/data-table';
import { fieldsOf, FormDialog, useServerForm, WHOLE_INPUT } from '@/components/form/index.ts';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useBuildingChoicesQuery } from '../api/place-choices.ts';
import { useEscalationRolesQuery, useSaveSlaPolicyMutation } from '../api/sla-settings.ts';
import { useTicketCategoriesAdminQuery } from '../api/ticket-categories-admin.ts';
import { usePolicyLabel } from './policy-label.ts';
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
  const { text, select } = fieldsOf(control, useSlaFieldMessage());
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {text(`${target}_amount`, t(`policyForm.${target}`), {
        ...WHOLE_INPUT,
        required: true,
        sx: { flex: 2 },
      })}
      {select(`${target}_unit`, t(`policyForm.${target}Unit`), DURATION_UNITS, {
        sx: { flex: 1, minWidth: 110 },
        optionLabel: (unit) => t(`policyForm.units.${unit}`),
      })}
    </Box>
  );
}

/** The categories of one kind (the field is remounted when the kind changes). */
function CategoryField({ control, kind }: { control: Control<TSlaPolicyForm>; kind: TTicketKind }) {
  const { t } = useTranslation(['sla', 'tickets']);
  const { t: ticketsT } = useTranslation('tickets');
  const { select } = fieldsOf(control, useSlaFieldMessage());
  const categories = useTicketCategoriesAdminQuery(kind).data?.data ?? [];
  return select('category_id', t('policyForm.category'), categories, {
    none: t('policyForm.any'),
    optionLabel: (category) => categoryLabel(ticketsT, category),
  });
}

export function SlaPolicyDialog({ policy, onClose }: SlaPolicyDialogProps) {
  const { t } = useTranslation(['sla', 'tickets']);
  const notify = useNotify();
  const save = useSaveSlaPolicyMutation(policy?.id ?? null);
  const buildings = useBuildingChoicesQuery();
  const roles = useEscalationRolesQuery(true);
  const policyName = usePolicyLabel();
  const form = useServerForm({
    schema: ZSlaPolicyForm,
    defaultValues: { ...policyFormValues(policy), name: policy ? policyName(policy) : '' },
    serverFields: (key) => SERVER_FIELDS[key],
    failure: t('settings.saveFailed'),
    onValid: async (values) => {
      const request = policyRequest(values);
      await save.mutateAsync({ ...request, name: nameToSave(policy, request.name, policyName) });
      notify.success(t('policies.saved'));
      onClose();
    },
  });
  const { control } = form;
  const { text, select } = fieldsOf(control, useSlaFieldMessage());
  const kind = useWatch({ control, name: 'kind' });
  const roleChoices = roles.data ?? (policy?.escalation_role ? [policy.escalation_role] : []);
  const roleName = useBuiltInName('access');

  return (
    <FormDialog
      {...form.dialog}
      onClose={onClose}
      title={t(policy ? 'policyForm.editTitle' : 'policyForm.addTitle')}
      submitLabel={t('policyForm.save')}
      cancelLabel={t('policyForm.cancel')}
    >
      {text('name', t('policyForm.name'), { required: true })}
      {select('priority', t('policyForm.priority'), TICKET_PRIORITY_VALUES, {
        optionLabel: (value) => t(`tickets:priorities.${value}`),
      })}
      {select('kind', t('policyForm.kind'), POLICY_KINDS, {
        optionLabel: (value) => t(`policyForm.kinds.${value}`),
      })}
      {kind !== 'both' && <CategoryField key={kind} control={control} kind={kind} />}
      {select('building_id', t('policyForm.building'), buildings.data ?? [], {
        none: t('policyForm.any'),
      })}
      <TargetFields control={control} target="response" />
      <TargetFields control={control} target="resolution" />
      {select('clock', t('policyForm.clock'), SLA_CLOCK_VALUES, {
        hint: t('policyForm.clockHint'),
        optionLabel: (value) => t(`policies.clock.${value}`),
      })}
      {select('escalation_role_id', t('policyForm.escalationRole'), roleChoices, {
        none: t('policyForm.noEscalation'),
        optionLabel: roleName,
      })}
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
