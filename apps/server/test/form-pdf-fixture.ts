/**
 * A filled form as the forms module hands it out (TFormDetail, checked against its contract):
 * one field of every type, a section, a field hidden by its condition (with a stale answer), a
 * field left unanswered, a failed inspection that opened a ticket, a number outside its range,
 * a photo, a file, a drawn signature field, and the form signed with an e-mailed code.
 */
import {
  answerOutcome,
  ZFormDetail,
  ZTemplateDefinition,
  type TFormAnswer,
  type TFormAnswerValue,
  type TFormDetail,
  type TTemplateDefinitionInput,
} from '@mainstay/contracts';

export interface FixtureFiles {
  photo: string;
  report: string;
  fieldSignature: string;
  signing: string;
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const tech = { id: uuid(901), name: 'Sam Tech' };
const link = (id: string, name: string, type: string) => ({
  id,
  name,
  content_type: type,
  size: 1000,
  url: `/api/v1/files/${id}`,
});

export const FIXTURE_TICKET = {
  id: uuid(801),
  kind: 'reactive' as const,
  number: 'RT-000044',
  title: 'AHU noisy',
  status: 'completed' as const,
};

const FIELDS: TTemplateDefinitionInput['fields'] = [
  {
    key: 'general',
    type: 'section',
    label: 'General checks',
    instructions: 'Isolate the unit first.',
  },
  { key: 'isolated', type: 'checkbox', label: 'Power isolated' },
  { key: 'filter', type: 'inspection', label: 'Filter condition', fail_opens_ticket: 'high' },
  { key: 'belt', type: 'inspection', label: 'Belt tension' },
  { key: 'access', type: 'yes_no', label: 'Access clear' },
  {
    key: 'leak_details',
    type: 'short_text',
    label: 'Describe the leak',
    condition: { field: 'access', op: 'equals', value: 'no' },
  },
  { key: 'notes', type: 'short_text', label: 'Work notes' },
  { key: 'summary', type: 'long_text', label: 'Summary' },
  { key: 'readings', type: 'section', label: 'Readings' },
  {
    key: 'supply_temp',
    type: 'number',
    label: 'Supply temperature',
    unit: '°C',
    min: 6,
    max: 12,
    decimals: 1,
  },
  { key: 'spend', type: 'amount', label: 'Parts spend' },
  { key: 'last_service', type: 'date', label: 'Last service' },
  { key: 'inspected_at', type: 'date', label: 'Inspected at', with_time: true },
  { key: 'start_time', type: 'time', label: 'Start time' },
  {
    key: 'fluid',
    type: 'single_choice',
    label: 'Refrigerant',
    options: [
      { key: 'r410a', label: 'R-410A' },
      { key: 'r32', label: 'R-32' },
    ],
  },
  {
    key: 'ppe',
    type: 'multiple_choice',
    label: 'Protective equipment',
    options: [
      { key: 'gloves', label: 'Gloves' },
      { key: 'goggles', label: 'Safety goggles' },
      { key: 'mask', label: 'Mask' },
    ],
  },
  { key: 'run_hours', type: 'meter_reading', label: 'Meter', meter_name: 'Run hours', unit: 'h' },
  { key: 'photos', type: 'photos', label: 'Photos of the unit' },
  { key: 'report', type: 'file', label: 'Commissioning report' },
  { key: 'tech_signature', type: 'signature', label: 'Technician signature' },
  { key: 'remarks', type: 'short_text', label: 'Further remarks' },
];

function answers(
  definition: TFormDetail['definition'],
  values: Record<string, TFormAnswerValue>,
  extra: Record<string, Partial<TFormAnswer>> = {},
): TFormAnswer[] {
  return Object.entries(values).map(([key, value]) => {
    const field = definition.fields.find((candidate) => candidate.key === key);
    if (!field) throw new Error(`No field ${key}`);
    return {
      field_key: key,
      value,
      outcome: answerOutcome(field, value),
      answered_by: tech,
      answered_at: '2025-03-14T09:41:00.000Z',
      revision: 1,
      files: [],
      ticket: null,
      ...extra[key],
    };
  });
}

/** The form, with the ids of the files its photo, file and signatures name. */
export function fixtureForm(files: FixtureFiles): TFormDetail {
  const definition = ZTemplateDefinition.parse({ fields: FIELDS, requires_signature: true });
  const filled = answers(
    definition,
    {
      isolated: true,
      filter: 'fail',
      belt: 'pass',
      access: 'na',
      leak_details: 'Hidden leak text',
      notes: 'Replaced the gasket',
      summary: 'Unit cleaned.\nFilter to be replaced next visit.',
      supply_temp: 14.5,
      spend: 42.5,
      last_service: '2025-03-01',
      inspected_at: '2025-03-14T09:30:00Z',
      start_time: '07:45',
      fluid: 'r32',
      ppe: ['gloves', 'goggles'],
      run_hours: 1520,
      photos: [files.photo],
      report: files.report,
      tech_signature: files.fieldSignature,
    },
    {
      filter: {
        ticket: { ...FIXTURE_TICKET, id: uuid(802), number: 'RT-000045', title: 'Filter clogged' },
      },
      photos: { files: [link(files.photo, 'unit.png', 'image/png')] },
      report: { files: [link(files.report, 'commissioning-report.pdf', 'application/pdf')] },
      tech_signature: { files: [link(files.fieldSignature, 'signature.png', 'image/png')] },
    },
  );
  return ZFormDetail.parse({
    id: uuid(1),
    number: 'FRM-000012',
    status: 'completed',
    result: 'fail',
    template: { id: uuid(2), name: 'Rooftop AHU inspection', version: 3 },
    ticket: FIXTURE_TICKET,
    asset: { id: uuid(3), name: 'AHU-01' },
    location: { id: uuid(4), name: 'Roof' },
    building: { id: uuid(5), name: 'North Tower' },
    started_by: tech,
    created_at: '2025-03-14T09:00:00.000Z',
    updated_at: '2025-03-14T10:00:00.000Z',
    completed_at: '2025-03-14T10:00:00.000Z',
    completed_by: tech,
    signed_at: '2025-03-14T10:00:00.000Z',
    failures: 1,
    definition,
    requires_signature: true,
    answers: filled,
    progress: { required: 0, answered: 0, missing: [] },
    signature: {
      signed_by: { id: uuid(902), name: 'Dana Signer' },
      signed_at: '2025-03-14T10:00:00.000Z',
      method: 'email_code',
      file: link(files.signing, 'signing.png', 'image/png'),
    },
    locked: true,
    can_fill: false,
    can_manage: true,
  });
}

/** A form of `count` fields, numbers and inspections in turn, all answered. */
export function longForm(count: number): TFormDetail {
  const fields: TTemplateDefinitionInput['fields'] = Array.from({ length: count }, (_, index) =>
    index % 2 === 0
      ? { key: `reading_${index}`, type: 'number', label: `Reading ${index + 1}`, unit: 'bar' }
      : { key: `check_${index}`, type: 'inspection', label: `Check ${index + 1}` },
  );
  const definition = ZTemplateDefinition.parse({ fields });
  const values = Object.fromEntries(
    definition.fields.map((field, index) => [field.key, field.type === 'number' ? index : 'pass']),
  );
  const base = fixtureForm({
    photo: uuid(0),
    report: uuid(0),
    fieldSignature: uuid(0),
    signing: uuid(0),
  });
  return ZFormDetail.parse({
    ...base,
    number: 'FRM-000350',
    result: 'pass',
    definition,
    requires_signature: false,
    signature: null,
    answers: answers(definition, values),
  });
}
