/**
 * A category's name for the reader: the default categories (those with a `key`) are shown in
 * the reader's language; categories an organisation added keep the name it gave them.
 */
import type { TFunction } from 'i18next';

export interface CategoryLike {
  id: string;
  name: string;
  key?: string | null;
}

export function categoryLabel(t: TFunction<'tickets'>, category: CategoryLike | null): string {
  if (!category) return '';
  if (!category.key) return category.name;
  return t(`categories.${category.key}` as never, { defaultValue: category.name });
}

/** List rows name their category without its key: find it among the kind's categories. */
export function categoryNamer(t: TFunction<'tickets'>, categories: readonly CategoryLike[]) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return (category: CategoryLike | null) =>
    category ? categoryLabel(t, byId.get(category.id) ?? category) : '';
}
