export { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field.tsx';
