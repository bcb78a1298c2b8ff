/**
 * A category's name for the reader: a default category (one with a `key`) still carrying its
 * default name is shown in the reader's language; a renamed default category and those an
 * organisation added keep the name a person gave them (the built-in-name rule, as for asset
 * categories and roles). Tickets carry their category's key, so the list and the detail page
 * name a category alike.
 */
import type { TFunction } from 'i18next';
import { TICKET_DEFAULT_CATEGORY_NAMES } from '@mainstay/contracts';
import { builtInName } from '@/lib/built-in-name.ts';

export interface CategoryLike {
  id: string;
  name: string;
  key?: string | null;
}

export function categoryLabel(t: TFunction<'tickets'>, category: CategoryLike | null): string {
  if (!category) return '';
  return builtInName(t as TFunction, 'categories', category, TICKET_DEFAULT_CATEGORY_NAMES);
}

/** List rows name their category without its key: find it among the kind's categories. */
export function categoryNamer(t: TFunction<'tickets'>, categories: readonly CategoryLike[]) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return (category: CategoryLike | null) =>
    category ? categoryLabel(t, byId.get(category.id) ?? category) : '';
}
