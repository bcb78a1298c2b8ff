export { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field.tsx';
export {
  BoundTextField,
  type BoundTextFieldProps,
  type FieldMessage,
} from './bound-text-field.tsx';
