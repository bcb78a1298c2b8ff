/**
 * Helper text for the settings forms: client rules carry keys of the 'sla' namespace, server
 * messages are shown as sent.
 */
import { useFieldMessageIn, type FieldMessage } from '@/components/form/index.ts';

export const useSlaFieldMessage = (): FieldMessage => useFieldMessageIn('sla');
