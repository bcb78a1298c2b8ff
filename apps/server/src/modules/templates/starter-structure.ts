/**
 * The shape of a starter template without its words (see starter-library.ts), and the small
 * helpers the library's data is written with.
 */
import type { TTemplateFieldInput } from '@mainstay/contracts';

/** The settings a field's words are taken out of: they come from the namespace. */
type Worded = 'label' | 'help' | 'instructions' | 'options' | 'meter_name';
type Structure<F> = F extends { options: unknown }
  ? Omit<F, Worded> & { options: readonly string[] }
  : Omit<F, Worded>;
/** A field without its words; a choice field lists its options' keys. */
export type StarterField = Structure<TTemplateFieldInput>;

export const STARTER_CATEGORIES = [
  'fire_safety',
  'electrical',
  'mechanical',
  'water_hygiene',
  'lifts',
  'building_fabric',
  'vehicles',
] as const;
export type StarterCategory = (typeof STARTER_CATEGORIES)[number];

export interface StarterTemplateStructure {
  id: string;
  category: StarterCategory;
  requires_signature: boolean;
  fields: readonly StarterField[];
}

const FLAG_OR_FAIL = ['flag', 'fail'];

/** Shows a field only when the inspection item `field` was flagged or failed. */
export const flagOrFail = (field: string) => ({
  field,
  op: 'one_of' as const,
  values: FLAG_OR_FAIL,
});
