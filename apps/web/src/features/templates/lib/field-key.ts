/**
 * A field's key from its label: lower-case letters, digits and underscores, starting with a
 * letter (what the contract accepts), at most 40 characters, and not taken by another field.
 * A label with no Latin letters (Arabic) gives the type's name, numbered.
 */
import { TEMPLATE_LIMITS } from '@mainstay/contracts';

function slug(label: string): string {
  const text = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const start = text.replace(/^[0-9_]+/, '');
  return start.slice(0, TEMPLATE_LIMITS.keyLength).replace(/_+$/, '');
}

/** The key a field labelled `label` gets: its slug, or `fallback`, made unique among `taken`. */
export function suggestKey(label: string, fallback: string, taken: ReadonlySet<string>): string {
  const base = slug(label) || fallback;
  if (!taken.has(base) && base !== fallback) return base;
  for (let number = base === fallback ? 1 : 2; ; number += 1) {
    const suffix = `_${number}`;
    const candidate = `${base.slice(0, TEMPLATE_LIMITS.keyLength - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
