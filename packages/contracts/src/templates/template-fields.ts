/**
 * The vocabulary of checklist templates: the field types a template is built of, each with its
 * settings, and the conditions that show a field only for some answers of an earlier one. A
 * template's definition is checked as a whole in template-definition.ts (keys, conditions, the
 * 350-field limit).
 */
import { z } from 'zod';
import { ZTicketPriority } from '../tickets/fields.ts';
import { v } from '../validation.ts';

export const TEMPLATE_FIELD_TYPES = [
  'section',
  'checkbox',
  'inspection',
  'yes_no',
  'short_text',
  'long_text',
  'number',
  'amount',
  'date',
  'time',
  'single_choice',
  'multiple_choice',
  'meter_reading',
  'photos',
  'file',
  'signature',
] as const;
export type TTemplateFieldType = (typeof TEMPLATE_FIELD_TYPES)[number];

/** Field types that hold no answer: a section only heads the fields after it. */
export const UNANSWERED_FIELD_TYPES = ['section'] as const satisfies readonly TTemplateFieldType[];

/** Types whose answer is a number, compared by `outside` conditions and checked against a range. */
export const NUMERIC_FIELD_TYPES = [
  'number',
  'amount',
  'meter_reading',
] as const satisfies readonly TTemplateFieldType[];

/** Types whose answer is one of a known set of words, compared by `equals` and `one_of`. */
export const CHOICE_FIELD_TYPES = [
  'checkbox',
  'inspection',
  'yes_no',
  'single_choice',
  'multiple_choice',
] as const satisfies readonly TTemplateFieldType[];

/** The results of an inspection item. */
export const INSPECTION_RESULTS = ['pass', 'flag', 'fail'] as const;
export type TInspectionResult = (typeof INSPECTION_RESULTS)[number];

/** The answers of a yes / no / not applicable item. */
export const YES_NO_ANSWERS = ['yes', 'no', 'na'] as const;

export const TEMPLATE_LIMITS = {
  fields: 350,
  keyLength: 40,
  labelLength: 200,
  helpLength: 1000,
  instructionsLength: 4000,
  options: 50,
  photos: 20,
  unitLength: 20,
  shortTextLength: 500,
  longTextLength: 10_000,
  decimals: 6,
} as const;

/** A field's key: what answers, conditions and exports name it by; stable across versions. */
export const ZTemplateFieldKey = z
  .string(v('templates.keyInvalid'))
  .regex(/^[a-z][a-z0-9_]*$/, v('templates.keyInvalid'))
  .max(TEMPLATE_LIMITS.keyLength, v('templates.keyMax'));

const ZLabel = z
  .string(v('templates.labelRequired'))
  .trim()
  .min(1, v('templates.labelRequired'))
  .max(TEMPLATE_LIMITS.labelLength, v('templates.labelMax'));

const ZHelp = z.string().trim().max(TEMPLATE_LIMITS.helpLength, v('templates.helpMax'));

/**
 * Shows the field only when an earlier field's answer equals a value, is one of some values, or
 * (for a number) lies outside a range.
 */
export const ZTemplateCondition = z.discriminatedUnion(
  'op',
  [
    z.strictObject({
      field: ZTemplateFieldKey,
      op: z.literal('equals'),
      value: z.union([z.string().max(TEMPLATE_LIMITS.keyLength), z.number(), z.boolean()]),
    }),
    z.strictObject({
      field: ZTemplateFieldKey,
      op: z.literal('one_of'),
      values: z
        .array(z.string().max(TEMPLATE_LIMITS.keyLength), v('templates.conditionValues'))
        .min(1, v('templates.conditionValues'))
        .max(TEMPLATE_LIMITS.options, v('templates.conditionValues')),
    }),
    z.strictObject({
      field: ZTemplateFieldKey,
      op: z.literal('outside'),
      min: z.number().optional(),
      max: z.number().optional(),
    }),
  ],
  v('templates.conditionInvalid'),
);
export type TTemplateCondition = z.infer<typeof ZTemplateCondition>;

const common = {
  key: ZTemplateFieldKey,
  label: ZLabel,
  help: ZHelp.default(''),
  required: z.boolean().default(false),
  condition: ZTemplateCondition.nullable().default(null),
};

