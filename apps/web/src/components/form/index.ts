export { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field.tsx';
export { BoundOutlinedField, type BoundOutlinedFieldProps } from './bound-outlined-field.tsx';
export {
  BoundTextField,
  type BoundTextFieldProps,
  type FieldMessage,
} from './bound-text-field.tsx';
export { BoundSelect, type BoundSelectProps, type SelectChoice } from './bound-select.tsx';
export { BoundField, type BoundFieldProps, type BoundFieldRenderProps } from './bound-field.tsx';
export { autocompleteInput, type PickerFieldProps } from './autocomplete-input.tsx';
export { LabelsField, type LabelsFieldProps } from './labels-field.tsx';
export {
  ContactsFields,
  type Contact,
  type ContactsFieldsProps,
  type ContactsText,
} from './contacts-fields.tsx';
export {
  InvitationRows,
  type Invitation,
  type InvitationRowsProps,
  type InvitationText,
} from './invitation-rows.tsx';
export { SignaturePad, type SignaturePadHandle, type SignaturePadProps } from './signature-pad.tsx';
export { SignatureField, type SignatureFieldProps } from './signature-field.tsx';
export {
  DialogForm,
  DialogFrame,
  FormDialog,
  type DialogFormProps,
  type DialogFrameProps,
  type FormDialogProps,
} from './form-dialog.tsx';
export { FORM_WIDE, FormGrid, FormSection } from './form-section.tsx';
export { TabbedDialog, type TabbedDialogProps } from './tabbed-dialog.tsx';
export {
  useErrorMessageIn,
  useFieldMessageIn,
  type TranslateServerMessage,
} from './field-message.ts';
export {
  useServerForm,
  type DescribeError,
  type FormState,
  type ServerForm,
  type ServerFormOptions,
  type ValidOutcome,
} from './use-server-form.ts';
export {
  CURRENCY_INPUT,
  DECIMAL_INPUT,
  fieldsOf,
  textArea,
  WHOLE_INPUT,
  type SelectExtras,
  type TextFieldExtras,
} from './fields-of.tsx';
export { useResetWhenChanged } from './use-reset-when-changed.ts';
export { withCurrent, type NamedChoice } from './with-current.ts';
