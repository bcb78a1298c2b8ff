/**
 * The sixteen field types as the builder offers them: each with its icon (its name is
 * `templates:types.<type>`) and the settings a new field of it starts with, the defaults of the
 * contract's schema, so a draft holds every setting from the start.
 */
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import NumbersOutlined from '@mui/icons-material/NumbersOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import RadioButtonCheckedOutlined from '@mui/icons-material/RadioButtonCheckedOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SegmentOutlined from '@mui/icons-material/SegmentOutlined';
import ShortTextOutlined from '@mui/icons-material/ShortTextOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import ThumbsUpDownOutlined from '@mui/icons-material/ThumbsUpDownOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { TEMPLATE_LIMITS, type TTemplateFieldType } from '@mainstay/contracts';
import type { DraftField } from './draft-field.ts';

type Icon = typeof SegmentOutlined;

const ICONS: Record<TTemplateFieldType, Icon> = {
  section: SegmentOutlined,
  checkbox: CheckBoxOutlined,
  inspection: FactCheckOutlined,
  yes_no: ThumbsUpDownOutlined,
  short_text: ShortTextOutlined,
  long_text: NotesOutlined,
  number: NumbersOutlined,
  amount: PaymentsOutlined,
  date: EventOutlined,
  time: ScheduleOutlined,
  single_choice: RadioButtonCheckedOutlined,
  multiple_choice: ChecklistOutlined,
  meter_reading: SpeedOutlined,
  photos: PhotoCameraOutlined,
  file: AttachFileOutlined,
  signature: DrawOutlined,
};

/** The type's icon, decorative (its name is always written beside it). */
export function FieldTypeIcon({ type, ...props }: SvgIconProps & { type: TTemplateFieldType }) {
  const Component = ICONS[type] ?? ShortTextOutlined;
  return <Component aria-hidden {...props} />;
}

const range = { unit: '', min: null, max: null };

/** Each type's own settings, as the schema defaults them. */
const TYPE_DEFAULTS: Record<TTemplateFieldType, Record<string, unknown>> = {
  section: { instructions: '', image_file_id: null },
  checkbox: {},
  inspection: { fail_opens_ticket: null, flag_opens_ticket: null },
  yes_no: { allow_na: true },
  short_text: { max_length: TEMPLATE_LIMITS.shortTextLength },
  long_text: { max_length: TEMPLATE_LIMITS.longTextLength },
  number: { ...range, decimals: 2, out_of_range_opens_ticket: null },
  amount: { currency: null },
  date: { with_time: false },
  time: {},
  single_choice: { options: [{ key: 'option_1', label: '' }] },
  multiple_choice: { options: [{ key: 'option_1', label: '' }] },
  meter_reading: { meter_name: '', ...range },
  photos: { max_photos: 5 },
  file: {},
  signature: {},
};

export function typeDefaults(type: TTemplateFieldType): Record<string, unknown> {
  return structuredClone(TYPE_DEFAULTS[type] ?? {});
}

/** A new field of `type`, its label still to be written. */
export function newField(type: TTemplateFieldType, key: string): DraftField {
  return {
    type,
    key,
    label: '',
    help: '',
    required: false,
    condition: null,
    ...typeDefaults(type),
  };
}
