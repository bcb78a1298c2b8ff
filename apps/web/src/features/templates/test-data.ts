/** Shared fixtures of the template page tests, typed by the contract. */
import type {
  TStarterTemplate,
  TTemplateCategory,
  TTemplateDetail,
  TTemplateSummary,
} from '@mainstay/contracts';

export const TEMPLATE_ID = '5a3f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b31';
export const CATEGORY: TTemplateCategory = {
  id: '6b4f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b32',
  name: 'Fire safety',
  template_count: 1,
};

export const SUMMARY: TTemplateSummary = {
  id: TEMPLATE_ID,
  name: 'Boiler room round',
  description: 'Weekly walk through the plant room',
  category: { id: CATEGORY.id, name: CATEGORY.name },
  status: 'active',
  version: 2,
  field_count: 3,
  has_draft: true,
  requires_signature: false,
  forms_count: 4,
  starter_id: null,
  published_at: '2026-01-02T08:00:00.000Z',
  updated_at: '2026-01-03T08:00:00.000Z',
};

export const DETAIL: TTemplateDetail = {
  ...SUMMARY,
  definition: {
    fields: [
      {
        type: 'yes_no',
        key: 'leak',
        label: 'Any leak?',
        help: '',
        required: true,
        condition: null,
        allow_na: false,
      },
      {
        type: 'short_text',
        key: 'where',
        label: 'Where is the leak?',
        help: '',
        required: false,
        condition: { field: 'leak', op: 'equals', value: 'yes' },
        max_length: 500,
      },
    ],
    requires_signature: false,
  },
  draft: null,
  versions: [
    {
      version: 2,
      name: 'Boiler room round',
      field_count: 2,
      note: 'Leak question',
      published_at: '2026-01-02T08:00:00.000Z',
      published_by: { id: '7c5f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b33', name: 'Ada Lovelace' },
      forms_count: 4,
    },
  ],
  has_draft: false,
};

export const STARTER: TStarterTemplate = {
  id: 'fire_extinguishers',
  name: 'Fire extinguisher check',
  description: 'Monthly check of each extinguisher',
  category: 'Fire safety',
  field_count: 2,
  requires_signature: false,
  definition: {
    fields: [
      {
        type: 'inspection',
        key: 'pressure',
        label: 'Pressure gauge in the green',
        help: '',
        required: true,
        condition: null,
        fail_opens_ticket: 'high',
        flag_opens_ticket: null,
      },
      {
        type: 'photos',
        key: 'photo',
        label: 'Photo of the label',
        help: '',
        required: false,
        condition: null,
        max_photos: 2,
      },
    ],
    requires_signature: false,
  },
  added_template_id: null,
};
