// The shared rules of answers, which the page filling a form and the server keeping it both
// apply: what value each field type takes, which fields show for the answers so far (conditions
// and hidden sections), what is still required, outcomes and the tickets failures open.
import { describe, expect, it } from 'vitest';
import {
  answerOutcome,
  answerProblem,
  failureTicket,
  formProgress,
  isAnswered,
  missingRequired,
  visibleFieldKeys,
  worstOutcome,
  ZTemplateField,
  type TAnswerMap,
  type TFormAnswerValue,
  type TTemplateField,
  type TTemplateFieldInput,
} from '../src/index.ts';

const field = (input: TTemplateFieldInput): TTemplateField => ZTemplateField.parse(input);
const answers = (entries: Record<string, TFormAnswerValue>): TAnswerMap =>
  new Map(Object.entries(entries));
const FILE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const OTHER_FILE = '16fd2706-8baf-433b-82eb-8c7fada847da';

describe('answerProblem', () => {
  const cases: [TTemplateFieldInput, TFormAnswerValue, string | null][] = [
    [{ type: 'section', key: 's', label: 'S' }, true, 'forms.answerNotExpected'],
    [{ type: 'checkbox', key: 'c', label: 'C' }, true, null],
    [{ type: 'checkbox', key: 'c', label: 'C' }, 'yes', 'forms.answerBoolean'],
    [{ type: 'inspection', key: 'i', label: 'I' }, 'flag', null],
    [{ type: 'inspection', key: 'i', label: 'I' }, 'broken', 'forms.answerInspection'],
    [{ type: 'yes_no', key: 'y', label: 'Y' }, 'na', null],
    [{ type: 'yes_no', key: 'y', label: 'Y', allow_na: false }, 'na', 'forms.answerYesNo'],
    [{ type: 'short_text', key: 't', label: 'T', max_length: 3 }, 'abcd', 'forms.answerTooLong'],
    [{ type: 'long_text', key: 't', label: 'T' }, 12, 'forms.answerText'],
    [{ type: 'number', key: 'n', label: 'N', decimals: 1 }, 2.5, null],
    [{ type: 'number', key: 'n', label: 'N', decimals: 1 }, 2.55, 'forms.answerDecimals'],
    [{ type: 'number', key: 'n', label: 'N' }, '2', 'forms.answerNumber'],
    [{ type: 'amount', key: 'a', label: 'A' }, 10.999, 'forms.answerDecimals'],
    [
      { type: 'meter_reading', key: 'm', label: 'M', meter_name: 'Hours' },
      -1,
      'forms.answerMeterNegative',
    ],
    [{ type: 'date', key: 'd', label: 'D' }, '2025-02-28', null],
    [{ type: 'date', key: 'd', label: 'D' }, '2025-02-30T10:00', 'forms.answerDate'],
    [{ type: 'date', key: 'd', label: 'D', with_time: true }, '2025-02-28T10:00:00Z', null],
    [{ type: 'time', key: 'h', label: 'H' }, '24:00', 'forms.answerTime'],
    [{ type: 'time', key: 'h', label: 'H' }, '07:45', null],
    [
      { type: 'single_choice', key: 'o', label: 'O', options: [{ key: 'a', label: 'A' }] },
      'b',
      'forms.answerChoice',
    ],
    [
      {
        type: 'multiple_choice',
        key: 'o',
        label: 'O',
        options: [
          { key: 'a', label: 'A' },
          { key: 'b', label: 'B' },
        ],
      },
      ['a', 'a'],
      'forms.answerChoices',
    ],
    [
      { type: 'photos', key: 'p', label: 'P', max_photos: 1 },
      [FILE, OTHER_FILE],
      'forms.answerPhotosMax',
    ],
    [{ type: 'photos', key: 'p', label: 'P' }, ['not-a-file'], 'forms.answerFiles'],
    [{ type: 'file', key: 'f', label: 'F' }, FILE, null],
    [{ type: 'signature', key: 'g', label: 'G' }, [FILE], 'forms.answerFile'],
  ];

  it.each(cases)('%j answered %j: %s', (input, value, problem) => {
    expect(answerProblem(field(input), value)).toBe(problem);
  });

  it('accepts null for any field (clearing), leaving what is required to completion', () => {
    expect(
      answerProblem(field({ type: 'number', key: 'n', label: 'N', required: true }), null),
    ).toBeNull();
  });
});