/** What a failing answer opens: one reactive ticket at this priority (null: opens none). */
const ZOpensTicket = ZTicketPriority.nullable().default(null);

const ZOption = z.strictObject({ key: ZTemplateFieldKey, label: ZLabel });

const ZOptions = z
  .array(ZOption, v('templates.optionsRequired'))
  .min(1, v('templates.optionsRequired'))
  .max(TEMPLATE_LIMITS.options, v('templates.optionsMax'));

const ZBound = z.number(v('templates.boundNumber'));

const ZUnit = z.string().trim().max(TEMPLATE_LIMITS.unitLength, v('templates.unitMax'));

export const ZTemplateField = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      ...common,
      type: z.literal('section'),
      required: z.literal(false).default(false),
      instructions: z
        .string()
        .trim()
        .max(TEMPLATE_LIMITS.instructionsLength, v('templates.instructionsMax'))
        .default(''),
      /** A guidance image: a file of the organisation. */
      image_file_id: z.uuid(v('templates.imageInvalid')).nullable().default(null),
    }),
    z.strictObject({ ...common, type: z.literal('checkbox') }),
    z.strictObject({
      ...common,
      type: z.literal('inspection'),
      /** A failed answer opens a ticket at this priority. */
      fail_opens_ticket: ZOpensTicket,
      /** A flagged answer too, when set. */
      flag_opens_ticket: ZOpensTicket,
    }),
    z.strictObject({
      ...common,
      type: z.literal('yes_no'),
      /** Offer "not applicable" beside yes and no. */
      allow_na: z.boolean().default(true),
    }),
    z.strictObject({
      ...common,
      type: z.literal('short_text'),
      max_length: z
        .number()
        .int()
        .min(1)
        .max(TEMPLATE_LIMITS.shortTextLength, v('templates.maxLengthMax'))
        .default(TEMPLATE_LIMITS.shortTextLength),
    }),
    z.strictObject({
      ...common,
      type: z.literal('long_text'),
      max_length: z
        .number()
        .int()
        .min(1)
        .max(TEMPLATE_LIMITS.longTextLength, v('templates.maxLengthMax'))
        .default(TEMPLATE_LIMITS.longTextLength),
    }),
    z.strictObject({
      ...common,
      type: z.literal('number'),
      unit: ZUnit.default(''),
      min: ZBound.nullable().default(null),
      max: ZBound.nullable().default(null),
      decimals: z.number().int().min(0).max(TEMPLATE_LIMITS.decimals).default(2),
      /** An answer outside [min, max] is flagged; and opens a ticket at this priority. */
      out_of_range_opens_ticket: ZOpensTicket,
    }),
    z.strictObject({
      ...common,
      type: z.literal('amount'),
      /** ISO 4217; null: the organisation's currency. */
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/, v('templates.currencyInvalid'))
        .nullable()
        .default(null),
    }),
    z.strictObject({
      ...common,
      type: z.literal('date'),
      /** Ask for the time of day too. */
      with_time: z.boolean().default(false),
    }),
    z.strictObject({ ...common, type: z.literal('time') }),
    z.strictObject({ ...common, type: z.literal('single_choice'), options: ZOptions }),
    z.strictObject({ ...common, type: z.literal('multiple_choice'), options: ZOptions }),
    z.strictObject({
      ...common,
      type: z.literal('meter_reading'),
      /** The asset's meter the answer adds a reading to, by name (e.g. "Run hours"). */
      meter_name: ZLabel,
      unit: ZUnit.default(''),
      min: ZBound.nullable().default(null),
      max: ZBound.nullable().default(null),
    }),
    z.strictObject({
      ...common,
      type: z.literal('photos'),
      max_photos: z.number().int().min(1).max(TEMPLATE_LIMITS.photos).default(5),
    }),
    z.strictObject({ ...common, type: z.literal('file') }),
    z.strictObject({ ...common, type: z.literal('signature') }),
  ],
  v('templates.typeInvalid'),
);
export type TTemplateField = z.infer<typeof ZTemplateField>;
export type TTemplateFieldInput = z.input<typeof ZTemplateField>;
