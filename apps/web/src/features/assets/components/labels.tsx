/**
 * How asset values read on screen: category names (default ones translated by key while they
 * keep their default name), status and criticality chips, warranty state and dates.
 */
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  ASSET_DEFAULT_CATEGORY_NAMES,
  ASSET_WARRANTY_SOON_DAYS,
  type TAssetCriticality,
  type TAssetStatus,
} from '@mainstay/contracts';

export function categoryLabel(
  t: TFunction<'assets'>,
  category: { name: string; key: string | null } | null,
): string {
  if (!category) return '';
  const key = category.key as keyof typeof ASSET_DEFAULT_CATEGORY_NAMES | null;
  return key && ASSET_DEFAULT_CATEGORY_NAMES[key] === category.name
    ? t(`categories.${key}` as never)
    : category.name;
}

const STATUS_COLOURS: Record<TAssetStatus, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  operational: 'success',
  needs_attention: 'warning',
  down: 'error',
  in_repair: 'info',
  retired: 'default',
};

export function StatusChip({ status }: { status: TAssetStatus }) {
  const { t } = useTranslation('assets');
  return <Chip size="small" color={STATUS_COLOURS[status]} label={t(`statuses.${status}`)} />;
}

const CRITICALITY_COLOURS: Record<TAssetCriticality, 'default' | 'info' | 'warning' | 'error'> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  critical: 'error',
};

export function CriticalityChip({ criticality }: { criticality: TAssetCriticality }) {
  const { t } = useTranslation('assets');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={CRITICALITY_COLOURS[criticality]}
      label={t(`criticalities.${criticality}`)}
    />
  );
}

export type WarrantyState = 'none' | 'expired' | 'expiring' | 'valid';

export function warrantyState(expiry: string | null, today = new Date()): WarrantyState {
  if (!expiry) return 'none';
  const day = today.toISOString().slice(0, 10);
  if (expiry < day) return 'expired';
  const soon = new Date(today.getTime() + ASSET_WARRANTY_SOON_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return expiry <= soon ? 'expiring' : 'valid';
}

/** A calendar date (YYYY-MM-DD) in the reader's language, without shifting the day. */
export function formatDate(value: string | null, language: string): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

export function formatDateTime(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

export function WarrantyText({ expiry }: { expiry: string | null }) {
  const { t, i18n } = useTranslation('assets');
  const state = warrantyState(expiry);
  if (state === 'none') return <>{t('common.none')}</>;
  const date = formatDate(expiry, i18n.language);
  if (state === 'valid') return <>{date}</>;
  return (
    <Chip
      size="small"
      color={state === 'expired' ? 'error' : 'warning'}
      label={t(state === 'expired' ? 'warranty.expiredOn' : 'warranty.expiresOn', { date })}
    />
  );
}
