/** Small display helpers of the places pages. */
import type { TBuilding, TBuildingListItem } from '@mainstay/contracts';

/** "12 Finsbury Square, London EC2A 1AS" from whatever address parts are known. */
export function addressLine(
  building: Pick<TBuildingListItem, 'street' | 'city' | 'postcode'> &
    Partial<Pick<TBuilding, 'region'>>,
): string {
  const town = [building.city, building.postcode].filter(Boolean).join(' ');
  return [building.street, town].filter(Boolean).join(', ');
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export function formatMoney(cents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** "Floor 2 › East wing" (the separator is mirrored by the text direction, not by us). */
export function breadcrumbText(names: readonly string[]): string {
  return names.join(' › ');
}
