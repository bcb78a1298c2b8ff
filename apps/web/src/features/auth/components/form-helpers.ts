/**
 * Shared by the auth forms: client messages are translation keys, server messages are shown as
 * sent (lib/form-errors puts them on their fields).
 */
import { useFieldMessageIn, type FieldMessage } from '@/components/form/index.ts';

const NAMESPACES = ['auth', 'errors'] as const;

/** Helper text for a field: its translated error, or a space so the layout does not jump. */
export const useFieldMessage = (): FieldMessage => useFieldMessageIn(NAMESPACES);
