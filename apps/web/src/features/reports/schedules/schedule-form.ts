/**
 * The schedule dialog's form, from the contract's fields: the recipients as people (id and name,
 * for the picker), the optional days as '' when empty; the same cross-field rule as the server
 * (checkSchedule). `scheduleBody` turns the values into the request.
 */
import { z } from 'zod';
import {
  checkSchedule,
  REPORT_FILE_FORMATS,
  REPORT_SCHEDULE_LIMITS,
  v,
  ZReportScheduleFields,
  type TCreateReportScheduleRequest,
  type TReportSchedule,
} from '@mainstay/contracts';

const optionalDay = (key: string) => z.union([z.literal(''), z.iso.date(v(key))]);

export const ZScheduleForm = ZReportScheduleFields.pick({
  name: true,
  format: true,
  delivery: true,
  frequency: true,
  day_of_week: true,
  day_of_month: true,
  hour: true,
  active: true,
})
  .extend({
    starts_on: optionalDay('reportSchedules.startsOnDate'),
    ends_on: optionalDay('reportSchedules.endsOnDate'),
    recipients: z
      .array(z.object({ id: z.string(), name: z.string() }))
      .min(1, v('reportSchedules.recipientsRequired'))
      .max(REPORT_SCHEDULE_LIMITS.recipients, v('reportSchedules.recipientsTooMany')),
  })
  .superRefine(checkSchedule);
export type TScheduleForm = z.input<typeof ZScheduleForm>;
export type TScheduleFormValues = z.output<typeof ZScheduleForm>;

export function scheduleDefaults(name: string, schedule?: TReportSchedule): TScheduleForm {
  if (!schedule) {
    return {
      name,
      format: REPORT_FILE_FORMATS[0] ?? 'csv',
      delivery: 'attachment',
      frequency: 'weekly',
      day_of_week: 1,
      day_of_month: 1,
      hour: 7,
      active: true,
      starts_on: '',
      ends_on: '',
      recipients: [],
    };
  }
  return {
    name: schedule.name,
    format: schedule.format as TScheduleForm['format'],
    delivery: schedule.delivery,
    frequency: schedule.frequency,
    day_of_week: schedule.day_of_week ?? 1,
    day_of_month: schedule.day_of_month ?? 1,
    hour: schedule.hour,
    active: schedule.active,
    starts_on: schedule.starts_on ?? '',
    ends_on: schedule.ends_on ?? '',
    recipients: schedule.recipients.map(({ id, name: person }) => ({ id, name: person })),
  };
}

/** The request's fields from the form (without the report and its filters). */
export function scheduleBody(
  values: TScheduleFormValues,
): Omit<TCreateReportScheduleRequest, 'report_key' | 'filters'> {
  return {
    name: values.name,
    format: values.format,
    delivery: values.delivery,
    frequency: values.frequency,
    day_of_week: values.frequency === 'weekly' ? values.day_of_week : null,
    day_of_month: values.frequency === 'monthly' ? values.day_of_month : null,
    hour: values.hour,
    active: values.active,
    starts_on: values.starts_on || null,
    ends_on: values.ends_on || null,
    recipient_ids: values.recipients.map((person) => person.id),
  };
}

/** Server field names onto the form's (`recipient_ids.2` is the recipients field). */
export function scheduleField(key: string): keyof TScheduleForm | undefined {
  const field = key.split('.')[0] ?? '';
  if (field === 'recipient_ids') return 'recipients';
  const known: readonly string[] = [
    'name',
    'format',
    'delivery',
    'frequency',
    'day_of_week',
    'day_of_month',
    'hour',
    'starts_on',
    'ends_on',
  ];
  return known.includes(field) ? (field as keyof TScheduleForm) : undefined;
}
