// A checklist template's definition: every field type with its settings and defaults, and the
// checks over the whole (duplicate keys and options, inverted ranges, conditions that name a
// missing, later or section field, compare in a way the field's answers cannot, or with an
// answer it cannot give), each at the path of the setting it is about.
import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_FIELD_TYPES,
  TEMPLATE_LIMITS,
  ZTemplateDefinition,
  definitionProblems,
  type TTemplateDefinitionInput,
  type TTemplateFieldInput,
} from '../src/index.ts';

/** One field of each type, as the builder would send them. */
const EVERY_TYPE: TTemplateFieldInput[] = [
  { type: 'section', key: 'intro', label: 'Before you start', instructions: 'Isolate the unit.' },
  { type: 'checkbox', key: 'isolated', label: 'Unit isolated', required: true },
  { type: 'inspection', key: 'seal', label: 'Door seal', fail_opens_ticket: 'high' },
  { type: 'yes_no', key: 'tagged', label: 'Service tag present' },
  { type: 'short_text', key: 'serial', label: 'Serial number' },
  { type: 'long_text', key: 'notes', label: 'Notes' },
  {
    type: 'number',
    key: 'pressure',
    label: 'Pressure',
    unit: 'bar',
    min: 1,
    max: 1.5,
    out_of_range_opens_ticket: 'medium',
  },
  { type: 'amount', key: 'parts_cost', label: 'Parts cost', currency: 'EUR' },
  { type: 'date', key: 'next_service', label: 'Next service', with_time: true },
  { type: 'time', key: 'started', label: 'Started at' },
  {
    type: 'single_choice',
    key: 'state',
    label: 'State',
    options: [
      { key: 'good', label: 'Good' },
      { key: 'worn', label: 'Worn' },
    ],
  },
  {
    type: 'multiple_choice',
    key: 'faults',
    label: 'Faults seen',
    options: [
      { key: 'leak', label: 'Leak' },
      { key: 'noise', label: 'Noise' },
    ],
  },
  { type: 'meter_reading', key: 'hours', label: 'Run hours', meter_name: 'Run hours', unit: 'h' },
  { type: 'photos', key: 'photos', label: 'Photos', max_photos: 3 },
  { type: 'file', key: 'report', label: 'Test report' },
  { type: 'signature', key: 'engineer', label: 'Engineer' },
];

