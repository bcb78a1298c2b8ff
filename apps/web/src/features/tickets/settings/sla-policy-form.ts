/**
 * The SLA policy form, derived from the contract's fields: targets are typed as an amount and
 * a unit (minutes, hours, days) and converted to minutes on submit; the same rule as the
 * server (resolution not shorter than response) is checked here first. Messages are keys of
 * the 'sla' namespace.
 */
import { z } from 'zod';
import {
  SLA_CLOCK_VALUES,
  TICKET_PRIORITY_VALUES,
  type TSlaPolicy,
  type TSlaPolicyRequest,
} from '@mainstay/contracts';

export const DURATION_UNITS = ['minutes', 'hours', 'days'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
const UNIT_MINUTES: Record<DurationUnit, number> = { minutes: 1, hours: 60, days: 1440 };
const MAX_MINUTES = 60 * 24 * 365;

export const POLICY_KINDS = ['both', 'reactive', 'general'] as const;

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, { message: 'validation.durationInvalid' });

export const ZSlaPolicyForm = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: 'validation.nameRequired' })
      .max(120, { message: 'validation.nameTooLong' }),
    priority: z.enum(TICKET_PRIORITY_VALUES),
    kind: z.enum(POLICY_KINDS),
    category_id: z.string(),
    building_id: z.string(),
    response_amount: amount,
    response_unit: z.enum(DURATION_UNITS),
    resolution_amount: amount,
    resolution_unit: z.enum(DURATION_UNITS),
    clock: z.enum(SLA_CLOCK_VALUES),
    escalation_role_id: z.string(),
    active: z.boolean(),
  })
  .superRefine((value, context) => {
    const targets = [
      ['response', toMinutes(value.response_amount, value.response_unit)],
      ['resolution', toMinutes(value.resolution_amount, value.resolution_unit)],
    ] as const;
    for (const [name, minutes] of targets) {
      if (Number.isNaN(minutes)) continue;
      const message =
        minutes < 1
          ? 'validation.durationMin'
          : minutes > MAX_MINUTES
            ? 'validation.durationMax'
            : null;
      if (message) context.addIssue({ code: 'custom', path: [`${name}_amount`], message });
    }
    const [response, resolution] = [targets[0][1], targets[1][1]];
    if (!Number.isNaN(response) && !Number.isNaN(resolution) && resolution < response) {
      context.addIssue({
        code: 'custom',
        path: ['resolution_amount'],
        message: 'validation.resolutionShorter',
      });
    }
  });
export type TSlaPolicyForm = z.infer<typeof ZSlaPolicyForm>;

/** NaN when the amount is not a whole number (its own message covers it). */
export function toMinutes(value: string, unit: DurationUnit): number {
  return /^\d+$/.test(value.trim()) ? Number(value) * UNIT_MINUTES[unit] : Number.NaN;
}

/** Minutes shown in the largest unit that divides them: 2880 -> 2 days, 90 -> 90 minutes. */
export function fromMinutes(minutes: number): { amount: string; unit: DurationUnit } {
  if (minutes % UNIT_MINUTES.days === 0) return { amount: String(minutes / 1440), unit: 'days' };
  if (minutes % UNIT_MINUTES.hours === 0) return { amount: String(minutes / 60), unit: 'hours' };
  return { amount: String(minutes), unit: 'minutes' };
}

export function policyFormValues(policy: TSlaPolicy | null): TSlaPolicyForm {
  const response = fromMinutes(policy?.response_minutes ?? 240);
  const resolution = fromMinutes(policy?.resolution_minutes ?? 1440);
  return {
    name: policy?.name ?? '',
    priority: policy?.priority ?? 'medium',
    kind: policy?.kind ?? 'both',
    category_id: policy?.category?.id ?? '',
    building_id: policy?.building?.id ?? '',
    response_amount: response.amount,
    response_unit: response.unit,
    resolution_amount: resolution.amount,
    resolution_unit: resolution.unit,
    clock: policy?.clock ?? 'business_hours',
    escalation_role_id: policy?.escalation_role?.id ?? '',
    active: policy?.active ?? true,
  };
}

export function policyRequest(values: TSlaPolicyForm): TSlaPolicyRequest {
  return {
    name: values.name.trim(),
    priority: values.priority,
    kind: values.kind === 'both' ? null : values.kind,
    // A category belongs to one kind: it only applies when the policy is for that kind.
    category_id: values.kind !== 'both' && values.category_id ? values.category_id : null,
    building_id: values.building_id || null,
    response_minutes: toMinutes(values.response_amount, values.response_unit),
    resolution_minutes: toMinutes(values.resolution_amount, values.resolution_unit),
    clock: values.clock,
    escalation_role_id: values.escalation_role_id || null,
    active: values.active,
  };
}

/** Server field names -> form field names. */
export const SERVER_FIELDS: Record<string, keyof TSlaPolicyForm> = {
  name: 'name',
  priority: 'priority',
  kind: 'kind',
  category_id: 'category_id',
  building_id: 'building_id',
  response_minutes: 'response_amount',
  resolution_minutes: 'resolution_amount',
  clock: 'clock',
  escalation_role_id: 'escalation_role_id',
  active: 'active',
};
