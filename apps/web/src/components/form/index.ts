export { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field.tsx';
export {
  BoundTextField,
  type BoundTextFieldProps,
  type FieldMessage,
} from './bound-text-field.tsx';
export {
  ContactsFields,
  type Contact,
  type ContactsFieldsProps,
  type ContactsText,
} from './contacts-fields.tsx';
export { SignaturePad, type SignaturePadHandle, type SignaturePadProps } from './signature-pad.tsx';