const parse = (definition: TTemplateDefinitionInput) => ZTemplateDefinition.safeParse(definition);
const problemsOf = (fields: TTemplateFieldInput[]) => {
  const result = parse({ fields });
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe('template definitions', () => {
  it('takes a field of every type, filling in the defaults', () => {
    expect(EVERY_TYPE.map((field) => field.type)).toEqual([...TEMPLATE_FIELD_TYPES]);
    const result = parse({ fields: EVERY_TYPE, requires_signature: true });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    const fields = result.data!.fields;
    expect(fields[1]).toMatchObject({ required: true, help: '', condition: null });
    expect(fields[2]).toMatchObject({ fail_opens_ticket: 'high', flag_opens_ticket: null });
    expect(fields[3]).toMatchObject({ allow_na: true });
    expect(fields[4]).toMatchObject({ max_length: TEMPLATE_LIMITS.shortTextLength });
    expect(fields[6]).toMatchObject({ decimals: 2, min: 1, max: 1.5 });
    expect(result.data!.requires_signature).toBe(true);
  });

  it('refuses unknown types and settings, bad keys and a section that is required', () => {
    const cases: unknown[] = [
      { type: 'slider', key: 'a', label: 'A' },
      { type: 'checkbox', key: 'a', label: 'A', colour: 'red' },
      { type: 'checkbox', key: 'Not a key', label: 'A' },
      { type: 'checkbox', key: 'a', label: '   ' },
      { type: 'section', key: 'a', label: 'A', required: true },
      { type: 'single_choice', key: 'a', label: 'A', options: [] },
    ];
    for (const field of cases) {
      expect(parse({ fields: [field as TTemplateFieldInput] }).success, JSON.stringify(field)).toBe(
        false,
      );
    }
    expect(parse({ fields: [] }).success).toBe(false);
  });

  it(`holds at most ${TEMPLATE_LIMITS.fields} fields`, () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        type: 'checkbox' as const,
        key: `item_${index}`,
        label: `Item ${index}`,
      }));
    expect(parse({ fields: many(TEMPLATE_LIMITS.fields) }).success).toBe(true);
    expect(parse({ fields: many(TEMPLATE_LIMITS.fields + 1) }).success).toBe(false);
  });

  it('finds duplicate keys and options and an inverted range, at their settings', () => {
    expect(
      problemsOf([
        { type: 'checkbox', key: 'a', label: 'A' },
        { type: 'checkbox', key: 'a', label: 'Again' },
        {
          type: 'single_choice',
          key: 'b',
          label: 'B',
          options: [
            { key: 'x', label: 'X' },
            { key: 'x', label: 'X again' },
          ],
        },
        { type: 'number', key: 'c', label: 'C', min: 5, max: 1 },
      ]).map((problem) => problem.path),
    ).toEqual([
      ['fields', 1, 'key'],
      ['fields', 2, 'options', 1, 'key'],
      ['fields', 3, 'max'],
    ]);
  });

  it('accepts conditions on an earlier field that suit its answers', () => {
    const fields: TTemplateFieldInput[] = [
      ...EVERY_TYPE,
      {
        type: 'long_text',
        key: 'why_fail',
        label: 'Why',
        condition: { field: 'seal', op: 'one_of', values: ['flag', 'fail'] },
      },
      {
        type: 'photos',
        key: 'leak_photo',
        label: 'Leak',
        condition: { field: 'faults', op: 'equals', value: 'leak' },
      },
      {
        type: 'short_text',
        key: 'gauge',
        label: 'Gauge',
        condition: { field: 'pressure', op: 'outside', min: 1, max: 1.5 },
      },
      {
        type: 'short_text',
        key: 'exact',
        label: 'Exact',
        condition: { field: 'pressure', op: 'equals', value: 2 },
      },
      {
        type: 'checkbox',
        key: 'checked',
        label: 'Checked',
        condition: { field: 'isolated', op: 'equals', value: true },
      },
      {
        type: 'checkbox',
        key: 'na',
        label: 'N/A',
        condition: { field: 'tagged', op: 'equals', value: 'na' },
      },
    ];
    expect(definitionProblems(ZTemplateDefinition.parse({ fields }).fields)).toEqual([]);
  });

  it('refuses conditions on missing, later or section fields, or that cannot hold', () => {
    const base: TTemplateFieldInput[] = EVERY_TYPE.slice(0, 13);
    const problem = (condition: object) =>
      problemsOf([
        ...base,
        { type: 'checkbox', key: 'x', label: 'X', condition } as TTemplateFieldInput,
      ]).map((found) => found.message);
    expect(problem({ field: 'nowhere', op: 'equals', value: 'yes' })).toEqual([
      'templates.conditionMissing',
    ]);
    expect(problem({ field: 'intro', op: 'equals', value: 'yes' })).toEqual([
      'templates.conditionSection',
    ]);
    expect(problem({ field: 'serial', op: 'equals', value: 'abc' })).toEqual([
      'templates.conditionOperator',
    ]);
    expect(problem({ field: 'seal', op: 'outside', min: 1 })).toEqual([
      'templates.conditionOperator',
    ]);
    expect(problem({ field: 'pressure', op: 'outside' })).toEqual(['templates.conditionRange']);
    expect(problem({ field: 'pressure', op: 'outside', min: 3, max: 1 })).toEqual([
      'templates.conditionRange',
    ]);
    expect(problem({ field: 'state', op: 'one_of', values: ['good', 'broken'] })).toEqual([
      'templates.conditionValue',
    ]);
    expect(problem({ field: 'seal', op: 'equals', value: 'ok' })).toEqual([
      'templates.conditionValue',
    ]);
    const later = problemsOf([
      {
        type: 'checkbox',
        key: 'a',
        label: 'A',
        condition: { field: 'b', op: 'equals', value: true },
      },
      { type: 'checkbox', key: 'b', label: 'B' },
    ]);
    expect(later).toEqual([
      { path: ['fields', 0, 'condition', 'field'], message: 'templates.conditionLater' },
    ]);
  });

  it('refuses "not applicable" on a yes / no item that does not offer it', () => {
    const problems = problemsOf([
      { type: 'yes_no', key: 'a', label: 'A', allow_na: false },
      {
        type: 'checkbox',
        key: 'b',
        label: 'B',
        condition: { field: 'a', op: 'equals', value: 'na' },
      },
    ]);
    expect(problems.map((found) => found.message)).toEqual(['templates.conditionValue']);
  });
});
