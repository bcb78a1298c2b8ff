/**
 * A category's name for the reader: a default category (one with a `key`) still carrying its
 * default name is shown in the reader's language; a renamed default category and those an
 * organisation added keep the name a person gave them (the same rule as asset categories).
 */
import type { TFunction } from 'i18next';
import { TICKET_DEFAULT_CATEGORY_NAMES } from '@mainstay/contracts';

export interface CategoryLike {
  id: string;
  name: string;
  key?: string | null;
}

export function categoryLabel(t: TFunction<'tickets'>, category: CategoryLike | null): string {
  if (!category) return '';
  const key = category.key as keyof typeof TICKET_DEFAULT_CATEGORY_NAMES | null | undefined;
  return key && TICKET_DEFAULT_CATEGORY_NAMES[key] === category.name
    ? t(`categories.${key}` as never, { defaultValue: category.name })
    : category.name;
}

/** List rows name their category without its key: find it among the kind's categories. */
export function categoryNamer(t: TFunction<'tickets'>, categories: readonly CategoryLike[]) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return (category: CategoryLike | null) =>
    category ? categoryLabel(t, byId.get(category.id) ?? category) : '';
}