describe('outcomes and failure tickets', () => {
  const inspection = field({
    type: 'inspection',
    key: 'i',
    label: 'I',
    fail_opens_ticket: 'high',
  });
  const range = field({ type: 'number', key: 'n', label: 'N', min: 1, max: 5 });
  const opening = field({
    type: 'number',
    key: 'n',
    label: 'N',
    min: 1,
    out_of_range_opens_ticket: 'critical',
  });

  it('takes an inspection’s result and flags a number outside its range', () => {
    expect(answerOutcome(inspection, 'fail')).toBe('fail');
    expect(answerOutcome(range, 3)).toBe('pass');
    expect(answerOutcome(range, 6)).toBe('flag');
    expect(answerOutcome(field({ type: 'short_text', key: 't', label: 'T' }), 'x')).toBeNull();
  });

  it('opens a ticket only where the field says so', () => {
    expect(failureTicket(inspection, 'fail')).toEqual({ priority: 'high', outcome: 'fail' });
    expect(failureTicket(inspection, 'flag')).toBeNull();
    expect(failureTicket(range, 9)).toBeNull();
    expect(failureTicket(opening, 0)).toEqual({ priority: 'critical', outcome: 'flag' });
    expect(failureTicket(opening, 2)).toBeNull();
  });

  it('keeps the worst of several outcomes', () => {
    expect(worstOutcome(['pass', null, 'flag'])).toBe('flag');
    expect(worstOutcome(['flag', 'fail', 'pass'])).toBe('fail');
    expect(worstOutcome([null])).toBeNull();
  });
});

describe('visible fields and what is required', () => {
  const fields = [
    { type: 'section', key: 'start', label: 'Start' },
    { type: 'yes_no', key: 'leak', label: 'Leak?', required: true },
    {
      type: 'long_text',
      key: 'where',
      label: 'Where?',
      required: true,
      condition: { field: 'leak', op: 'equals', value: 'yes' },
    },
    { type: 'number', key: 'temp', label: 'Temp' },
    {
      type: 'short_text',
      key: 'action',
      label: 'Action',
      required: true,
      condition: { field: 'temp', op: 'outside', min: 50 },
    },
    {
      type: 'section',
      key: 'repair',
      label: 'Repair',
      condition: { field: 'leak', op: 'one_of', values: ['yes'] },
    },
    { type: 'checkbox', key: 'fixed', label: 'Fixed', required: true },
    { type: 'section', key: 'end', label: 'End' },
    {
      type: 'short_text',
      key: 'chained',
      label: 'Chained',
      condition: { field: 'where', op: 'equals', value: 'roof' },
    },
  ].map((input) => field(input as TTemplateFieldInput));

  it('shows a field whose condition holds, and hides a section with its fields', () => {
    expect([...visibleFieldKeys(fields, answers({}))]).toEqual(['start', 'leak', 'temp', 'end']);
    expect([...visibleFieldKeys(fields, answers({ leak: 'yes', temp: 40 }))]).toEqual([
      'start',
      'leak',
      'where',
      'temp',
      'action',
      'repair',
      'fixed',
      'end',
    ]);
  });

  it('hides a field whose condition names a hidden field, whatever its answer', () => {
    const shown = visibleFieldKeys(fields, answers({ leak: 'no', where: 'roof' }));
    expect(shown.has('where')).toBe(false);
    expect(shown.has('chained')).toBe(false);
    expect(visibleFieldKeys(fields, answers({ leak: 'yes', where: 'roof' })).has('chained')).toBe(
      true,
    );
  });

  it('requires only the shown fields, and a ticked box for a checkbox', () => {
    expect(missingRequired(fields, answers({}))).toEqual(['leak']);
    expect(missingRequired(fields, answers({ leak: 'yes', fixed: false }))).toEqual([
      'where',
      'fixed',
    ]);
    expect(missingRequired(fields, answers({ leak: 'yes', where: '  ', fixed: true }))).toEqual([
      'where',
    ]);
    expect(isAnswered(fields[6] as TTemplateField, true)).toBe(true);
    expect(formProgress(fields, answers({ leak: 'yes', where: 'Roof', temp: 70 }))).toEqual({
      required: 3,
      answered: 2,
      missing: ['fixed'],
    });
  });
});
