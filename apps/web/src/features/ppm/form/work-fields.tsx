/**
 * What a schedule's tasks ask for: title, instructions, category and priority, the estimated
 * time, the checklist to fill (its latest published version is pinned when saved), whether a
 * signature is needed, and the parts and materials to bring.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PPM_SCHEDULE_LIMITS,
  TICKET_PRIORITY_VALUES,
  type TTicketOptions,
} from '@mainstay/contracts';
import {
  BoundTextField,
  fieldsOf,
  FORM_WIDE,
  FormSection,
  textArea,
  WHOLE_INPUT,
  DECIMAL_INPUT,
  withCurrent,
} from '@/components/form/index.ts';
import { categoryLabel } from '@/features/tickets';
import { usePublishedTemplatesQuery } from '@/features/forms';
import { scheduleMessage, SwitchField } from './form-bits.tsx';
import type { TScheduleForm } from './schedule-form-schema.ts';

export interface WorkFieldsProps {
  control: Control<TScheduleForm>;
  options: TTicketOptions | undefined;
  /** The pinned template of the schedule being edited, shown even if no longer published. */
  current: { id: string; name: string } | null;
}

export function WorkFields({ control, options, current }: WorkFieldsProps) {
  const { t } = useTranslation('ppm');
  const { t: tickets } = useTranslation('tickets');
  const { text, select } = fieldsOf(control, scheduleMessage);
  const templateChoices = withCurrent(usePublishedTemplatesQuery().data, current);

  return (
    <FormSection title={t('form.work')}>
      {text('title', t('form.title'), { required: true, autoFocus: true, sx: FORM_WIDE })}
      {text('instructions', t('form.instructions'), { ...textArea(3), sx: FORM_WIDE })}
      {select('category_id', t('form.category'), options?.categories ?? [], {
        none: t('form.none'),
        optionLabel: (row) => categoryLabel(tickets, row),
      })}
      {select('priority', t('form.priority'), TICKET_PRIORITY_VALUES, {
        optionLabel: (value) => tickets(`priorities.${value}`),
      })}
      {text('estimated_minutes', t('form.estimatedMinutes'), {
        ...WHOLE_INPUT,
        hint: t('form.estimatedMinutesHint'),
      })}
      {select('template_id', t('form.template'), templateChoices, {
        none: t('form.noTemplate'),
        hint: t('form.templateHint'),
      })}
      <SwitchField
        control={control}
        name="signature_required"
        label={t('form.signatureRequired')}
      />
      <PartsEditor control={control} />
    </FormSection>
  );
}

function PartsEditor({ control }: { control: Control<TScheduleForm> }) {
  const { t } = useTranslation('ppm');
  const { fields, append, remove } = useFieldArray({ control, name: 'parts' });
  return (
    <Box sx={{ ...FORM_WIDE, display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="subtitle2">
        {t('form.parts')}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('form.noParts')}
        </Typography>
      ) : null}
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={t('form.partGroup', { index: index + 1 })}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr)) auto',
              sm: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1fr) auto',
            },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            <BoundTextField
              control={control}
              message={scheduleMessage}
              name={`parts.${index}.name`}
              label={t('form.partName')}
              size="small"
              required
            />
          </Box>
          <BoundTextField
            control={control}
            message={scheduleMessage}
            name={`parts.${index}.quantity`}
            label={t('form.partQuantity')}
            size="small"
            {...DECIMAL_INPUT}
          />
          <BoundTextField
            control={control}
            message={scheduleMessage}
            name={`parts.${index}.unit`}
            label={t('form.partUnit')}
            size="small"
          />
          <IconButton
            aria-label={t('form.removePart', { index: index + 1 })}
            onClick={() => remove(index)}
            sx={{ mt: 0.5 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddOutlined />}
          disabled={fields.length >= PPM_SCHEDULE_LIMITS.partsMax}
          onClick={() => append({ name: '', quantity: '1', unit: '' })}
        >
          {t('form.addPart')}
        </Button>
      </Box>
    </Box>
  );
}
