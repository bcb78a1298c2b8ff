/**
 * Shared by the places forms: client messages are translation keys of the 'places' namespace,
 * server messages are shown as sent (lib/form-errors puts them on their fields).
 */
import { useFieldMessageIn, type FieldMessage } from '@/components/form/index.ts';

/** Helper text for a field: its translated error, or the given hint. */
export const useFieldMessage = (): FieldMessage => useFieldMessageIn('places');
