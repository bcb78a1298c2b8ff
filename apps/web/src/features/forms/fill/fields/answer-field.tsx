/** One field of a form, drawn by its type. */
import type { TTemplateField } from '@mainstay/contracts';
import {
  CheckboxField,
  InspectionField,
  MultipleChoiceField,
  SingleChoiceField,
  YesNoField,
} from './choice-fields.tsx';
import type { FieldProps } from './field-props.ts';
import { FileAnswerField } from './file-field.tsx';
import { NumberAnswerField } from './number-field.tsx';
import { PhotosAnswerField } from './photos-field.tsx';
import { SectionHeader } from './section-header.tsx';
import { SignatureAnswerField } from './signature-answer-field.tsx';
import { DateAnswerField, TextAnswerField, TimeAnswerField } from './text-fields.tsx';

export function AnswerField(props: FieldProps<TTemplateField>) {
  const { field } = props;
  switch (field.type) {
    case 'section':
      return <SectionHeader field={field} />;
    case 'checkbox':
      return <CheckboxField {...props} field={field} />;
    case 'inspection':
      return <InspectionField {...props} field={field} />;
    case 'yes_no':
      return <YesNoField {...props} field={field} />;
    case 'short_text':
    case 'long_text':
      return <TextAnswerField {...props} field={field} />;
    case 'number':
    case 'amount':
    case 'meter_reading':
      return <NumberAnswerField {...props} field={field} />;
    case 'date':
      return <DateAnswerField {...props} field={field} />;
    case 'time':
      return <TimeAnswerField {...props} field={field} />;
    case 'single_choice':
      return <SingleChoiceField {...props} field={field} />;
    case 'multiple_choice':
      return <MultipleChoiceField {...props} field={field} />;
    case 'photos':
      return <PhotosAnswerField {...props} field={field} />;
    case 'file':
      return <FileAnswerField {...props} field={field} />;
    case 'signature':
      return <SignatureAnswerField {...props} field={field} />;
  }
}
